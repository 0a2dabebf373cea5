/**
 * Pins the exact events of seeded random Copag games (issue 14: the engine was made faster without changing
 * any behaviour). The digests were taken before the speed-ups; a change of rule that moves them is deliberate
 * and updates them, a speed-up never does.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideState } from '../../../shared/engine/game.ts';
import type { GameEvent, GameState } from '../../../shared/engine/types.ts';
import { seededPick } from '../../../shared/engine/simulate/pick.ts';
import { CM, setupFor, type CopagOptions } from './helpers.ts';

/** The digest of every event of `games` seeded games at `n` players under a policy, each game's events in order. */
function digest(n: number, options: Partial<CopagOptions>, policy: 'random' | 'randomLynch', games: number): string {
  const hash = createHash('sha256');
  for (let seed = 1; seed <= games; seed++) {
    const pick = seededPick(seed * 97 + n);
    const setup = CM.validateSetup(setupFor(n, options));
    if (!setup.ok) throw new Error(setup.error.code);
    let state = CM.initialState(setup.value) as unknown as GameState;
    const events: GameEvent[] = [];
    for (let command = CM.simulator[policy](state as never, pick); command;) {
      const decided = decideState(CM, state, command);
      if (!decided.ok) throw new Error(decided.error.code);
      events.push(...decided.value.events);
      state = decided.value.state;
      command = CM.simulator[policy](state as never, pick);
    }
    hash.update(JSON.stringify(events));
    hash.update(JSON.stringify(state.outcome));
  }
  return hash.digest('hex').slice(0, 16);
}

describe('copag-mafia seeded random games', () => {
  it.each([
    [8, { dealing: 'station' }, 'random', 'cf5375064b32973e'],
    [8, { dealing: 'physical' }, 'random', 'e988242b79d3724c'],
    [8, { dealing: 'station', characters: 'drawn' }, 'randomLynch', 'bc96c45367d86dfd'],
    [5, { dealing: 'station' }, 'random', 'ce8e3d6c6edbc4b7'],
    [3, { dealing: 'physical', characters: 'drawn' }, 'randomLynch', '3537b3553aa8df38'],
  ] as const)('gives the same events as before at %i players, %o, %s', (n, options, policy, expected) => {
    expect(digest(n, options, policy, 20)).toBe(expected);
  });
});
