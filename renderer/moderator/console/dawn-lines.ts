import type { RulesetId } from '../../../shared/engine/index.ts';
import { eventMessage, type LoggedEvent } from '../../common/text/event-text.ts';
import type { SeatLabel, Translator } from '../../common/text/translator.ts';

/**
 * The field of a night event whose absence (null or an empty list) the dawn reads as "nobody": the mafia
 * shot nobody, nobody died tonight. Other null fields (no heal recorded) do not change the sentence.
 */
const SUBJECT: Readonly<Record<string, string>> = {
  'night-action': 'target',
  'night-resolved': 'victims',
  'victim-chosen': 'seat',
  'angel-checked': 'check',
  'reading-ended': 'victim',
  'kamikaze-named': 'victim',
};

function isNone(event: LoggedEvent): boolean | undefined {
  // 1987's night-resolved names one victim; city's a list.
  const field = event.type === 'night-resolved' && 'victim' in event ? 'victim' : SUBJECT[event.type];
  if (!field) return undefined;
  const value = event[field];
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/**
 * What the night that just ended did, as sentences the moderator can read (and read aloud where the room
 * may hear them: who died). Each event with a `dawn.<ruleset>.<type>` (or `dawn.<type>`) message gives one
 * sentence, a night step's event its step's own (`dawn.<ruleset>.<type>.<step>`); the bookkeeping events
 * (a step ended, the morning began) have none and are left out. A fact a ruleset adds later — e.g. City
 * Mafia's "blocked by the putana" (issue 12 §1) — needs only its `dawn.city-mafia.<event type>` message.
 */
export function dawnLines(tr: Translator, rulesetId: RulesetId, events: readonly LoggedEvent[], seatLabel: SeatLabel): string[] {
  const lines: string[] = [];
  for (const event of events) {
    const step = typeof event.step === 'string' ? event.step : null;
    const typed = step && tr.te(`dawn.${rulesetId}.${event.type}.${step}`) ? { ...event, type: `${event.type}.${step}` } : event;
    const line = eventMessage(tr, 'dawn', rulesetId, typed, seatLabel, isNone(event));
    if (line !== null) lines.push(line);
  }
  return lines;
}
