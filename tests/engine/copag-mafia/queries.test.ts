/** Settle asks isWaiting after every step, where it made pendingOf's answer (issue 14): both must agree. */
import { describe, expect, it } from 'vitest';
import { seededPick } from '../../../shared/engine/pick.ts';
import { isWaiting, pendingOf } from '../../../shared/engine/rulesets/copag-mafia/queries.ts';
import { CM, newGame } from './helpers.ts';

describe('copag-mafia queries', () => {
  it('says something is waiting exactly when pendingOf names it, at every state of seeded games', () => {
    let waiting = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const pick = seededPick(seed);
      let state = newGame(3 + (seed % 6)).state;
      for (let command = CM.simulator.random(state, pick); command; command = CM.simulator.random(state, pick)) {
        const decided = CM.decide(state, command);
        if (!decided.ok) throw new Error(decided.error.code);
        for (const event of decided.value) {
          state = CM.evolve(state, event);
          expect(isWaiting(state)).toBe(pendingOf(state) !== null);
          if (isWaiting(state)) waiting++;
        }
      }
    }
    expect(waiting).toBeGreaterThan(50);
  });
});
