/**
 * Pins the exact events of seeded random Copag games (issue 14: the engine was made faster without changing
 * any behaviour). The digests were taken before the speed-ups; a change of rule that moves them is deliberate
 * and updates them, a speed-up never does. Last moved by "a mission card is on the table once" (the simulator
 * drew the card open in the other place in 59 of these 100 games; the 41 others are the same games as before).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideState } from '../../../shared/engine/game.ts';
import type { GameEvent, GameState } from '../../../shared/engine/types.ts';
import { seededPick } from '../../../shared/engine/pick.ts';
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
    [8, { dealing: 'station' }, 'random', '3083cebf8e4cb096'],
    [8, { dealing: 'physical' }, 'random', '9a96b1f81f81925d'],
    [8, { dealing: 'station', characters: 'drawn' }, 'randomLynch', '34f6321039da0761'],
    [5, { dealing: 'station' }, 'random', '92e885c4dc02f512'],
    [3, { dealing: 'physical', characters: 'drawn' }, 'randomLynch', 'fb2475750d4b1215'],
  ] as const)('gives the same events as before at %i players, %o, %s', (n, options, policy, expected) => {
    expect(digest(n, options, policy, 20)).toBe(expected);
  });
});
