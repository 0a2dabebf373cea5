/**
 * Issue 16, what the organiser enters on the day: the seating's constraints and late entries are stored with
 * the tournament (schema v8) and read by every seating and re-seat; a finished game's worst move, surrender and
 * technical defeat are stored and read by the standings.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type Station } from '../../electron/station/index.ts';
import type { TournamentDetail } from '../../shared/contract/index.ts';
import { dropSchemaV8, dropSchemaV9, rewindArchive, tempDir } from './archive-fixtures.ts';
import { ok, playHonestWin, tournamentStation, TWELVE } from './helpers.ts';

const CUP = {
  name: 'Day Cup',
  startsOn: '2026-11-26',
  endsOn: '2026-11-26',
  rulesetId: 'davidoff-1987',
  scoring: 'fiim-v7',
  players: TWELVE,
  rounds: 3,
  tables: 2,
};

/** A station of the tournament day (26 November, the seating seeded with 11) on this archive file. */
const open = (file: string): Station => tournamentStation(file, { seed: 11, start: Date.UTC(2026, 10, 26, 10) });

/** A station on a new archive with the tournament created (CUP unless told): the station, the detail and its id. */
function createdCup(input: typeof CUP | typeof CITY_CUP = CUP): {
  s: Station;
  detail: TournamentDetail;
  tournamentId: string;
} {
  const s = open(join(tempDir(), 'archive.sqlite'));
  const detail = ok(s.request('tournament.create', input));
  return { s, detail, tournamentId: detail.tournamentId };
}

function code(result: { ok: boolean; error?: unknown }): string | undefined {
  return result.ok ? undefined : (result.error as { code?: string }).code;
}

const idOf = (d: TournamentDetail, name: string) => d.participants.find((p) => p.name === name)!.playerId;
const tableOf = (d: TournamentDetail, round: number, playerId: number) =>
  d.seating.find((t) => t.round === round && t.players.some((p) => p.playerId === playerId))?.table;

describe('schema v8: a tournament day', () => {
  it('migrates a version-7 archive with a tournament: nothing entered yet, and the new tables take entries', () => {
    const file = join(tempDir(), 'archive.sqlite');
    const old = open(file);
    const { tournamentId } = ok(old.request('tournament.create', CUP));
    old.close();
    rewindArchive(file, 7, dropSchemaV8);

    const s = open(file);
    const detail = ok(s.request('tournament.get', { tournamentId }));
    expect(detail.participants).toHaveLength(12);
    expect(detail.constraints).toEqual({ separate: [], judges: [], judgeConflicts: [], absences: [], lateEntries: [] });
    expect(detail.verdicts).toEqual([]);
    const [a, b] = [idOf(detail, 'Anna'), idOf(detail, 'Boris')];
    const set = ok(
      s.request('tournament.constraints', {
        tournamentId,
        separate: [[b, a]],
        judges: ['Judge Ada', 'Judge Ben'],
        judgeConflicts: [{ judge: 'Judge Ada', playerIds: [a] }],
        absences: [{ playerId: b, rounds: [2] }],
      }),
    );
    expect(set.constraints).toEqual({
      separate: [[Math.min(a, b), Math.max(a, b)]],
      judges: ['Judge Ada', 'Judge Ben'],
      judgeConflicts: [{ judge: 'Judge Ada', playerIds: [a] }],
      absences: [{ playerId: b, rounds: [2] }],
      lateEntries: [],
    });
    s.close();
    expect(readdirSync(dirname(file)).filter((name) => name.includes('.backup-v7-'))).toHaveLength(1);
    const check = new Database(file);
    expect(() => check.prepare('UPDATE tournament_game_verdicts SET worst_move_seat = 0').run()).not.toThrow();
    expect(() => check.prepare('INSERT INTO tournament_separate VALUES (?, ?, ?)').run(tournamentId, b, b)).toThrow(
      /CHECK/,
    );
    check.close();
  });
});

