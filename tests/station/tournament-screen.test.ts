/** The projector's tournament screen (issue 16): public facts only, the next round, standings as games end. */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { type Station } from '../../electron/station/index.ts';
import type { TournamentDetail, TournamentScreen } from '../../shared/contract/index.ts';
import { presetSports } from '../../shared/tournament/index.ts';
import { tempDir } from './archive-fixtures.ts';
import { ok, playHonestWin, SPRING_CUP, tournamentStation } from './helpers.ts';

/** A two-round, two-table 1987 tournament of the twelve, with this scoring. */
function springCup(s: Station, scoring: unknown): TournamentDetail {
  return ok(s.request('tournament.create', { ...SPRING_CUP, scoring })) as TournamentDetail;
}

describe('the tournament screen', () => {
  it('shows the next round with names and seats only, then standings that follow the games as they end', () => {
    const s = tournamentStation();
    const { tournamentId } = springCup(s, 'preset-sports');
    ok(s.request('tournament.seat', { tournamentId }));
    const heard: (TournamentScreen | null)[] = [];
    s.onTournamentScreen((screen) => heard.push(screen));

    const shown = ok(s.request('tournament.screen', { tournamentId, show: 'seating' })).screen!;
    expect(shown).toMatchObject({ name: 'Spring Cup', show: 'seating', round: 1, gamesFinished: 0, gamesTotal: 4 });
    expect(shown.tables.map((t) => t.players.length)).toEqual([6, 6]);
    // Allowlisted: seat and name, nothing of the archive's ids.
    for (const table of shown.tables)
      for (const p of table.players) expect(Object.keys(p).sort()).toEqual(['name', 'seat']);
    expect(JSON.stringify(shown)).not.toMatch(/playerId|gameId|role|team/);
    expect(s.currentTournamentScreen()).toEqual(shown);
    expect(heard).toHaveLength(1);

    ok(s.request('tournament.screen', { tournamentId, show: 'standings' }));
    const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    playHonestWin(s, gameId);
    const after = s.currentTournamentScreen()!;
    expect(after.show).toBe('standings');
    expect(after.gamesFinished).toBe(1);
    expect(after.standings).toHaveLength(12);
    expect(after.standings.filter((r) => r.games === 1)).toHaveLength(6);
    expect(Object.keys(after.standings[0]!).sort()).toEqual(['games', 'name', 'rank', 'total']);

    expect(ok(s.request('tournament.screen', { tournamentId: null, show: 'seating' })).screen).toBeNull();
    expect(heard.at(-1)).toBeNull();
  });

  it('shows the room standings: extra points hidden until the chosen round stay off the projector (issue 16)', () => {
    const s = tournamentStation();
    const { tournamentId } = springCup(s, { ...presetSports(), hideUntilRound: 2 });
    const seated = ok(s.request('tournament.seat', { tournamentId })) as TournamentDetail;
    const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    playHonestWin(s, gameId);
    const first = seated.seating.find((t) => t.round === 1 && t.table === 1)!.players[0]!.playerId;
    const name = seated.participants.find((p) => p.playerId === first)!.name;
    const before = ok(s.request('tournament.screen', { tournamentId, show: 'standings' })).screen!;
    const totalBefore = before.standings.find((r) => r.name === name)!.total;
    ok(s.request('tournament.award', { tournamentId, playerId: first, points: 0.5, reason: 'Led the town' }));
    // The judges see the extra; the room does not until round 2 has a finished game.
    const full = ok(s.request('tournament.standings', { tournamentId }));
    expect(full.rows.find((r) => r.playerId === String(first))!.extras).toBe(0.5);
    expect(s.currentTournamentScreen()!.standings.find((r) => r.name === name)!.total).toBe(totalBefore);
  });

  it('reads the standings again when a game ends, not at every command of a game under way', () => {
    const archive = openArchive(join(tempDir(), 'archive.sqlite'));
    const s = tournamentStation(undefined, { archive });
    const { tournamentId } = springCup(s, 'preset-sports');
    ok(s.request('tournament.seat', { tournamentId }));
    ok(s.request('tournament.screen', { tournamentId, show: 'standings' }));
    const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    // Each reading of the standings replays every finished game of the tournament from the archive.
    const readings = vi.spyOn(archive.tournaments, 'finishedGames');
    playHonestWin(s, gameId);
    // Eight commands, one of them the end of the game: the standings are read once, when it ends.
    expect(readings).toHaveBeenCalledTimes(1);
    expect(s.currentTournamentScreen()!.gamesFinished).toBe(1);
  });

  it('follows a correction of a finished game, another game open: its standings on the projector lose the win, then get it back', () => {
    const s = tournamentStation();
    const { tournamentId } = springCup(s, 'preset-sports');
    ok(s.request('tournament.seat', { tournamentId }));
    ok(s.request('tournament.screen', { tournamentId, show: 'standings' }));
    const { gameId } = ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
    playHonestWin(s, gameId);
    // The next table's game is the open one when the judges correct the first from the archive.
    ok(s.request('tournament.start-game', { tournamentId, round: 1, table: 2 }));
    expect(s.currentTournamentScreen()!.gamesFinished).toBe(1);
    // Step 6 is the vote that put out the second mafioso; it had 1 hand, not 4: the game is not over.
    ok(s.request('game.correct', { gameId, step: 6, command: { type: 'resolve-vote', yes: 1 } }));
    expect(s.currentTournamentScreen()!.gamesFinished).toBe(0);
    const version = ok(s.request('game.summary', { gameId })).version;
    ok(s.request('game.correct', { gameId, step: version - 1, command: { type: 'resolve-vote', yes: 4 } }));
    expect(s.currentTournamentScreen()!.gamesFinished).toBe(1);
  });

  it('refuses an unknown tournament and keeps what it showed', () => {
    const s = tournamentStation();
    const refused = s.request('tournament.screen', { tournamentId: 'nope', show: 'seating' });
    expect(refused).toEqual({ ok: false, error: { kind: 'not-found', what: 'tournament' } });
    expect(s.currentTournamentScreen()).toBeNull();
  });
});

