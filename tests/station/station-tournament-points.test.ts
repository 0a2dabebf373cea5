import { describe, expect, it } from 'vitest';
import { commandSender, freshStation, ok, SEVEN, springCupGame, standingsTotalsByName } from './helpers.ts';

// Issue 12 §3: a tournament game's game-over panel shows the tournament's points, not the 1987 rules'
// own score; the station sends them, as its standings count them.
describe('station: game.tournament-points', () => {
  it("a finished tournament game: the tournament's points per seat, as its standings count them, with its name", () => {
    const { station } = freshStation();
    const { tournamentId, gameId } = springCupGame(station);
    const send = commandSender(station, gameId);
    send({ type: 'deal' });
    // Not over yet: no points to show.
    expect(ok(station.request('game.tournament-points', { gameId }))).toBeNull();
    send({ type: 'end-sunrise' });
    // The fixed deal makes seats 5 and 6 the mafia: two executions end the game for the honest side.
    for (const accused of [5, 6]) {
      send({ type: 'accuse', accuser: 1, accused });
      send({ type: 'resolve-vote', yes: 4 });
    }
    const points = ok(station.request('game.tournament-points', { gameId }))!;
    expect(points).toMatchObject({ tournamentId, name: 'Spring Cup' });
    const totals = standingsTotalsByName(station, tournamentId, gameId);
    const summary = ok(station.request('game.summary', { gameId }));
    expect(points.points).toEqual(summary.players.map((name) => totals.get(name)));
    // The 1987 rules' own score (5 per honest winner) is not what the tournament counts.
    expect(points.points).not.toEqual(summary.scores);
    station.close();
  });

  it('a club game has no tournament points; an unknown game is not found', () => {
    const { station } = freshStation();
    const { gameId } = ok(station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
    expect(ok(station.request('game.tournament-points', { gameId }))).toBeNull();
    expect(station.request('game.tournament-points', { gameId: 'nope' })).toEqual({
      ok: false,
      error: { kind: 'not-found', what: 'game' },
    });
    station.close();
  });
});
