/** The projector's tournament screen (issue 16): public facts only, the next round, standings as games end. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { createStation, type Station } from '../../electron/station/index.ts';
import type { TournamentDetail, TournamentScreen } from '../../shared/contract/index.ts';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import { tempDir } from './archive-fixtures.ts';
import { fixedRandom } from './helpers.ts';

const TWELVE = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo', 'Irina', 'Jonas', 'Katya', 'Lev'];

function ok<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

function station(): Station {
  let n = 0;
  return createStation({
    archive: openArchive(join(tempDir(), 'archive.sqlite')),
    random: fixedRandom(),
    clock: () => new Date(Date.UTC(2026, 10, 22, 18, n++)),
    seatingPick: seededPick(7),
  });
}

/** Plays an open six-player 1987 game to the honest side's win (the fixed deal makes seats 5 and 6 the mafia). */
function playHonestWin(s: Station, gameId: string): void {
  let version = 1;
  const step = (command: unknown) => {
    version = ok(
      s.request('game.command', { gameId, commandId: `${gameId}-${version}`, expectedVersion: version, command }),
    ).version;
  };
  step({ type: 'deal' });
  step({ type: 'end-sunrise' });
  for (const accused of [5, 6]) {
    step({ type: 'accuse', accuser: 1, accused });
    step({ type: 'resolve-vote', yes: 4 });
  }
}

describe('the tournament screen', () => {
  it('shows the next round with names and seats only, then standings that follow the games as they end', () => {
    const s = station();
    const { tournamentId } = ok(
      s.request('tournament.create', {
        name: 'Spring Cup',
        startsOn: '2026-11-22',
        endsOn: '2026-11-22',
        rulesetId: 'davidoff-1987',
        scoring: 'preset-sports',
        players: TWELVE,
        rounds: 2,
        tables: 2,
      }),
    ) as TournamentDetail;
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

  it('refuses an unknown tournament and keeps what it showed', () => {
    const s = station();
    const refused = s.request('tournament.screen', { tournamentId: 'nope', show: 'seating' });
    expect(refused).toEqual({ ok: false, error: { kind: 'not-found', what: 'tournament' } });
    expect(s.currentTournamentScreen()).toBeNull();
  });
});
