import { useI18n } from 'vue-i18n';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import { useGameStore } from '../stores/game.ts';
import { consoleSeats } from './console-seats.ts';
import { useConsoleText } from './useConsoleText.ts';

/** Event fields that hold one seat, or a list of seats. */
const SEAT_FIELDS = new Set(['seat', 'by', 'nominee', 'accuser', 'accused', 'target', 'victim', 'kamikaze', 'voter', 'firstSpeaker', 'healed', 'proposer']);
const SEATS_FIELDS = new Set(['seats', 'voters', 'victims', 'candidates', 'lastWords', 'queue']);
const ROLE_FIELDS = new Set(['role', 'second']);

type Params = Record<string, string | number>;

/**
 * Describes any ruleset's logged event for the timeline: `timeline.<ruleset>.<type>` (or the shared
 * `timeline.<type>`), its fields made readable — seats as "Name (3)", roles by name, yes/no as words.
 * A `-none` variant of the key is used when a seat field is null (no target, no victim, no check).
 */
export function useEventText(viewOf?: () => ModeratorView | null) {
  const { t, te } = useI18n();
  const game = useGameStore();
  /** The game whose events are described: the one given (a replayed archive game), else the open game. */
  const described = (): ModeratorView | null => (viewOf ? viewOf() : game.current);
  const text = useConsoleText(() => described()?.rulesetId);

  function seatLabel(seat: number): string {
    const view = described();
    const found = view ? consoleSeats(view).find((s) => s.seat === seat) : undefined;
    return found ? t('seat.named', { seat, name: found.name }) : String(seat);
  }

  /** An event's word as the moderator reads it: a role, a team, a cause, a removal reason. */
  function wordOf(key: string, value: string): string {
    if (ROLE_FIELDS.has(key)) return text.role(value);
    if (key === 'winner') return text.team(value);
    if (key === 'cause') return text.field(`cause-${value}`);
    if (key === 'reason') return text.choice('reason', value);
    return value;
  }

  function flatten(record: Record<string, unknown>, params: Params, nulls: { any: boolean }): void {
    for (const [key, value] of Object.entries(record)) {
      if (key === 'type') continue;
      // "Nobody" wording is for a missing seat (no target, no victim), not any empty detail.
      if (value === null) nulls.any ||= SEAT_FIELDS.has(key) || key === 'check';
      else if (typeof value === 'number') params[key] = SEAT_FIELDS.has(key) ? seatLabel(value) : value;
      else if (typeof value === 'boolean') params[key] = t(value ? 'param.yes' : 'param.no');
      else if (typeof value === 'string') params[key] = wordOf(key, value);
      else if (Array.isArray(value)) {
        if (SEATS_FIELDS.has(key)) params[key] = value.map((s) => seatLabel(Number(s))).join(', ');
        else if (key === 'steps') params[key] = value.join(', ');
        else if (key === 'results') params[key] = value.map((r: { seat: number; votes: number }) => `${r.seat}: ${r.votes}`).join(', ');
        else params[key] = value.length;
      } else if (typeof value === 'object' && key !== 'setup') flatten(value as Record<string, unknown>, params, nulls);
    }
  }

  return function eventText(event: { type: string } & Record<string, unknown>): string {
    const ruleset = described()?.rulesetId ?? '';
    const params: Params = {};
    const nulls = { any: false };
    if (event.type === 'game-created') params.players = (event.setup as { players: unknown[] }).players.length;
    else flatten(event, params, nulls);
    if (typeof event.answer === 'string') params.answer = t(`param.${event.answer}`);
    if (event.check && typeof event.check === 'object') params.answer = t((event.check as { mafioso: boolean }).mafioso ? 'param.yes' : 'param.no');
    for (const base of [`timeline.${ruleset}.${event.type}`, `timeline.${event.type}`]) {
      if (nulls.any && te(`${base}-none`)) return t(`${base}-none`, params);
      if (te(base)) return t(base, params);
    }
    return event.type;
  };
}