describe('seating constraints (issue 16)', () => {
  it('are refused with a clear error when they name a stranger, a pair of one, too few judges, an unknown judge or round', () => {
    const { s, detail, tournamentId } = createdCup();
    const a = idOf(detail, 'Anna');
    const none = { tournamentId, separate: [], judges: [], judgeConflicts: [], absences: [] };
    expect(code(s.request('tournament.constraints', { ...none, separate: [[a, 99999]] }))).toBe(
      'tournament.not-participant',
    );
    expect(code(s.request('tournament.constraints', { ...none, separate: [[a, a]] }))).toBe('tournament.separate-self');
    expect(code(s.request('tournament.constraints', { ...none, judges: ['Ada'] }))).toBe('seating.not-enough-judges');
    expect(code(s.request('tournament.constraints', { ...none, judges: ['Ada', 'Ada'] }))).toBe(
      'seating.duplicate-judge',
    );
    expect(
      code(
        s.request('tournament.constraints', {
          ...none,
          judges: ['Ada', 'Ben'],
          judgeConflicts: [{ judge: 'Cy', playerIds: [a] }],
        }),
      ),
    ).toBe('seating.unknown-judge');
    expect(code(s.request('tournament.constraints', { ...none, absences: [{ playerId: a, rounds: [4] }] }))).toBe(
      'seating.invalid-round',
    );
    expect(ok(s.request('tournament.get', { tournamentId })).constraints.absences).toEqual([]);
    s.close();
  });

  it('are kept by the seating and by a re-seat after a withdrawal', () => {
    // Fourteen, so that a round with one absent still fills two tables of six.
    const { s, detail, tournamentId } = createdCup({ ...CUP, players: [...TWELVE, 'Mila', 'Nikolai'] });
    const [anna, boris, clara, dmitri] = [
      idOf(detail, 'Anna'),
      idOf(detail, 'Boris'),
      idOf(detail, 'Clara'),
      idOf(detail, 'Dmitri'),
    ];
    ok(
      s.request('tournament.constraints', {
        tournamentId,
        separate: [[anna, boris]],
        judges: ['Ada', 'Ben'],
        judgeConflicts: [{ judge: 'Ada', playerIds: [clara] }],
        absences: [{ playerId: dmitri, rounds: [1] }],
      }),
    );
    const check = (d: TournamentDetail) => {
      for (let round = 1; round <= 3; round++) {
        expect(tableOf(d, round, anna)).not.toBe(tableOf(d, round, boris));
        // Round r's table t has judge (r + t) mod judges (0-based): Ada judges table 1 in odd rounds.
        const adaTable = round % 2 === 1 ? 1 : 2;
        expect(tableOf(d, round, clara)).not.toBe(adaTable);
      }
      expect(tableOf(d, 1, dmitri)).toBeUndefined();
    };
    const seated = ok(s.request('tournament.seat', { tournamentId }));
    check(seated);
    expect(seated.evenness?.constraints).toMatchObject({ separatePairs: 1, separateBroken: 0, absences: 1 });
    const reseated = ok(s.request('tournament.reseat', { tournamentId, withdrawn: [idOf(detail, 'Lev')] }));
    check(reseated);
    // Dmitri misses round 1 only: the re-seat does not take him for a withdrawal.
    expect(tableOf(reseated, 2, dmitri)).toBeDefined();
    expect(tableOf(reseated, 2, idOf(detail, 'Lev'))).toBeUndefined();
    s.close();
  });
});

describe('schema v9: the judges as seated', () => {
  it('migrates a version-8 archive: each seated table gets the judge the list gave it in turn, as it showed', () => {
    const file = join(tempDir(), 'archive.sqlite');
    const old = open(file);
    const { tournamentId } = ok(old.request('tournament.create', CUP));
    ok(
      old.request('tournament.constraints', {
        tournamentId,
        separate: [],
        judges: ['Ada', 'Ben', 'Cy'],
        judgeConflicts: [],
        absences: [],
      }),
    );
    const before = ok(old.request('tournament.seat', { tournamentId }));
    old.close();
    rewindArchive(file, 8, dropSchemaV9);

    const s = open(file);
    const after = ok(s.request('tournament.get', { tournamentId }));
    expect(after.seating.map((t) => t.judge)).toEqual(before.seating.map((t) => t.judge));
    expect(after.seating.map((t) => t.judge)).toEqual(['Ada', 'Ben', 'Ben', 'Cy', 'Cy', 'Ada']);
    s.close();
  });
});

