/**
 * Tryout 7: the Russian projector's nomination line «Дмитрий (3) (выставляет 5)» read as if Dmitry nominated
 * seat 5; the room's candidates and its tally both began «Le vote : Gaëlle (7)…», one line apart; the game-over
 * table wrote «выжил» / «survivant» for a woman who survived (the console writes one word for every living seat).
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { projectorModel } from '../../renderer/projector/model/index.ts';
import type { Locale } from '../../renderer/locales/locale-list.ts';
import { publicView, RULESETS } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const NAMES = ['Алексей', 'Мария', 'Дмитрий', 'Екатерина', 'Сергей', 'Ольга', 'Андрей', 'Наталья', 'Иван', 'Татьяна'];
const LANGUAGES: Locale[] = ['en', 'fr', 'hu', 'ja', 'pt', 'ru'];

/** A city-mafia day as the projector sees it: seat 5 has nominated seat 3, no vote yet. */
function nominationLines(locale: Locale): string[] {
  const ruleset = RULESETS['city-mafia'];
  const setup = { rulesetId: 'city-mafia', players: NAMES, options: ruleset.defaultOptions(10) } as never;
  const view = { ...publicView(ruleset.initialState(setup), 'g'), nominations: [{ nominee: 3, by: 5 }] };
  const panel = projectorModel(view as never, stationTranslator(locale)).panels.find((p) => p.lines.length > 0);
  return panel?.lines ?? [];
}

describe('tryout 7 wording', () => {
  it('says in Russian who nominated whom, the names undeclined and no brackets inside brackets', () => {
    const [line] = nominationLines('ru');
    expect(line).toBe('Дмитрий (3) — выставил игрок № 5');
    expect(line).not.toMatch(/\([^)]*\(|\)\s*\(/);
  });

  it.each(LANGUAGES)('%s: the candidates and the tally of a vote start with different words', (locale) => {
    const tr = stationTranslator(locale);
    const label = (seat: number) => `${NAMES[seat - 1]} (${seat})`;
    const results = [
      { seat: 7, votes: 4 },
      { seat: 1, votes: 2 },
    ];
    for (const stage of ['main', 'revote'] as const) {
      const opened = announcementText(tr, 'city-mafia', { kind: 'vote-opened', stage, seats: [7, 1] }, label);
      const tally = announcementText(tr, 'city-mafia', { kind: 'vote-tally', stage, results }, label);
      const head = (line: string) => line.slice(0, line.indexOf(NAMES[6]!));
      expect(head(opened)).not.toBe(head(tally));
      expect(tally.startsWith(head(opened))).toBe(false);
    }
  });

  it('writes the fate of a living player in Russian and French without a masculine ending', () => {
    expect(stationTranslator('ru').t('result.survived')).toBe('в живых');
    expect(stationTranslator('fr').t('result.survived')).toBe('en vie');
  });
});
