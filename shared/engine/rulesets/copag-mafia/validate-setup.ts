import type { Result } from '../../core.ts';
import { cleanNames } from '../../names.ts';
import { fail, ok } from '../../result.ts';
import { wholeNumberIn } from '../../whole-number.ts';
import { R } from './rule.ts';
import { DEFAULT_ASSUMPTIONS, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import type { Assumptions, CharacterChoice, CopagOptions, Dealing, GameSetup } from './types.ts';

const DEALINGS: readonly Dealing[] = ['station', 'physical'];
const CHOICES: readonly CharacterChoice[] = ['chosen', 'drawn'];

/**
 * The simulator's assumptions, checked (RULES.md §5): cards of $1..2–10, mission values moved by -3..+3;
 * one left out keeps its default, so `--option assumed.maxCardValue=6` is enough.
 */
function checkAssumptions(value: unknown): Result<Assumptions | undefined> {
  if (value === undefined) return ok(undefined);
  const given = (typeof value === 'object' && value !== null ? value : {}) as Partial<Assumptions>;
  const { maxCardValue, missionValueBonus } = { ...DEFAULT_ASSUMPTIONS, ...given };
  const cardValue = wholeNumberIn(maxCardValue, 2, 10);
  const bonus = wholeNumberIn(missionValueBonus, -3, 3);
  if (cardValue === null || bonus === null) return fail(`${R}.assumptions`);
  return ok({ maxCardValue: cardValue, missionValueBonus: bonus });
}

/** Checks that a copag-mafia setup is playable; returns it with cleaned names and only known options. */
export function validateSetup(setup: GameSetup): Result<GameSetup> {
  const players: unknown = setup.players;
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string')) return fail(`${R}.players`);
  const n = players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS)
    return fail(`${R}.player-count`, { min: MIN_PLAYERS, max: MAX_PLAYERS, players: n });
  const names = cleanNames(players);
  if (!names.ok) return names;
  const options: Partial<CopagOptions> =
    typeof setup.options === 'object' && setup.options !== null ? setup.options : {};
  const { dealing, characters, abilities, first } = options;
  if (typeof dealing !== 'string' || !DEALINGS.includes(dealing))
    return fail(`${R}.dealing`, { dealing: String(dealing) });
  if (typeof characters !== 'string' || !CHOICES.includes(characters))
    return fail(`${R}.character-choice`, { characters: String(characters) });
  if (typeof abilities !== 'boolean') return fail(`${R}.abilities`);
  const firstSeat = wholeNumberIn(first, 1, n);
  if (firstSeat === null) return fail(`${R}.first-seat`, { seat: String(first), players: n });
  const assumed = checkAssumptions(options.assumed);
  if (!assumed.ok) return assumed;
  const clean: CopagOptions = { dealing, characters, abilities, first: firstSeat };
  // The simulator's assumptions are kept only when given: a real game's setup carries none.
  return ok({
    rulesetId: 'copag-mafia',
    players: names.value,
    options: assumed.value ? { ...clean, assumed: assumed.value } : clean,
  });
}
