import type { RulesetId } from '../../../shared/engine/index.ts';
import { eventMessage, subjectMissing, type LoggedEvent } from '../../common/text/event-text.ts';
import type { SeatLabel, Translator } from '../../../shared/text/translator.ts';

/** One sentence of the dawn summary and the fact it tells: a night step's (`step:<step>`), else its event's type. */
export interface DawnLine {
  fact: string;
  text: string;
}

/**
 * What the night that just ended did, as sentences the moderator can read (and read aloud where the room
 * may hear them: who died). Each event with a `dawn.<ruleset>.<type>` (or `dawn.<type>`) message gives one
 * sentence, a night step's event its step's own (`dawn.<ruleset>.<type>.<step>`); the bookkeeping events
 * (a step ended, the morning began) have none and are left out.
 */
function eventFacts(
  tr: Translator,
  rulesetId: RulesetId,
  events: readonly LoggedEvent[],
  seatLabel: SeatLabel,
): DawnLine[] {
  const lines: DawnLine[] = [];
  for (const event of events) {
    const step = typeof event.step === 'string' ? event.step : null;
    const typed =
      step && tr.te(`dawn.${rulesetId}.${event.type}.${step}`) ? { ...event, type: `${event.type}.${step}` } : event;
    const text = eventMessage(tr, 'dawn', rulesetId, typed, seatLabel, subjectMissing(event));
    if (text !== null) lines.push({ fact: step ? `step:${step}` : event.type, text });
    lines.push(...detailFacts(tr, rulesetId, event, seatLabel));
  }
  return lines;
}

/**
 * The sentences of an event's details where the ruleset words them (`dawn.<ruleset>.<type>-<field>`, a word's
 * value appended: `-<field>-<word>`): Mensa's end of the names' reading also says whom the bodyguard guarded,
 * what Aunt Sárika's hand did and what the vogon saw (club tryout: the dawn told the inspector and the mafia
 * only). A seat in the detail is its `{seat}`; a detail that is null says nothing.
 */
function detailFacts(tr: Translator, rulesetId: RulesetId, event: LoggedEvent, seatLabel: SeatLabel): DawnLine[] {
  const lines: DawnLine[] = [];
  for (const [field, value] of Object.entries(event)) {
    if (field === 'type' || value === null || value === undefined) continue;
    const detail: Record<string, unknown> = typeof value === 'object' ? (value as Record<string, unknown>) : { value };
    let key = `dawn.${rulesetId}.${event.type}-${field}`;
    const params: Record<string, string> = {};
    for (const part of Object.values(detail)) {
      if (typeof part === 'string') key += `-${part}`;
      else if (typeof part === 'number') params.seat = seatLabel(part);
    }
    if (tr.te(key)) lines.push({ fact: `${event.type}-${field}`, text: tr.t(key, params) });
  }
  return lines;
}

/**
 * The dawn summary as the moderator reads it aloud: each fact once (issue 12, club tryout). A step the
 * putana's visit blocked is told by its block alone ("The putana was with Anna (3): the don could not
 * check."), in the place of the step's own line ("The don checked nobody."), which would say it again.
 */
export function dawnSummary(
  tr: Translator,
  rulesetId: RulesetId,
  events: readonly LoggedEvent[],
  view: unknown,
  seatLabel: SeatLabel,
): DawnLine[] {
  const lines = eventFacts(tr, rulesetId, events, seatLabel);
  for (const block of blockedFacts(tr, rulesetId, view, seatLabel)) {
    const at = lines.findIndex((line) => line.fact === block.fact);
    if (at < 0) lines.push(block);
    else lines.splice(at, 1, block);
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
function blockedFacts(tr: Translator, rulesetId: RulesetId, view: unknown, seatLabel: SeatLabel): DawnLine[] {
  const log = (view as { nightLog?: readonly NightWithBlocks[] } | null)?.nightLog;
  const night: NightWithBlocks | undefined = Array.isArray(log)
    ? (log as readonly NightWithBlocks[]).at(-1)
    : undefined;
  if (!night?.blocked?.length || typeof night.visit !== 'number') return [];
  const seat = seatLabel(night.visit);
  return night.blocked
    .filter((step: string) => tr.te(`prompt.${rulesetId}.dawn-blocked.${step}`))
    .map((step: string) => ({
      fact: `step:${step}`,
      text: tr.t(`prompt.${rulesetId}.dawn-blocked.${step}`, { seat }),
    }));
}
