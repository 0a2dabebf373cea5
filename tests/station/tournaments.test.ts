import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Station } from '../../electron/station/index.ts';
import { presetSports } from '../../shared/tournament/index.ts';
import { tempDir } from './archive-fixtures.ts';
import {
  expectArchiveUntouched,
  ok,
  playHonestWin,
  SPRING_CUP,
  springCupGame,
  tournamentStation,
  TWELVE,
} from './helpers.ts';

function fresh(): { station: Station; file: string } {
  const file = join(tempDir(), 'archive.sqlite');
  return { station: tournamentStation(file), file };
}

describe('tournaments', () => {
  it('create, seat, start games at their tables, and compute standings with awards and best moves', () => {
    const { station: s } = fresh();
    const created = ok(s.request('tournament.create', SPRING_CUP));
    expect(created).toMatchObject({
      name: 'Spring Cup',
      rulesetId: 'davidoff-1987',
      players: 12,
      games: 0,
      seating: [],
      evenness: null,
    });
    expect(created.scoring).toEqual(presetSports());
    expect(ok(s.request('tournament.list', {}))).toEqual([
      expect.objectContaining({ tournamentId: created.tournamentId, players: 12 }),
    ]);
    const { tournamentId } = created;

    const seated = ok(s.request('tournament.seat', { tournamentId }));
    expect(seated.seating).toHaveLength(4);
    for (const round of [1, 2]) {
      const ids = seated.seating.filter((t) => t.round === round).flatMap((t) => t.players.map((p) => p.playerId));
      expect(new Set(ids).size).toBe(12);
    }
    expect(seated.evenness).toMatchObject({ seatSpread: expect.any(Object), opponentSpread: expect.any(Object) });
    expect(seated.evenness!.summary).toEqual(expect.any(String));

    const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    const table = seated.seating.find((t) => t.round === 1 && t.table === 1)!;
    const game = ok(s.request('game.search', { tournamentId, limit: 10 }));
    expect(game.games).toEqual([
      expect.objectContaining({
        gameId,
        players: table.players.map((p) => p.name),
        tournament: { tournamentId, round: 1, table: 1 },
      }),
    ]);
    expect(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'rule', code: 'tournament.table-played' },
    });
    expect(s.request('tournament.start-game', { tournamentId, round: 3, table: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'rule', code: 'tournament.table-not-seated' },
    });
    // Once a game is played, the seating is fixed.
    expect(s.request('tournament.seat', { tournamentId })).toMatchObject({
      ok: false,
      error: { kind: 'rule', code: 'tournament.seating-locked' },
    });

    playHonestWin(s, gameId);
    const [p1, , , , p5, p6] = table.players;
    ok(s.request('tournament.award', { tournamentId, playerId: p1!.playerId, points: 0.5, reason: 'Led the town' }));
    ok(
      s.request('tournament.best-move', {
        tournamentId,
        gameId,
        playerId: p1!.playerId,
        suspects: [p5!.playerId, p6!.playerId],
      }),
    );
    const standings = ok(s.request('tournament.standings', { tournamentId }));
    expect(standings.rows).toHaveLength(12);
    const row = (playerId: number) => standings.rows.find((r) => r.playerId === String(playerId))!;
    // Sports preset: 1 per win, best move 0.25 for two right, the moderator's 0.5.
    expect(row(p1!.playerId)).toMatchObject({
      rank: 1,
      points: 1.75,
      wins: 1,
      bestMove: 0.25,
      extras: 0.5,
      name: p1!.name,
    });
    expect(row(table.players[1]!.playerId)).toMatchObject({ points: 1, wins: 1, games: 1 });
    expect(row(p5!.playerId)).toMatchObject({ points: 0, wins: 0, games: 1 });
    const absent = TWELVE.length - 6;
    expect(standings.rows.filter((r) => r.games === 0)).toHaveLength(absent);
    expect(standings.discipline).toHaveLength(12);
    const detail = ok(s.request('tournament.get', { tournamentId }));
    expect(detail.awards).toEqual([
      expect.objectContaining({ gameId, playerId: p1!.playerId, points: 0.5, reason: 'Led the town' }),
    ]);
    expect(detail.games).toBe(1);
  });

  it('refuses bad requests with a clear error and leaves the archive unchanged', () => {
    const { station: s, file } = fresh();
    const { tournamentId } = ok(s.request('tournament.create', SPRING_CUP));
    ok(s.request('tournament.seat', { tournamentId }));
    const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 2 }));
    const someone = ok(s.request('tournament.get', { tournamentId })).seating.find(
      (t) => t.round === 1 && t.table === 2,
    )!.players[0]!.playerId;
    const outsider = ok(s.request('tournament.get', { tournamentId })).seating.find(
      (t) => t.round === 1 && t.table === 1,
    )!.players[0]!.playerId;
    s.close();
    const refusals: [string, unknown, object][] = [
      [
        'tournament.create',
        { ...SPRING_CUP, tables: 3 },
        { kind: 'rule', code: 'seating.too-many-tables', params: { players: 12, tables: 3, maxTables: 2 } },
      ],
      [
        'tournament.create',
        { ...SPRING_CUP, players: TWELVE.slice(0, 5), tables: 1 },
        { kind: 'rule', code: 'seating.not-enough-players' },
      ],
      [
        'tournament.create',
        { ...SPRING_CUP, scoring: { ...presetSports(), winPoints: { honest: 101 } } },
        { kind: 'rule', code: 'scoring.out-of-range' },
      ],
      [
        'tournament.create',
        { ...SPRING_CUP, scoring: { ...presetSports(), penalties: { remark: 1, removal: 0 } } },
        { kind: 'rule', code: 'scoring.out-of-range' },
      ],
      [
        'tournament.create',
        { ...SPRING_CUP, scoring: { ...presetSports(), bestMove: { twoRight: Number.NaN, threeRight: 0 } } },
        { kind: 'invalid-payload' },
      ],
      [
        'tournament.create',
        { ...SPRING_CUP, players: [...TWELVE.slice(0, 11), 'anna'] },
        { kind: 'rule', code: 'name.duplicate' },
      ],
      ['tournament.create', { ...SPRING_CUP, endsOn: '2026-11-21' }, { kind: 'invalid-payload' }],
      ['tournament.create', { ...SPRING_CUP, name: '  ' }, { kind: 'invalid-payload' }],
      ['tournament.create', { ...SPRING_CUP, options: { mafiaCount: 9 } }, { kind: 'rule' }],
      ['tournament.create', { ...SPRING_CUP, options: { nonsense: true } }, { kind: 'invalid-payload' }],
      ['tournament.seat', { tournamentId: 'nope' }, { kind: 'not-found', what: 'tournament' }],
      [
        'tournament.award',
        { tournamentId, playerId: someone, points: 0.8, reason: 'too much' },
        { kind: 'rule', code: 'scoring.out-of-range' },
      ],
      ['tournament.award', { tournamentId, playerId: someone, points: 0.5, reason: ' ' }, { kind: 'invalid-payload' }],
      [
        'tournament.award',
        { tournamentId, playerId: outsider, points: 0.5, reason: 'r', gameId },
        { kind: 'rule', code: 'tournament.not-in-game' },
      ],
      [
        'tournament.award',
        { tournamentId, playerId: outsider, points: 0.5, reason: 'r' },
        { kind: 'rule', code: 'tournament.no-game' },
      ],
      [
        'tournament.best-move',
        { tournamentId, gameId, playerId: someone, suspects: [outsider] },
        { kind: 'rule', code: 'tournament.not-in-game' },
      ],
      [
        'tournament.best-move',
        { tournamentId, gameId, playerId: someone, suspects: [someone] },
        { kind: 'rule', code: 'tournament.best-move-suspects' },
      ],
      [
        'tournament.best-move',
        { tournamentId, gameId, playerId: someone, suspects: [1, 2, 3, 4] },
        { kind: 'invalid-payload' },
      ],
      [
        'tournament.start-game',
        { tournamentId, round: 1, table: 2 },
        { kind: 'rule', code: 'tournament.table-played' },
      ],
      ['tournament.standings', { tournamentId: 'nope' }, { kind: 'not-found', what: 'tournament' }],
    ];
    expectArchiveUntouched(
      file,
      (again) => {
        for (const [name, payload, error] of refusals) {
          expect(again.request(name as 'tournament.create', payload), name).toMatchObject({ ok: false, error });
        }
      },
      tournamentStation,
    );
  });

  it("refuses to merge two players of one tournament, and a merge moves a player's tournament entries", () => {
    const { station: s } = fresh();
    const { tournamentId } = ok(s.request('tournament.create', SPRING_CUP));
    const [a, b] = ok(s.request('tournament.get', { tournamentId })).participants;
    expect(s.request('player.merge', { keepId: a!.playerId, mergeId: b!.playerId })).toMatchObject({
      ok: false,
      error: { kind: 'rule', code: 'player.merge-same-tournament', params: { tournamentId } },
    });
    ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: ['Zed', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'] }));
    const zed = ok(s.request('player.list', { query: 'zed' }))[0]!.playerId;
    ok(s.request('player.merge', { keepId: zed, mergeId: a!.playerId }));
    expect(ok(s.request('tournament.get', { tournamentId })).participants.map((p) => p.playerId)).toContain(zed);
  });

  it('a corrected step in a tournament game recomputes the standings (issue 6 item 1)', () => {
    const { station: s } = fresh();
    const { tournamentId } = ok(s.request('tournament.create', SPRING_CUP));
    const seated = ok(s.request('tournament.seat', { tournamentId }));
    const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    playHonestWin(s, gameId);
    const table = seated.seating.find((t) => t.round === 1 && t.table === 1)!;
    const honest = table.players[0]!.playerId;
    const winsOf = () =>
      ok(s.request('tournament.standings', { tournamentId })).rows.find((r) => r.playerId === String(honest))!.wins;
    expect(winsOf()).toBe(1);
    // Step 6 is the vote that put out the second mafioso; it had 1 hand, not 4: the game is not over.
    const corrected = ok(s.request('game.correct', { gameId, step: 6, command: { type: 'resolve-vote', yes: 1 } }));
    expect(corrected).toMatchObject({ replayed: 0, dropped: 0 });
    expect(ok(s.request('game.summary', { gameId }))).toMatchObject({ finishedAt: null, winner: null });
    expect(winsOf()).toBe(0);
    // Put right again, the win is back.
    const version = ok(s.request('game.summary', { gameId })).version;
    ok(s.request('game.correct', { gameId, step: version - 1, command: { type: 'resolve-vote', yes: 4 } }));
    expect(winsOf()).toBe(1);
  });

  it('the list counts finished games apart from games started, and a game reopened by an undo is not finished (club tryout)', () => {
    const { station: s } = fresh();
    const { tournamentId, gameId } = springCupGame(s);
    const listed = () => ok(s.request('tournament.list', {})).find((t) => t.tournamentId === tournamentId)!;
    expect(listed()).toMatchObject({ games: 1, finished: 0 });
    const version = playHonestWin(s, gameId);
    expect(listed()).toMatchObject({ games: 1, finished: 1 });
    ok(
      s.request('game.command', {
        gameId,
        commandId: `${gameId}-undo`,
        expectedVersion: version,
        command: { type: 'undo' },
      }),
    );
    expect(listed()).toMatchObject({ games: 1, finished: 0 });
    expect(ok(s.request('tournament.get', { tournamentId }))).toMatchObject({ games: 1, finished: 0 });
  });
});
