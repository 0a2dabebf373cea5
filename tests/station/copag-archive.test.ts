/**
 * Issue 15 "Archive, record, print": a Copag game played through the station as the console sends it goes
 * into the archive with its winner, exports and imports as a JSON record unchanged, counts in the players'
 * statistics as a win or a loss as mafioso or police, and prints its missions in order with their sums.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { createStation, type Station } from '../../electron/station/index.ts';
import { gameFromLog } from '../../shared/engine/index.ts';
import { copagMafia } from '../../shared/engine/rulesets/copag-mafia/index.ts';
import type { GameState } from '../../shared/engine/rulesets/copag-mafia/types.ts';
import { seededPick } from '../../shared/engine/pick.ts';
import type { Archive } from '../../electron/station/archive/archive-api.ts';
import { stationCommand } from '../fixtures/copag-games.ts';
import { tempDir } from './archive-fixtures.ts';

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo'];

function ok<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** A station on a fresh archive file (its own cryptographic shuffles), and the archive to read the truth from. */
function station(name = 'archive.sqlite'): { station: Station; archive: Archive } {
  const archive = openArchive(join(tempDir(), name));
  let n = 0;
  return { archive, station: createStation({ archive, clock: () => new Date(Date.UTC(2026, 10, 26, 20, n++)) }) };
}

/**
 * Plays a Copag game to its end through the station, as the console sends commands: the simulator's
 * choice without the host's random outcomes (the deal's objectives, a mission's recruits), which the
 * station draws. A command the station refuses (a police reveal it takes only from a phone) is skipped.
 */
function playToEnd(s: Station, archive: Archive, players: number, seed: number): { gameId: string; state: GameState } {
  const names = NAMES.slice(0, players);
  const { gameId } = ok(s.request('game.create', { rulesetId: 'copag-mafia', players: names }));
  const pick = seededPick(seed);
  let version = 1;
  for (let i = 0; i < 3000; i++) {
    const state = gameFromLog(archive.readLog(gameId)).state as GameState;
    const chosen = copagMafia.simulator.randomLynch(state, pick);
    if (!chosen) return { gameId, state };
    const result = s.request('game.command', {
      gameId,
      commandId: `c-${i}`,
      expectedVersion: version,
      command: stationCommand(chosen),
    });
    if (result.ok) version = result.value.version;
  }
  throw new Error('the game did not end');
}

describe('copag-mafia in the archive', () => {
  it('a finished game: listed with its winner, the players counted as mafioso or police, won or lost', () => {
    const { station: s, archive } = station();
    const { gameId, state } = playToEnd(s, archive, 6, 3);
    expect(state.phase).toBe('ended');
    const summary = ok(s.request('game.list', {})).find((g) => g.gameId === gameId)!;
    expect(summary).toMatchObject({ rulesetId: 'copag-mafia', winner: state.outcome!.winner });
    expect(summary.finishedAt).not.toBeNull();
    for (const player of state.players) {
      const found = ok(s.request('player.list', { query: player.name })).find((p) => p.name === player.name)!;
      const stats = ok(s.request('player.stats', { playerId: found.playerId }));
      const team = player.role === 'police' ? 'police' : 'mafia';
      const won = team === state.outcome!.winner;
      expect(stats).toMatchObject({ gamesPlayed: 1, gamesFinished: 1, wins: won ? 1 : 0 });
      expect(stats.byTeam).toEqual([{ rulesetId: 'copag-mafia', team, games: 1, wins: won ? 1 : 0 }]);
      expect(stats.byRole.map((r) => [r.rulesetId, r.role, r.games, r.wins])).toEqual([
        ['copag-mafia', player.role, 1, won ? 1 : 0],
      ]);
    }
  });

  it('round-trips through the JSON record: exported, imported into another archive, the same game and log', () => {
    const { station: s, archive } = station('source.sqlite');
    const { gameId } = playToEnd(s, archive, 8, 5);
    const exported = ok(s.request('game.export', { gameId }));
    const { station: other, archive: target } = station('target.sqlite');
    expect(ok(other.request('game.import', { text: exported.text }))).toEqual({
      status: 'imported',
      gameId,
      version: archive.getGame(gameId)!.version,
    });
    expect(target.readLog(gameId)).toEqual(archive.readLog(gameId));
    expect(target.getGame(gameId)).toEqual(archive.getGame(gameId));
    expect(ok(other.request('game.export', { gameId })).text).toBe(exported.text);
  });

  it('prints its protocol: the missions in order, each with its sum, and every objective at the result', () => {
    const { station: s, archive } = station();
    const { gameId, state } = playToEnd(s, archive, 5, 8);
    const protocol = ok(s.request('print.protocol', { gameId }));
    const missions = protocol.periods.flatMap((p) => p.entries).filter((e) => e.kind === 'mission');
    // In the order they left the table (two are open at once, so mission 4 may end before mission 3).
    expect(missions.map((m) => [m.number, m.result, m.sum])).toEqual(
      state.history.map((h) => [h.number, h.result, h.sum]),
    );
    expect(missions.length).toBeGreaterThanOrEqual(4);
    expect(protocol.seats.map((seat) => seat.role)).toEqual(state.players.map((p) => p.role));
  });
});