describe('the judges of the seating (issue 16)', () => {
  it('are named per table and round in the tournament, on the projector screen, and kept for played rounds by a re-seat', () => {
    const { s, detail, tournamentId } = createdCup({ ...CUP, players: [...TWELVE, 'Mila', 'Nikolai'] });
    ok(
      s.request('tournament.constraints', {
        tournamentId,
        separate: [],
        judges: ['Ada', 'Ben', 'Cy'],
        judgeConflicts: [{ judge: 'Ada', playerIds: [idOf(detail, 'Clara')] }],
        absences: [],
      }),
    );
    // Round r's table t (1-based) has judge (r − 1 + t − 1) mod 3 of the list: the judges take the tables in turn.
    const expected = (round: number, table: number) => ['Ada', 'Ben', 'Cy'][(round - 1 + table - 1) % 3];
    const seated = ok(s.request('tournament.seat', { tournamentId }));
    for (const t of seated.seating) {
      expect(t.judge, `round ${t.round} table ${t.table}`).toBe(expected(t.round, t.table));
      if (t.judge === 'Ada') expect(t.players.map((p) => p.name)).not.toContain('Clara');
    }
    const screen = ok(s.request('tournament.screen', { tournamentId, show: 'seating' })).screen!;
    expect(screen.tables.map((t) => t.judge)).toEqual(['Ada', 'Ben']);
    const reseated = ok(s.request('tournament.reseat', { tournamentId, withdrawn: [idOf(detail, 'Lev')] }));
    for (const t of reseated.seating) expect(t.judge).toBe(expected(t.round, t.table));
    s.close();
  });

  it('stay as they judged once the list changes: a replaced judge renames no played round, and a re-seat gives the later rounds the new list', () => {
    const { s, detail, tournamentId } = createdCup({ ...CUP, players: [...TWELVE, 'Mila', 'Nikolai'] });
    const judges = (list: string[]) =>
      ok(
        s.request('tournament.constraints', {
          tournamentId,
          separate: [],
          judges: list,
          judgeConflicts: [],
          absences: [],
        }),
      );
    const judgeAt = (d: TournamentDetail, round: number, table: number) =>
      d.seating.find((t) => t.round === round && t.table === table)!.judge;
    judges(['Ada', 'Ben', 'Cy']);
    ok(s.request('tournament.seat', { tournamentId }));
    ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 2 }));
    // Ada leaves after round 1; Dora takes her place, and the list is one shorter in the order the judges go on.
    const edited = judges(['Ben', 'Dora']);
    // The seating was made with the old list: every table keeps the judge it was seated with until a re-seat.
    expect([judgeAt(edited, 1, 1), judgeAt(edited, 1, 2), judgeAt(edited, 2, 1), judgeAt(edited, 3, 2)]).toEqual([
      'Ada',
      'Ben',
      'Ben',
      'Ada',
    ]);
    const reseated = ok(s.request('tournament.reseat', { tournamentId, withdrawn: [idOf(detail, 'Lev')] }));
    // Round 1 was played: Ada judged table 1 and Ben table 2. Rounds 2 and 3 take the new list in turn.
    expect(reseated.seating.map((t) => `${t.round}/${t.table} ${t.judge}`)).toEqual([
      '1/1 Ada',
      '1/2 Ben',
      '2/1 Dora',
      '2/2 Ben',
      '3/1 Ben',
      '3/2 Dora',
    ]);
    s.close();
  });

  it('are null at every table of a tournament without judges', () => {
    const { s, tournamentId } = createdCup();
    const seated = ok(s.request('tournament.seat', { tournamentId }));
    expect(seated.seating.map((t) => t.judge ?? null)).toEqual(seated.seating.map(() => null));
    s.close();
  });
});

describe('late entries (issue 16)', () => {
  it('join the first round not started, the started rounds kept; a participant or a full day is refused', () => {
    const { s, tournamentId } = createdCup();
    const seated = ok(s.request('tournament.seat', { tournamentId }));
    ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    const round1 = seated.seating.filter((t) => t.round === 1);
    const after = ok(s.request('tournament.enter-late', { tournamentId, name: ' Mila ' }));
    const mila = idOf(after, 'Mila');
    expect(after.constraints.lateEntries).toEqual([{ playerId: mila, round: 2 }]);
    expect(after.seating.filter((t) => t.round === 1).map((t) => t.players)).toEqual(round1.map((t) => t.players));
    expect(tableOf(after, 1, mila)).toBeUndefined();
    expect(tableOf(after, 2, mila)).toBeDefined();
    expect(tableOf(after, 3, mila)).toBeDefined();
    expect(after.seating.filter((t) => t.round === 2).flatMap((t) => t.players)).toHaveLength(13);
    expect(code(s.request('tournament.enter-late', { tournamentId, name: 'Anna' }))).toBe(
      'tournament.already-participant',
    );
    expect(ok(s.request('tournament.get', { tournamentId })).participants).toHaveLength(13);
    // A later re-seat keeps her out of round 1 and in the rest.
    const reseated = ok(s.request('tournament.reseat', { tournamentId, withdrawn: [idOf(after, 'Lev')] }));
    expect(tableOf(reseated, 2, mila)).toBeDefined();
    s.close();
  });
});

