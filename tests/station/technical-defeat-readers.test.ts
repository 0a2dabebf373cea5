import { describe, expect, it } from 'vitest';
import { defeatedCup } from './exchange-fixtures.ts';
import { ok } from './helpers.ts';

/**
 * A team's technical defeat is its loss (tryfix9's scoredWinner, read by the standings). Tryout 11: the paper
 * protocol's winner box, the protocol's result and the club rating still read the table's winner, so a printed
 * sheet and the Elo gave the defeated side the game the standings took from it. Each test's cup: defeatedCup.
 */
describe("a tournament game's technical defeat, wherever its result is read", () => {
  it('the paper protocol marks the other side the winner and says who lost technically', () => {
    const { station, cup, tableWinner, verdict } = defeatedCup();
    const before = ok(station.request('print.paper-protocol', { gameId: 'cup-r1' }));
    expect(before).toMatchObject({ winner: tableWinner, technicalDefeat: null });
    ok(station.request('tournament.verdict', { tournamentId: cup.tournamentId, ...verdict }));
    const sheet = ok(station.request('print.paper-protocol', { gameId: 'cup-r1' }));
    expect(sheet.winner).toBe(tableWinner === 'civ' ? 'maf' : 'civ');
    expect(sheet.technicalDefeat).toBe(tableWinner);
    // Everything else on the sheet is as before, but the points (the standings' own, which the verdict moved).
    const unscored = (seats: typeof sheet.seats) => seats.map(({ points: _, ...seat }) => seat);
    expect(unscored(sheet.seats)).toEqual(unscored(before.seats));
    expect(sheet.seats.map((s) => s.points)).not.toEqual(before.seats.map((s) => s.points));
  });

  it("the protocol's result is the standings' one: the defeated team lost, each seat's won/lost with it", () => {
    const { station, cup, defeated, scored, verdict } = defeatedCup();
    ok(station.request('tournament.verdict', { tournamentId: cup.tournamentId, ...verdict }));
    const protocol = ok(station.request('print.protocol', { gameId: 'cup-r1' }));
    expect(protocol.result).toMatchObject({ winner: scored, technicalDefeat: defeated });
    for (const seat of protocol.seats) expect(seat.won).toBe(seat.team === scored);
    // The standings agree seat by seat.
    const points = ok(station.request('tournament.standings', { tournamentId: cup.tournamentId })).games.find(
      (g) => g.gameId === 'cup-r1',
    )!;
    expect(points.players.filter((p) => p.won).length).toBe(protocol.seats.filter((s) => s.won).length);
    // The standings' game says so too (the tournament page's seating grid reads it).
    expect(points).toMatchObject({ winner: scored, technicalDefeat: defeated });
    // Another game of the cup, with no verdict, keeps its table's result.
    expect(ok(station.request('print.protocol', { gameId: 'cup-r2' })).result?.technicalDefeat).toBeUndefined();
  });

  it('the rating counts the game as lost by the defeated side', () => {
    const { station, cup, defeated, verdict } = defeatedCup();
    const lostBefore = ok(station.request('ratings.table', { scope: 'tournament' })).players.flatMap((p) =>
      p.history.filter((h) => h.gameId === 'cup-r1'),
    );
    const side = defeated === 'red' ? 'red' : 'black';
    expect(lostBefore.filter((h) => h.side === side).every((h) => h.won)).toBe(true);
    ok(station.request('tournament.verdict', { tournamentId: cup.tournamentId, ...verdict }));
    const after = ok(station.request('ratings.table', { scope: 'tournament' })).players.flatMap((p) =>
      p.history.filter((h) => h.gameId === 'cup-r1'),
    );
    expect(after).toHaveLength(10);
    for (const entry of after) expect(entry.won).toBe(entry.side !== side);
  });

  it("the players' statistics count the game as lost by the defeated side, in the wins, the teams and the results", () => {
    const { station, cup, defeated, scored, verdict } = defeatedCup();
    const statsOfCup = () =>
      ok(station.request('player.list', {}))
        .map((entry) => ok(station.request('player.stats', { playerId: entry.playerId }))!)
        .filter((stats) => stats.results.some((r) => r.gameId === 'cup-r1'));
    const resultOf = (stats: ReturnType<typeof statsOfCup>[number]) =>
      stats.results.find((r) => r.gameId === 'cup-r1')!;
    const before = statsOfCup();
    expect(before.filter((stats) => resultOf(stats).team === defeated).every((stats) => resultOf(stats).won)).toBe(
      true,
    );
    ok(station.request('tournament.verdict', { tournamentId: cup.tournamentId, ...verdict }));
    const after = statsOfCup();
    expect(after).toHaveLength(10);
    for (const stats of after) {
      const result = resultOf(stats);
      expect(result.won).toBe(result.team === scored);
      const was = before.find((b) => b.player.playerId === stats.player.playerId)!;
      // The defeated lost one win; the other side gained one; the team tallies move with them.
      expect(stats.wins - was.wins).toBe(result.team === scored ? 1 : -1);
      const winsAs = (s: typeof stats) =>
        s.byTeam.find((t) => t.rulesetId === 'city-mafia' && t.team === result.team)!.wins;
      expect(winsAs(stats) - winsAs(was)).toBe(result.team === scored ? 1 : -1);
    }
  });
});
