import { describe, expect, it } from 'vitest';
import { buildProtocol } from '../../shared/print/index.ts';
import { seededPick } from '../../shared/engine/pick.ts';
import { blue, newGame, playOut, playing, run, yellow, type Game } from '../engine/copag-mafia/helpers.ts';

/** A finished random game of `players` seats (the station deals), with at least one revealed police officer. */
function finished(players: number): Game[] {
  for (let seed = 1; seed < 200; seed++) {
    const games = playOut(newGame(players), seededPick(seed), 'randomLynch');
    const last = games.at(-1)!;
    if (last.state.phase === 'ended' && last.state.players.some((p) => p.revealed)) return games;
  }
  throw new Error('no finished game with a revealed police officer');
}

describe('protocol: copag-mafia (RULES.md §5)', () => {
  it('lists the missions in order, each with its card, characters, revealed cards and sum against the value to reach', () => {
    const game = run(
      playing(
        ['police', 'mafioso', 'mafioso', 'police', 'mafioso'],
        { members: [1, 2] },
        { members: [3, 4], card: { name: 'Golpe', colour: 'yellow', value: 5 } },
      ),
      { type: 'contribute', mission: 1 },
      { type: 'contribute', mission: 1 },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'contribute', mission: 1 },
      { type: 'reveal-mission', cards: [blue(4), yellow(1), blue(3), blue(2)] },
    );
    const missions = buildProtocol('g', game.log)
      .periods.flatMap((p) => p.entries)
      .filter((e) => e.kind === 'mission');
    expect(missions).toEqual([
      {
        kind: 'mission',
        number: 1,
        name: 'Invasão da delegacia',
        colour: 'blue',
        value: 6,
        seats: [1, 2],
        result: 'success',
        cards: [blue(4), yellow(1), blue(3), blue(2)],
        sum: 8,
        shift: 0,
        target: 6,
        by: null,
      },
    ]);
    // An aborted mission (seat 3 aborts his own, mission 2): its number, who aborted it, no cards and no sum.
    const aborted = run(
      playing(
        ['police', 'mafioso', 'mafioso', 'police', 'mafioso'],
        { members: [1, 2] },
        { members: [3, 4], card: { name: 'Golpe', colour: 'yellow', value: 5 } },
      ),
      { type: 'pass' },
      { type: 'pass' },
      { type: 'play-card', card: 'abortar' },
    );
    expect(
      buildProtocol('g', aborted.log)
        .periods.flatMap((p) => p.entries)
        .filter((e) => e.kind === 'mission')
        .at(-1),
    ).toMatchObject({ number: 2, name: 'Golpe', result: 'aborted', cards: null, sum: null, seats: [3, 4], by: 3 });
  });

  it('a whole game: every mission that left the table, in order, as the history has it', () => {
    for (const players of [5, 8]) {
      const last = finished(players).at(-1)!;
      const protocol = buildProtocol('g', last.log);
      const missions = protocol.periods.flatMap((p) => p.entries).filter((e) => e.kind === 'mission');
      expect(missions.map((m) => [m.number, m.result, m.sum, m.target])).toEqual(
        last.state.history.map((h) => [h.number, h.result, h.sum, h.target]),
      );
      expect(protocol.result?.winner).toBe(last.state.outcome?.winner);
    }
  });

  it('has no «Round 0»: the table set before the first turn is the setup, written only with a line (tryout9)', () => {
    for (const players of [3, 5, 8]) {
      const protocol = buildProtocol('g', finished(players).at(-1)!.log);
      const rounds = protocol.periods.filter((p) => p.kind === 'day').map((p) => p.round);
      expect(rounds[0], `${players} players`).toBe(1);
      // Every round from the first to the last, each once.
      expect(rounds).toEqual(rounds.map((_, i) => i + 1));
    }
  });

  it('says nobody leaves the game, so the sheet has no column for how a player left (tryout 6: «ainda no jogo» for all)', () => {
    expect(buildProtocol('g', finished(5).at(-1)!.log).nobodyLeaves).toBe(true);
  });

  it('shows no objective before the end (the operator is a player), a revealed police officer excepted; every one after', () => {
    const games = finished(8);
    for (const game of games) {
      const protocol = buildProtocol('g', game.log);
      if (game.state.phase !== 'ended') {
        for (const seat of protocol.seats) {
          const revealed = game.state.players[seat.seat - 1]!.revealed;
          expect([seat.seat, seat.role, seat.team]).toEqual(
            revealed ? [seat.seat, 'police', 'police'] : [seat.seat, null, null],
          );
        }
      } else {
        expect(protocol.seats.every((s) => s.role !== null && s.team !== null && s.won !== null)).toBe(true);
        expect(protocol.seats.filter((s) => s.won).every((s) => s.team === protocol.result?.winner)).toBe(true);
      }
    }
  });
});
