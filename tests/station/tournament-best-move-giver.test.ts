/**
 * Tryout 10: under FIIM's limits a best move entered for anyone but the red first-night victim was taken, replaced
 * his entry and scored 0 without a word. The station refuses it at entry, by the scoring's own rule (bestMoveBar).
 */
import { describe, expect, it } from 'vitest';
import type { Station } from '../../electron/station/index.ts';
import { commandSender, ok, playHonestWin, tournamentStation, TWELVE } from './helpers.ts';

const FIIM_CUP = {
  name: 'FIIM Cup',
  startsOn: '2026-11-22',
  endsOn: '2026-11-22',
  rulesetId: 'davidoff-1987',
  scoring: 'fiim-v7',
  players: TWELVE,
  rounds: 2,
  tables: 2,
};

/** A FIIM v7 tournament with its first game started: its id, the game, and the table's player ids by seat. */
function fiimGame(
  s: Station,
  scoring = 'fiim-v7',
): { tournamentId: string; gameId: string; idAt: (seat: number) => number } {
  const { tournamentId } = ok(s.request('tournament.create', { ...FIIM_CUP, scoring }));
  const seated = ok(s.request('tournament.seat', { tournamentId }));
  const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
  const table = seated.seating.find((t) => t.round === 1 && t.table === 1)!;
  return { tournamentId, gameId, idAt: (seat) => table.players.find((p) => p.seat === seat)!.playerId };
}

/**
 * Plays the six-player 1987 game (the fixed deal makes seats 5 and 6 the mafia): night falls at once, both mafiosi
 * note `victim` (one of them, if they wish), then the day's accusations remove the mafia left, for the honest side's win.
 */
function playWithNightKill(s: Station, gameId: string, victim: number): void {
  const step = commandSender(s, gameId);
  step({ type: 'deal' });
  step({ type: 'end-sunrise' });
  step({ type: 'propose-night', proposer: 1 });
  step({ type: 'resolve-vote', yes: 4 });
  for (const seat of [5, 6]) step({ type: 'night-note', seat, target: victim });
  step({ type: 'resolve-night' });
  let living = 5;
  for (const accused of [5, 6].filter((seat) => seat !== victim)) {
    step({ type: 'accuse', accuser: 2, accused });
    // All but the accused and the accuser raise a hand: a majority of those entitled.
    step({ type: 'resolve-vote', yes: living - 2 });
    living -= 1;
  }
}

describe('tournament.best-move: who may give it (FIIM: the red first-night victim only)', () => {
  it("refuses anyone but the first-night victim, naming him, and keeps the victim's entry and points", () => {
    const s = tournamentStation();
    const { tournamentId, gameId, idAt } = fiimGame(s);
    playWithNightKill(s, gameId, 1);
    const real = { tournamentId, gameId, playerId: idAt(1), suspects: [idAt(5), idAt(6)] };
    ok(s.request('tournament.best-move', real));
    const before = ok(s.request('tournament.standings', { tournamentId }));

    expect(s.request('tournament.best-move', { ...real, playerId: idAt(3), suspects: [idAt(5), idAt(6)] })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'tournament.best-move-not-first-killed', params: { gameId, seat: 3, victim: 1 } },
    });
    expect(ok(s.request('tournament.get', { tournamentId })).bestMoves).toEqual([
      { gameId, playerId: idAt(1), suspects: [idAt(5), idAt(6)] },
    ]);
    const after = ok(s.request('tournament.standings', { tournamentId }));
    expect(after).toEqual(before);
    // FIIM v7: two black named, 0.5.
    expect(after.rows.find((r) => r.playerId === String(idAt(1)))).toMatchObject({ bestMove: 0.5 });
    s.close();
  });

  it('refuses every best move of a game whose first night killed nobody', () => {
    const s = tournamentStation();
    const { tournamentId, gameId, idAt } = fiimGame(s);
    playHonestWin(s, gameId);
    expect(s.request('tournament.best-move', { tournamentId, gameId, playerId: idAt(1), suspects: [idAt(5)] })).toEqual(
      {
        ok: false,
        error: { kind: 'rule', code: 'tournament.best-move-no-first-killed', params: { gameId } },
      },
    );
    expect(ok(s.request('tournament.get', { tournamentId })).bestMoves).toEqual([]);
    s.close();
  });

  it('refuses a black first-night victim once the game has finished: FIIM counts a red one only', () => {
    const s = tournamentStation();
    const { tournamentId, gameId, idAt } = fiimGame(s);
    playWithNightKill(s, gameId, 5);
    expect(s.request('tournament.best-move', { tournamentId, gameId, playerId: idAt(5), suspects: [idAt(1)] })).toEqual(
      {
        ok: false,
        error: { kind: 'rule', code: 'tournament.best-move-not-red', params: { gameId, seat: 5 } },
      },
    );
    s.close();
  });

  it('takes any player of the table where the scoring sets no limit (the sports preset)', () => {
    const s = tournamentStation();
    const { tournamentId, gameId, idAt } = fiimGame(s, 'preset-sports');
    playWithNightKill(s, gameId, 1);
    const move = { tournamentId, gameId, playerId: idAt(3), suspects: [idAt(5), idAt(6)] };
    expect(ok(s.request('tournament.best-move', move)).bestMoves).toEqual([
      { gameId, playerId: idAt(3), suspects: [idAt(5), idAt(6)] },
    ]);
    s.close();
  });
});
