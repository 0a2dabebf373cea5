/**
 * The same seed plays the same Copag game, event for event: the simulator and the engine may be made faster
 * (issue 14: games per second), never different. Each seed's whole game is pinned by a digest of its events,
 * taken before the speed work began; a change of rules that changes them must say so here, with new digests.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RULESETS, type GameSetup } from '../../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../../shared/engine/simulate/random-game.ts';

const copag = RULESETS['copag-mafia'];

/** A digest of a seeded random game's events at a table of `players`, with the default options. */
function digest(players: number, seed: number): string {
  const setup = {
    rulesetId: 'copag-mafia',
    players: Array.from({ length: players }, (_, i) => `P${i + 1}`),
    options: copag.defaultOptions(players),
  } as GameSetup;
  const game = playRandomGame(setup, seededPick(seed), { maxSteps: 20_000 });
  const events = game.log.map((entry) => entry.event);
  return `${events.length} ${createHash('sha256').update(JSON.stringify(events)).digest('hex').slice(0, 16)}`;
}

describe('copag-mafia: seeded random games', () => {
  it.each([
    [8, 1, '236 48ad1647dead135a'],
    [8, 42, '193 a6241e1cbd0825db'],
    [5, 7, '211 666cbae04fc8f5fa'],
    [3, 2026, '143 1a1cf4812172dc9b'],
  ])('%i players, seed %i: the same events as before', (players, seed, expected) => {
    expect(digest(players, seed)).toBe(expected);
  });
});
