import { rulesetFor, type Prompt } from '../../../shared/engine/index.ts';
import { withAmounts } from './amount-params.ts';
import { genderedKey, subjectGender } from './gendered-key.ts';
import { joinNames } from '../../../shared/text/name-list.ts';
import type { SeatLabel, Translator } from '../../../shared/text/translator.ts';

/** Parameter names that hold a seat number in the engine's prompts and errors. */
const SEAT_PARAMS = new Set(['seat', 'accuser', 'accused', 'proposer', 'target', 'victim', 'other', 'protected']);

/**
 * Parameter names that hold a list of seats ("7, 6"): the players a sentence names to the room, read as
 * "Anna (7), Boris (6)" like any seat (issue 12: "Car crash between 4, 6." read bare numbers).
 */
const SEAT_LIST_PARAMS = new Set(['tied', 'candidates']);

/** Parameter names whose value is one of the engine's words (never a player's name, which stays as typed). */
const WORD_PARAMS = new Set([
  'phase',
  'command',
  'needed',
  'winner',
  'what',
  'role',
  'step',
  'character',
  'card',
  'result',
  // A night check's answer (City's sheriff and don, the French deck's angel): `param.yes` / `param.no`.
  'answer',
]);

/**
 * Whether a parameter of the ruleset's texts is a list of seats to read as names ("7, 6" → "Anna (7), Boris (6)"):
 * every ruleset's `tied` and `candidates`, and those its module names (`namedSeatLists`).
 */
function namesSeats(key: string, rulesetId: string | undefined): boolean {
  if (SEAT_LIST_PARAMS.has(key)) return true;
  return rulesetId !== undefined && rulesetFor(rulesetId)?.namedSeatLists?.includes(key) === true;
}

/**
 * Makes message parameters readable: seat numbers become "Name (3)", and word values the engine uses
 * as parameters (phases, commands, teams, "majority-of-cast") become their `param.<value>` message.
 * `rulesetId`: the ruleset whose message it is, where its module names lists of seats as players.
 */
export function paramText(
  tr: Translator,
  params: Record<string, string | number>,
  seatLabel: SeatLabel,
  rulesetId?: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (SEAT_PARAMS.has(key) && typeof value === 'number') out[key] = seatLabel(value);
    else if (namesSeats(key, rulesetId) && typeof value === 'string' && /^\d+(, \d+)*$/.test(value))
      out[key] = joinNames(
        tr,
        value.split(', ').map((s) => seatLabel(Number(s))),
      );
    else if (WORD_PARAMS.has(key) && typeof value === 'string' && tr.te(`param.${value}`))
      out[key] = tr.t(`param.${value}`);
    else out[key] = value;
  }
  return out;
}

/**
 * The message key of a prompt as the room hears it. A prompt may carry flags the sentence depends on
 * (`wait: 1` for a role out of the game, `physical: 1` for cards dealt by hand, `nodon: 1` for a mafia without its don, `empty: 1` for an empty list): where the ruleset
 * words that case apart (`<key>-wait`, `<key>-physical`, `<key>-nodon`, `<key>-empty`) that variant is read, so no sentence is read
 * with a hole where a seat or a list would be. RULES.md: a dead role is still called, nobody learns from
 * silence who died; its sentence says to call it and wait.
 */
export function promptKey(tr: Translator, prompt: Prompt): string {
  for (const flag of PROMPT_FLAGS) {
    if (prompt.params[flag] === 1 && tr.te(`${prompt.key}-${flag}`)) return `${prompt.key}-${flag}`;
  }
  return prompt.key;
}

/**
 * The flags a prompt's wording may depend on, the first that applies wins. `blocked: 1` (City's putana
 * visited this role): the step's call alone, since its private note says what to show and record.
 */
const PROMPT_FLAGS = ['wait', 'physical', 'nodon', 'empty', 'blocked'] as const;

/**
 * The lines a prompt's flags add under it: `<flag>: 1` shows `prompt.<ruleset>.hint.<flag>` where the
 * ruleset words one (City's `silenced`: the speaker's turn is his, but he may not speak). A flag whose
 * case the prompt's own variant already words (`-wait`, `-blocked`…) has no hint, so nothing is said twice.
 */
export function promptHints(tr: Translator, prompt: Prompt): { key: string; text: string }[] {
  const family = prompt.key.split('.').slice(0, 2).join('.');
  return Object.entries(prompt.params)
    .filter(([flag, value]) => value === 1 && tr.te(`${family}.hint.${flag}`))
    .map(([flag]) => ({ key: `${family}.hint.${flag}`, text: tr.t(`${family}.hint.${flag}`, prompt.params) }));
}

/** A prompt as the moderator reads it: its (variant) message with readable parameters. */
export function promptText(tr: Translator, prompt: Prompt, seatLabel: SeatLabel): string {
  const rulesetId = prompt.key.split('.')[1];
  return tr.t(
    genderedKey(tr, promptKey(tr, prompt), subjectGender(prompt.params, seatLabel)),
    // A mission's sum and value are money where the ruleset words amounts (Copag's Vincenzo): "−$3".
    withAmounts(tr, rulesetId, paramText(tr, prompt.params, seatLabel, rulesetId), ['sum', 'value']),
  );
}
