import { withAmounts } from './amount-params.ts';
import { joinNames } from '../../../shared/text/name-list.ts';
import type { SeatLabel, Translator } from '../../../shared/text/translator.ts';
import { roleWord, rulesetWord } from '../../../shared/text/ruleset-words.ts';
import { teamName, winnerLine } from '../../../shared/text/ruleset-names.ts';
import type { RulesetId } from '../../../shared/engine/index.ts';

/** A logged event of any ruleset, as the timeline holds it. */
export type LoggedEvent = { type: string } & Record<string, unknown>;

/**
 * The events that only move the flow on (a step ended, the next name, the chain of deaths told): the
 * timeline shows what happened, not this plumbing (issue 12, club tryout). They keep their texts for
 * the archive's replay, where a step is looked at one by one.
 */
const BOOKKEEPING = new Set([
  'step-ended',
  'introduced',
  'intro-step-done',
  'inspector-step-done',
  'name-read',
  'death-step-ended',
  'chain-ended',
]);

/** Whether an event is bookkeeping of the flow rather than something that happened (BOOKKEEPING). */
export function isBookkeeping(event: { type: string }): boolean {
  return BOOKKEEPING.has(event.type);
}

/** Message parameters, made readable. */
export type EventParams = Record<string, string | number>;

/** Event fields that hold one seat, or a list of seats. */
const SEAT_FIELDS = new Set([
  'seat',
  'by',
  'nominee',
  'accuser',
  'accused',
  'target',
  'victim',
  'kamikaze',
  'voter',
  'firstSpeaker',
  'healed',
  'proposer',
  'stoppedAt',
  'guarded',
  'viewer',
]);
const SEATS_FIELDS = new Set(['seats', 'voters', 'victims', 'candidates', 'lastWords', 'queue']);
const ROLE_FIELDS = new Set(['role', 'second']);

/** The readable parameters of an event, and whether a seat it names is missing (no target, no victim, no check). */
export function eventParams(
  tr: Translator,
  rulesetId: string | undefined,
  event: LoggedEvent,
  seatLabel: SeatLabel,
): { params: EventParams; missing: boolean; count: number | null } {
  const params: EventParams = {};
  const state = { missing: false, count: null as number | null };
  const role = (value: string): string => roleWord(tr, rulesetId, value);
  function wordOf(key: string, value: string): string {
    if (ROLE_FIELDS.has(key)) return role(value);
    if (key === 'winner') return rulesetWord(tr, rulesetId, 'team', value);
    // The side a judge's technical defeat was given (City's timeline): "the black team", as the room's news says it.
    if (key === 'defeated' && rulesetId) return teamName(tr, rulesetId, value, 'plural');
    if (key === 'cause') return rulesetWord(tr, rulesetId, 'field', `cause-${value}`);
    // A removal's reason as a sentence reads it ("peeking at night"), not as the menu labels it ("Peeking at night").
    if (key === 'reason')
      return rulesetWord(
        tr,
        rulesetId,
        'announcement.removal-reason',
        value,
        rulesetWord(tr, rulesetId, 'choice.reason', value, role(value)),
      );
    // Copag's action cards, characters and mission results by name (`card.<ruleset>.<id>`…), never by id.
    if (key === 'card' || key === 'character') return rulesetWord(tr, rulesetId, key, value);
    if (key === 'result') return rulesetWord(tr, rulesetId, 'mission-result', value);
    // A night's step by its role's word ("Ночь (шериф)"), as the prompts read it (`param.<step>`).
    if (key === 'step' && tr.te(`param.${value}`)) return tr.t(`param.${value}`);
    return value;
  }
  function flatten(record: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(record)) {
      if (key === 'type') continue;
      // "Nobody" wording is for a missing seat (no target, no victim), not any empty detail.
      if (value === null) state.missing ||= SEAT_FIELDS.has(key) || key === 'check';
      else if (typeof value === 'number') params[key] = SEAT_FIELDS.has(key) ? seatLabel(value) : value;
      else if (typeof value === 'boolean') {
        params[key] = tr.t(value ? 'param.yes' : 'param.no');
        // A vote's outcome in words ("carried", "not carried").
        if (key === 'passed')
          params.result = rulesetWord(tr, rulesetId, 'vote-outcome', value ? 'carried' : 'rejected');
      } else if (typeof value === 'string') {
        params[key] = wordOf(key, value);
        // The sentence for the winner, as the projector's end screen reads it ("The reds win", "A draw: nobody is left").
        if (key === 'winner' && rulesetId) params.winnerLine = winnerLine(tr, rulesetId as RulesetId, value);
      } else if (Array.isArray(value)) {
        if (SEATS_FIELDS.has(key)) {
          params[key] = joinNames(
            tr,
            value.map((s) => seatLabel(Number(s))),
          );
          state.count ??= value.length;
        } else if (key === 'steps') params[key] = value.join(', ');
        else if (key === 'results')
          params[key] = value.map((r: { seat: number; votes: number }) => `${r.seat}: ${r.votes}`).join(', ');
        else params[key] = value.length;
      } else if (typeof value === 'object' && key !== 'setup') flatten(value as Record<string, unknown>);
    }
  }
  if (event.type === 'game-created') params.players = (event.setup as { players: unknown[] }).players.length;
  else flatten(event);
  if (typeof event.answer === 'string') params.answer = tr.t(`param.${event.answer}`);
  if (event.check && typeof event.check === 'object')
    params.answer = tr.t((event.check as { mafioso: boolean }).mafioso ? 'param.yes' : 'param.no');
  return { params, missing: state.missing, count: state.count };
}

