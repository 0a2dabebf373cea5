import { useI18n } from 'vue-i18n';
import type { GameSummary } from '../../../shared/contract/index.ts';
import { teamName } from '../../../shared/text/ruleset-names.ts';

/** The archive's numbers, times, sizes and results in the console's language (Intl, never hand-made). */
export function useArchiveFormat() {
  const { t, te, d, n } = useI18n();

  /** A time as a date and a time of day ("22 Nov 2026, 20:00"); the text itself if it is not a time. */
  function dateTime(iso: string): string {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : d(date, 'date-time');
  }

  /** A count or any number, with the language's separators. */
  function number(value: number): string {
    return n(value, 'plain');
  }

  /** A file size in kB or MB (decimal units, as file managers show them). */
  function bytes(size: number): string {
    const [value, unit] = size >= 1_000_000 ? [size / 1_000_000, 'megabyte'] : [size / 1000, 'kilobyte'];
    return n(value, { key: 'size', unit });
  }

  /** A game's result: the winning team under its ruleset's name, a draw, "in progress" or "set aside". */
  function result({ rulesetId, winner, setAside }: Pick<GameSummary, 'rulesetId' | 'winner' | 'setAside'>): string {
    if (winner === null) return t(setAside ? 'archive.set-aside-state' : 'archive.unfinished');
    const printed = `print.team.${rulesetId}.${winner}`;
    if (winner === 'draw') return te(printed) ? t(printed) : winner;
    return t('archive.won-by', { winner: teamName({ t, te }, rulesetId, winner, 'plural') });
  }

  /** A ruleset's name in the console's language. */
  function ruleset(rulesetId: string): string {
    return te(`ruleset.${rulesetId}`) ? t(`ruleset.${rulesetId}`) : rulesetId;
  }

  return { dateTime, number, bytes, result, ruleset };
}
