import type { RulesetId } from '../../../shared/engine/index.ts';
import { eventMessage, subjectMissing, type LoggedEvent } from '../../common/text/event-text.ts';
import type { SeatLabel, Translator } from '../../../shared/text/translator.ts';

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
    const line = eventMessage(tr, 'dawn', rulesetId, typed, seatLabel, subjectMissing(event));
    if (line !== null) lines.push(line);
  }
  return lines;
}

/** A night as a ruleset's moderator view may record it: the putana's guest and the steps that visit blocked. */
interface NightWithBlocks {
  visit?: number | null;
  blocked?: readonly string[];
}

/**
 * The night's blocks, for the moderator's eyes (issue 12 §1, RULES.md §4 "How a block is played"): one
 * sentence per step the putana's visit blocked, from the last night the moderator view records
 * (`nightLog`), in the ruleset's `prompt.<ruleset>.dawn-blocked.<step>` words. A ruleset with no putana
 * has no `nightLog` blocks, and gives none.
 */
export function blockedLines(tr: Translator, rulesetId: RulesetId, view: unknown, seatLabel: SeatLabel): string[] {
  const log = (view as { nightLog?: readonly NightWithBlocks[] } | null)?.nightLog;
  const night: NightWithBlocks | undefined = Array.isArray(log) ? (log as readonly NightWithBlocks[]).at(-1) : undefined;
  if (!night?.blocked?.length || typeof night.visit !== 'number') return [];
  const seat = seatLabel(night.visit);
  return night.blocked
    .map((step: string) => `prompt.${rulesetId}.dawn-blocked.${step}`)
    .filter((key: string) => tr.te(key))
    .map((key: string) => tr.t(key, { seat }));
}