describe('worst move, surrender and technical defeat (issue 16, FIIM v5+)', () => {
  it('are recorded for a finished game and change the standings: no auto-bonus, −0.5, −0.7', () => {
    const { s, tournamentId } = createdCup();
    const seated = ok(s.request('tournament.seat', { tournamentId }));
    const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    const none = { tournamentId, gameId, worstMoveSeat: null, surrenderSeat: null, technicalDefeat: null };
    expect(code(s.request('tournament.verdict', { ...none, worstMoveSeat: 2 }))).toBe('tournament.game-not-finished');
    playHonestWin(s, gameId);
    const players = seated.seating.find((t) => t.round === 1 && t.table === 1)!.players;
    const at = (seat: number) => String(players.find((p) => p.seat === seat)!.playerId);
    const before = ok(s.request('tournament.standings', { tournamentId }));
    const points = (st: typeof before, seat: number) => st.rows.find((r) => r.playerId === at(seat))!.points;
    expect([points(before, 1), points(before, 2), points(before, 5)]).toEqual([1.3, 1.3, 0.3]);

    expect(code(s.request('tournament.verdict', { ...none, worstMoveSeat: 9 }))).toBe('tournament.no-seat');
    expect(code(s.request('tournament.verdict', { ...none, technicalDefeat: 'werewolves' }))).toBe(
      'tournament.unknown-team',
    );
    const done = ok(
      s.request('tournament.verdict', { ...none, worstMoveSeat: 1, surrenderSeat: 2, technicalDefeat: 'mafia' }),
    );
    expect(done.verdicts).toEqual([{ gameId, worstMoveSeat: 1, surrenderSeat: 2, technicalDefeat: 'mafia' }]);
    const after = ok(s.request('tournament.standings', { tournamentId }));
    expect(points(after, 1)).toBe(1); // the worst move: no auto-bonus
    expect(points(after, 2)).toBe(0.8); // a surrender: −0.5
    expect(points(after, 5)).toBeCloseTo(-0.4); // the mafia's technical defeat: −0.7
    // Cleared, the game scores as before.
    ok(s.request('tournament.verdict', none));
    const cleared = ok(s.request('tournament.standings', { tournamentId }));
    expect([points(cleared, 1), points(cleared, 2), points(cleared, 5)]).toEqual([1.3, 1.3, 0.3]);
    expect(ok(s.request('tournament.get', { tournamentId })).verdicts).toEqual([]);
    s.close();
  });
});

/** A FIIM City tournament of twenty at two tables of ten: 6 civilians, the sheriff, 2 mafiosi and the don. */
const CITY_CUP = {
  name: 'City Cup',
  startsOn: '2026-11-26',
  endsOn: '2026-11-26',
  rulesetId: 'city-mafia',
  scoring: 'fiim-v7',
  players: [...TWELVE, 'Mila', 'Nina', 'Oleg', 'Pia', 'Rosa', 'Sam', 'Tom', 'Uma'],
  rounds: 3,
  tables: 2,
  options: {
    roles: { civilian: 6, sheriff: 1, doctor: 0, putana: 0, mafioso: 2, don: 1, maniac: 0 },
    dealing: 'station',
    maniacCountsAsRed: false,
  },
};

describe('a table a withdrawal left short (issue 16)', () => {
  it('starts with one civilian fewer per missing seat, the other roles as the tournament set them', () => {
    const { s, tournamentId } = createdCup(CITY_CUP);
    const seated = ok(s.request('tournament.seat', { tournamentId }));
    ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    const reseated = ok(s.request('tournament.reseat', { tournamentId, withdrawn: [idOf(seated, 'Lev')] }));
    const short = reseated.seating.find((t) => t.round === 2 && t.players.length === 9)!;
    expect(short).toBeDefined();
    const started = ok(s.request('tournament.start-game', { tournamentId, round: 2, table: short.table }));
    const record = JSON.parse(ok(s.request('game.export', { gameId: started.gameId })).text) as {
      game: { options: unknown };
    };
    expect(record.game.options).toMatchObject({
      roles: { civilian: 5, sheriff: 1, doctor: 0, putana: 0, mafioso: 2, don: 1, maniac: 0 },
    });
    s.close();
  });

  it('refuses, at the withdrawal, a re-seat that leaves a table its roles cannot fill; nothing changes', () => {
    const { s, tournamentId } = createdCup(CITY_CUP);
    const seated = ok(s.request('tournament.seat', { tournamentId }));
    // Seven withdraw: thirteen at two tables leave one of six, where two civilians and the sheriff would
    // face the three of the mafia (black ≥ red at the deal): refused now, not when that table starts.
    const gone = ['Lev', 'Mila', 'Nina', 'Oleg', 'Pia', 'Rosa', 'Sam'].map((name) => idOf(seated, name));
    expect(code(s.request('tournament.reseat', { tournamentId, withdrawn: gone }))).toBe('city-mafia.black-majority');
    expect(ok(s.request('tournament.get', { tournamentId })).seating).toEqual(seated.seating);
    s.close();
  });
});
