/** The copag-mafia answers to the property suite (../ruleset-properties.ts): its setups, its end and its secrets. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { expectEqual } from '../../fixtures/expect-equal.ts';
import { rulesetPropertySpec } from '../ruleset-properties.ts';
import { CM, objectivesShown, roomView, setupFor, type GameSetup, type GameState } from './helpers.ts';

/** A legal setup: 3 to 8 players, either dealing, chosen or drawn characters, abilities on or off (RULES-5 "Setup"). */
const setupArb: fc.Arbitrary<GameSetup> = fc
  .record({
    n: fc.integer({ min: CM.minPlayers, max: CM.maxPlayers }),
    dealing: fc.constantFrom('station' as const, 'physical' as const),
    characters: fc.constantFrom('chosen' as const, 'drawn' as const),
    abilities: fc.boolean(),
  })
  .map(({ n, ...options }) => setupFor(n, options));

/** RULES-5 "The end": the side that reached 4 missions wins, and the result shows every objective the station dealt. */
function ended(setup: GameSetup, state: GameState): void {
  const winner = state.successes === 4 ? 'mafia' : 'police';
  expect(Math.max(state.successes, state.sabotages)).toBe(4);
  expect(state.outcome).toEqual({ winner, scores: null });
  const shown = roomView(state).players.map((p) => p.role);
  expect(shown).toEqual(state.players.map((p) => p.role));
  if (setup.options.dealing === 'station') expect(shown.every((role) => role !== null)).toBe(true);
}

/** The room's view is plain JSON and, before the end, shows no objective but a police officer's own reveal. */
function secrecy(state: GameState): void {
  const view = roomView(state);
  expectEqual(JSON.parse(JSON.stringify(view)), view);
  if (state.phase !== 'ended') expect(objectivesShown(view, state)).toEqual([]);
}

/** The copag-mafia spec of the property suite. */
export const copagPropertySpec = rulesetPropertySpec({
  setups: setupArb,
  /** Copag's own bound (properties.test.ts): far above the longest game the policies allow. */
  maxSteps: 6_000,
  ended,
  secrecy,
});