/**
 * The field of an event whose absence (null or an empty list) is read as "nobody": the mafia shot nobody,
 * nobody died tonight. Other null fields (no heal recorded, nobody guarded) do not change the sentence.
 */
const SUBJECT: Readonly<Record<string, string>> = {
  'night-action': 'target',
  'night-resolved': 'victims',
  'victim-chosen': 'seat',
  'angel-checked': 'check',
  'reading-ended': 'victim',
  'kamikaze-named': 'victim',
  // City's floor: closed when no seat has it, not when the queue after the speaker is empty (the last speaker).
  'floor-given': 'seat',
};

/** Whether the event's own subject is missing ("nobody"); undefined for an event with no such subject. */
export function subjectMissing(event: LoggedEvent): boolean | undefined {
  // 1987's night-resolved names one victim; city's a list.
  const field = event.type === 'night-resolved' && 'victim' in event ? 'victim' : SUBJECT[event.type];
  if (!field) return undefined;
  const value = event[field];
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/**
 * The message of an event under a key family (`timeline`, `dawn`): `<family>.<ruleset>.<type>`, else
 * `<family>.<type>`; the `-none` variant where a seat is missing or a list of seats is empty. Null when the
 * family has no message for the event.
 */
export function eventMessage(
  tr: Translator,
  family: string,
  rulesetId: string | undefined,
  event: LoggedEvent,
  seatLabel: SeatLabel,
  /** Whether to read the `-none` variant, where the caller knows which field decides it. */
  none?: boolean,
): string | null {
  const found = eventParams(tr, rulesetId, event, seatLabel);
  const { params, count } = found;
  // An event with a subject reads "nobody" by that field alone (a Mensa kill with nobody guarded names its victim).
  const missing = none ?? subjectMissing(event) ?? (found.missing || count === 0);
  // A list of seats gives the count its plural forms choose by ("was killed" / "were killed").
  if (count !== null && params.count === undefined) params.count = count;
  // A revealed mission's sum is money (Copag): "−$3", as the projector writes it. Not `target`: a seat in most events.
  const { sum } = event;
  if (typeof sum === 'number') params.sum = withAmounts(tr, rulesetId, { sum }, ['sum']).sum;
  for (const base of [rulesetId ? `${family}.${rulesetId}.${event.type}` : null, `${family}.${event.type}`]) {
    if (!base) continue;
    if (missing && tr.te(`${base}-none`)) return tr.t(`${base}-none`, params);
    if (tr.te(base)) return tr.t(base, params);
  }
  return null;
}
