/** The simulation policies play complete, legal games at every table size, both ways of dealing. */
import { describe, expect, it } from 'vitest';
import { seededPick } from '../../../shared/engine/pick.ts';
import { newGame, playOut, simulated } from './helpers.ts';

describe('copag-mafia simulation', () => {
  it.each([3, 4, 5, 6, 7, 8])('plays complete games at %i players under both policies', (n) => {
    for (const policy of ['random', 'random-lynch'] as const) {
      for (let seed = 1; seed <= 20; seed++) {
        const game = simulated(
          n,
          { dealing: seed % 2 === 0 ? 'station' : 'physical', characters: 'drawn' },
          policy,
          seededPick(seed * 31 + n),
        );
        expect(game.ended, `seed ${seed}`).toBe(true);
        expect(['mafia', 'police']).toContain(game.winner);
      }
    }
  });

  it('ends every game with a side at 4 missions', () => {
    const games = playOut(newGame(6), seededPick(3));
    const last = games.at(-1)!.state;
    expect(last.phase).toBe('ended');
    expect(Math.max(last.successes, last.sabotages)).toBe(4);
    expect(last.outcome?.winner).toBe(last.successes === 4 ? 'mafia' : 'police');
  });

  it('plays with the assumptions changed (RULES.md §5: an option)', () => {
    const game = simulated(5, { assumed: { maxCardValue: 6, missionValueBonus: 2 } }, 'random-lynch', seededPick(5));
    expect(game.ended).toBe(true);
  });
});
