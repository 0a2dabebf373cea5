import { describe, expect, it } from 'vitest';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import { dayOne, dealt, FD, newGame, physical, run } from './helpers.ts';
import type { Game } from './helpers.ts';
import { playedOut } from '../engine-kit.ts';

/** Plays a game to its end with one policy, returning the games seen. */
function play(start: Game, policy: 'random' | 'randomLynch', seed: number): Game[] {
  const seen = playedOut(start, seededPick(seed), policy, 2000);
  // The start and 2,000 commands' games: the policy still had a command after the last.
  if (seen.length > 2000) throw new Error('the game did not end');
  return seen;
}

describe('simulator.random', () => {
  it("deals a shuffled deck of the setup's roles", () => {
    const command = FD.simulator.random(newGame(9).state, seededPick(3));
    expect(command?.type).toBe('deal');
    if (command?.type === 'deal') expect([...command.roles].sort()).toEqual([...FD.deck(newGame(9).state)].sort());
  });

  it('with physical dealing, says the cards are dealt, then records roles that fit the setup', () => {
    expect(FD.simulator.random(newGame(9, { dealing: 'physical' }).state, seededPick(3))).toEqual({
      type: 'cards-dealt',
    });
    const command = FD.simulator.random(physical(9).state, seededPick(3));
    expect(command?.type).toBe('record-role');
  });

  it("a dead angel's step is passed with no target", () => {
    // Day 1 executes the angel (seat 3); night 2, after the mafia's victim.
    let game = dayOne('MMAVVVV', 7);
    game = run(
      game,
      { type: 'accuse', accuser: 4, accused: 3 },
      { type: 'call-vote' },
      { type: 'resolve-vote', guilty: 6 },
      { type: 'mafia-kill', target: 5 },
    );
    for (let seed = 0; seed < 10; seed++)
      expect(FD.simulator.random(game.state, seededPick(seed))).toEqual({ type: 'angel-check', target: null });
  });

  it('ends games at every table size', () => {
    for (let n = 6; n <= 16; n++) {
      const seen = play(newGame(n), 'random', n);
      expect(seen.at(-1)!.state.phase).toBe('ended');
    }
  });
});

describe('simulator.randomLynch', () => {
  it('every night the mafia kill a living non-mafioso; the angel checks a living player', () => {
    const game = dealt('MMAVVVVV');
    for (let seed = 0; seed < 20; seed++) {
      const command = FD.simulator.randomLynch(game.state, seededPick(seed));
      expect(command?.type).toBe('mafia-kill');
      if (command?.type === 'mafia-kill') expect([4, 5, 6, 7, 8, 3]).toContain(command.target);
    }
    const angelStep = run(game, { type: 'mafia-kill', target: 5 });
    const check = FD.simulator.randomLynch(angelStep.state, seededPick(1));
    expect(check?.type).toBe('angel-check');
  });

  it('every day exactly one living player is executed, and the games end', () => {
    for (let n = 6; n <= 16; n++) {
      for (const dealing of ['station', 'physical'] as const) {
        const seen = play(newGame(n, { dealing }), 'randomLynch', n * 7);
        const end = seen.at(-1)!.state;
        expect(end.phase).toBe('ended');
        const days = new Set(seen.filter((g) => g.state.phase === 'day').map((g) => g.state.round));
        for (const round of days) {
          expect(
            end.players.filter((p) => p.eliminated?.cause === 'executed' && p.eliminated.round === round),
          ).toHaveLength(1);
        }
        expect(end.votes.every((vote) => vote.passed)).toBe(true);
      }
    }
  });
});