describe('tournament.reseat', () => {
  it('after a withdrawal keeps the rounds with a started game and seats the others without him, and again later', () => {
    const s = tournamentStation();
    const names = Array.from({ length: 20 }, (_, i) => `Player ${i + 1}`);
    const { tournamentId } = ok(
      s.request('tournament.create', {
        ...SPRING_CUP,
        name: 'Day Cup',
        rulesetId: 'city-mafia',
        players: names,
        rounds: 6,
      }),
    ) as TournamentDetail;
    const before = ok(s.request('tournament.seat', { tournamentId })) as TournamentDetail;
    ok(s.request('tournament.start-game', { tournamentId, round: 3, table: 1 }));
    const leaving = before.participants[4]!.playerId;
    const after = ok(s.request('tournament.reseat', { tournamentId, withdrawn: [leaving] })) as TournamentDetail;
    const seated = (d: TournamentDetail, round: number) =>
      d.seating.filter((t) => t.round === round).map((t) => t.players.map((p) => p.playerId));
    for (const round of [1, 2, 3]) expect(seated(after, round)).toEqual(seated(before, round));
    for (const round of [4, 5, 6]) {
      expect(seated(after, round).flat()).not.toContain(leaving);
      expect(seated(after, round).map((t) => t.length)).toEqual([10, 9]);
    }
    expect(after.evenness?.constraints?.absences).toBe(3);

    // A second withdrawal later: the first player stays out.
    const second = before.participants[9]!.playerId;
    const again = ok(s.request('tournament.reseat', { tournamentId, withdrawn: [second] })) as TournamentDetail;
    for (const round of [4, 5, 6]) {
      expect(seated(again, round).flat()).not.toContain(leaving);
      expect(seated(again, round).flat()).not.toContain(second);
      expect(seated(again, round).map((t) => t.length)).toEqual([9, 9]);
    }
  });

  it('refuses a withdrawal of someone who does not take part, changing nothing', () => {
    const s = tournamentStation();
    const { tournamentId } = ok(
      s.request('tournament.create', {
        ...SPRING_CUP,
        name: 'Day Cup',
        rulesetId: 'city-mafia',
        players: Array.from({ length: 20 }, (_, i) => `Player ${i + 1}`),
      }),
    ) as TournamentDetail;
    const before = ok(s.request('tournament.seat', { tournamentId }));
    const refused = s.request('tournament.reseat', { tournamentId, withdrawn: [99999] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ kind: 'rule', code: 'seating.unknown-player' });
    expect(ok(s.request('tournament.get', { tournamentId }))).toEqual(before);
  });
});
