/**
 * The simulated card play skips decide for a play it sees is refused (issue 14: games per second); that is
 * only sound if every play it calls refused, decide refuses too. Checked at every action turn of seeded
 * random games, for every card with many drawn targets.
 */
import { describe, expect, it } from 'vitest';
import { seededPick } from '../../../shared/engine/pick.ts';
import { refusedAtSight } from '../../../shared/engine/rulesets/copag-mafia/simulate-card.ts';
import { ACTION_CARDS } from '../../../shared/engine/rulesets/copag-mafia/setup.ts';
import type { PlayCard } from '../../../shared/engine/rulesets/copag-mafia/types.ts';
import { CM, newGame, type GameState } from './helpers.ts';

/** The play `refusedAtSight` judges, written as the simulator writes it. */
function play(state: GameState, card: PlayCard['card'], first: number | null, second: number | null): PlayCard {
  if (card === 'tommy-gun') return { type: 'play-card', card, direction: first === 0 ? 'next' : 'previous' };
  if (card === 'troca') return { type: 'play-card', card, target: first, other: second };
  if (card === 'reforco') return { type: 'play-card', card, target: first, mission: second };
  if (card === 'emboscada') {
    const seat = state.turn!.seat;
    const own = state.missions.find((m) => m?.members.includes(seat));
    return { type: 'play-card', card, mission: own?.number ?? null };
  }
  return { type: 'play-card', card, target: first };
}

describe('copag-mafia simulated card play', () => {
  it.each([3, 5, 8])('calls a play refused only when decide refuses it, at %i players', (n) => {
    let seen = 0;
    let refused = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const pick = seededPick(seed * 13 + n);
      let state = newGame(n, { dealing: seed % 2 === 0 ? 'station' : 'physical' }).state;
      for (let command = CM.simulator.random(state, pick); command; command = CM.simulator.random(state, pick)) {
        if (state.turn?.stage === 'action') {
          const seat = state.turn.seat;
          const missions = [null, ...state.missions.flatMap((m) => (m ? [m.number] : []))];
          for (const card of ACTION_CARDS)
            for (let first = 0; first <= n; first++)
              for (const second of card === 'troca' ? [1, 2, n] : missions) {
                if (!refusedAtSight(state, seat, card, first, second)) continue;
                refused++;
                const decided = CM.decide(state, play(state, card, first, second));
                expect(decided.ok, `${card} ${first} ${second} at seat ${seat}`).toBe(false);
              }
          seen++;
        }
        const decided = CM.decide(state, command);
        if (!decided.ok) throw new Error(decided.error.code);
        state = decided.value.reduce(CM.evolve, state);
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(1000);
  });
});
