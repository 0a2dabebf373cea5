import { describe, expect, it } from 'vitest';
import { effectiveEvents } from '../../../shared/engine/index.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import { stallRound } from '../../../shared/engine/rulesets/city-mafia/simulate.ts';
import { CITY, playerNames, run } from './helpers.ts';
import type { Command, Game, GameSetup } from './helpers.ts';
import { createGame } from '../../../shared/engine/index.ts';

function play(setup: GameSetup, policy: 'random' | 'randomLynch', seed: number): Game {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  let game = created.value as Game;
  const pick = seededPick(seed);
  for (let i = 0; i < 2000; i++) {
    const command = CITY.simulator[policy](game.state, pick) as Command | null;
    if (!command) break;
    game = run(game, command);
  }
  return game;
}

const ten = (dealing: 'station' | 'physical' = 'station'): GameSetup => ({
  rulesetId: 'city-mafia',
  players: playerNames(10),
  options: { ...CITY.defaultOptions(10), dealing },
});

describe("simulator random-lynch: one player out a day, the mafia's shot always lands", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i', (seed) => {
    const game = play(ten(seed % 2 ? 'physical' : 'station'), 'randomLynch', seed);
    expect(game.state.phase).toBe('ended');
    const events = effectiveEvents(game.log);
    // Exactly one voted out on each day whose vote was reached.
    const perDay = new Map<number, number>();
    let round = 0;
    for (const e of events) {
      if (e.type === 'day-began') round++;
      if (e.type === 'player-left' && e.cause === 'voted-out') perDay.set(round, (perDay.get(round) ?? 0) + 1);
      if (e.type === 'alibi-used' || e.type === 'car-crash' || e.type === 'nobody-voted-out' || e.type === 'no-vote')
        throw new Error(`unexpected ${e.type}`);
    }
    for (const n of perDay.values()) expect(n).toBe(1);
    // Every night the mafia's shot (at a non-black player) is among the dead.
    for (const record of game.state.nightLog) {
      if (record.shot === null) continue;
      expect(record.victims).toContain(record.shot);
      expect(['mafioso', 'don']).not.toContain(game.state.players[record.shot - 1]!.role);
    }
  });
});

describe('simulator random: legal at every prompt, and bounded', () => {
  it.each([1, 2, 3, 4, 5, 6])('seed %i ends with both dealings', (seed) => {
    expect(play(ten('station'), 'random', seed).state.phase).toBe('ended');
    expect(play(ten('physical'), 'random', seed).state.phase).toBe('ended');
  });

  it('from round N (the table size) on, the random policy plays as random-lynch', () => {
    expect(stallRound(play(ten(), 'random', 1).state)).toBe(10);
  });

  it('returns null once the game is over', () => {
    const game = play(ten(), 'random', 9);
    expect(CITY.simulator.random(game.state, seededPick(1))).toBeNull();
    expect(CITY.simulator.randomLynch(game.state, seededPick(1))).toBeNull();
  });
});
