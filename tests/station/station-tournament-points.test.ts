import { describe, expect, it } from 'vitest';
import type { Station } from '../../electron/station/index.ts';
import { freshStation, SEVEN } from './helpers.ts';

function ok<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** Sends commands to a game in order, each at the version the last one left. */
function sender(station: Station, gameId: string) {
  let version = 1;
  return (command: object) => {
    version = ok(
      station.request('game.command', { gameId, commandId: `p${version}`, expectedVersion: version, command }),
    ).version;
  };
}

// Issue 12 §3: a tournament game's game-over panel shows the tournament's points, not the 1987 rules'
// own score; the station sends them, as its standings count them.
describe('station: game.tournament-points', () => {
  it("a finished tournament game: the tournament's points per seat, as its standings count them, with its name", () => {
    const { station } = freshStation();
    const players = [
      'Anna',
      'Boris',
      'Clara',
      'Dmitri',
      'Eva',
      'Fedor',
      'Gita',
      'Hugo',
      'Irina',
      'Jonas',
      'Katya',
      'Lev',
    ];
    const { tournamentId } = ok(
      station.request('tournament.create', {
        name: 'Spring Cup',
        startsOn: '2026-11-22',
        endsOn: '2026-11-23',
        rulesetId: 'davidoff-1987',
        scoring: 'preset-sports',
        players,
        rounds: 2,
        tables: 2,
      }),
    );
    ok(station.request('tournament.seat', { tournamentId }));
    const { gameId } = ok(station.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    const send = sender(station, gameId);
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
    const standings = ok(station.request('tournament.standings', { tournamentId }));
    const totals = new Map(standings.games.find((g) => g.gameId === gameId)!.players.map((p) => [p.playerId, p.total]));
    const summary = ok(station.request('game.summary', { gameId }));
    const idOf = new Map(
      ok(station.request('player.list', { query: '', limit: 50 })).map((p) => [p.name, String(p.playerId)]),
    );
    expect(points.points).toEqual(summary.players.map((name) => totals.get(idOf.get(name)!)));
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
