/**
 * Tryout 12: a game opened and never dealt (G at a result, then the club went home) counted as a game played by
 * everyone at the table, on the players page ("Games", "Last played") and in the statistics CSV ("Games played").
 * A game counts once it is dealt; an undo of the deal takes that back; an archive written before reads so too.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { isDealt } from '../../electron/station/archive/game-dealt.ts';
import { createStation, type Station } from '../../electron/station/index.ts';
import { applyStep, createGame, decideStep, RULESET_LIST, type GameSetup } from '../../shared/engine/index.ts';
import { seededPick } from '../../shared/engine/pick.ts';
import { dropSchemaV11, insertSimulated1987, newGame, rewindArchive, tempDir } from './archive-fixtures.ts';
import { fixedRandom, ok, playHonestWin } from './helpers.ts';

const SIX = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor'];

function station(): { station: Station; file: string } {
  const file = join(tempDir(), 'archive.sqlite');
  let n = 0;
  const clock = () => new Date(Date.UTC(2026, 10, 22, 20, n++));
  return { station: createStation({ archive: openArchive(file), random: fixedRandom(), clock }), file };
}

const annaOf = (s: Station) => ok(s.request('player.list', { query: 'Anna' })).find((p) => p.name === 'Anna')!;
const statsOf = (s: Station) => ok(s.request('player.stats', { playerId: annaOf(s).playerId }));

describe('a game counts as played once it is dealt', () => {
  it('a rematch opened at the result and never dealt adds no game and moves no "last played"', () => {
    const { station: s } = station();
    const { gameId } = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SIX }));
    playHonestWin(s, gameId);
    const before = annaOf(s);
    expect(before.gamesPlayed).toBe(1);
    // G at the result: the next game with the same table, then the club goes home.
    ok(s.request('game.rematch', { gameId, reseat: false }));
    ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SIX }));
    expect(annaOf(s)).toEqual(before);
    expect(statsOf(s)).toMatchObject({ gamesPlayed: 1, gamesFinished: 1 });
    expect(ok(s.request('game.list', {}))).toHaveLength(3);
  });

  it('the deal counts the game for every seat, and an undo of the deal takes it back', () => {
    const { station: s } = station();
    const { gameId } = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SIX }));
    expect(annaOf(s)).toMatchObject({ gamesPlayed: 0, lastPlayed: null });
    ok(s.request('game.command', { gameId, commandId: 'deal', expectedVersion: 1, command: { type: 'deal' } }));
    const created = ok(s.request('game.summary', { gameId })).createdAt;
    expect(annaOf(s)).toMatchObject({ gamesPlayed: 1, lastPlayed: created });
    expect(statsOf(s)).toMatchObject({ gamesPlayed: 1, gamesFinished: 0 });
    ok(s.request('game.command', { gameId, commandId: 'undo', expectedVersion: 2, command: { type: 'undo' } }));
    expect(annaOf(s)).toMatchObject({ gamesPlayed: 0, lastPlayed: null });
    expect(statsOf(s)).toMatchObject({ gamesPlayed: 0 });
  });

  it('an archive written before (v10, every game counted at creation) counts its dealt games only once opened', () => {
    const file = join(tempDir(), 'archive.sqlite');
    const old = openArchive(file);
    insertSimulated1987(old, 'played', SIX, 3, new Date(Date.UTC(2026, 1, 1, 19)));
    old.createGame(newGame('opened', new Date(Date.UTC(2026, 1, 2, 19)).toISOString(), [...SIX, 'Gita']));
    old.close();
    // As a v10 build left it: no flag, and each player counted for every game he sat in, the undealt one included.
    rewindArchive(file, 10, (raw) => {
      dropSchemaV11(raw);
      raw.exec(`UPDATE players SET
        games_played = (SELECT count(*) FROM game_players gp WHERE gp.player_id = players.player_id),
        last_played = (SELECT max(gp.created_at) FROM game_players gp WHERE gp.player_id = players.player_id)`);
    });
    const raw = new Database(file, { readonly: true });
    expect(raw.prepare("SELECT games_played FROM players WHERE name = 'Anna'").pluck().get()).toBe(2);
    raw.close();
    const migrated = openArchive(file);
    try {
      const anna = migrated.listPlayers('Anna', 1)[0]!;
      expect(anna).toMatchObject({ gamesPlayed: 1, lastPlayed: '2026-02-01T19:00:00.000Z' });
      expect(migrated.playerStats(anna.playerId)).toMatchObject({ gamesPlayed: 1, gamesFinished: 1 });
      expect(migrated.listPlayers('Gita', 1)[0]).toMatchObject({ gamesPlayed: 0, lastPlayed: null });
      expect(migrated.listGames().map((g) => g.gameId)).toEqual(['opened', 'played']);
    } finally {
      migrated.close();
    }
  });

  it.each(RULESET_LIST.map((r) => [r.id, r] as const))(
    '%s: a new game is not dealt, its deal makes it dealt, and it stays dealt to its end',
    (_id, ruleset) => {
      const pick = seededPick(7);
      const players = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'].slice(0, Math.max(ruleset.minPlayers, 6));
      const setup = { rulesetId: ruleset.id, players, options: ruleset.defaultOptions(players.length) } as GameSetup;
      let game = ok(createGame(setup));
      expect(isDealt(game.state)).toBe(false);
      const dealtBy: string[] = [];
      for (let i = 0; i < 5000; i++) {
        const command = ruleset.simulator.random(game.state as never, pick);
        if (!command) break;
        const wasDealt = isDealt(game.state);
        game = applyStep(game, ok(decideStep(game, command as never)));
        if (!wasDealt && isDealt(game.state)) dealtBy.push(command.type);
        // Once dealt, a game stays dealt (this simulation undoes nothing).
        if (wasDealt) expect(isDealt(game.state)).toBe(true);
      }
      expect(game.state.outcome).not.toBeNull();
      expect(dealtBy).toHaveLength(1);
      expect(dealtBy[0]).toMatch(/deal/);
    },
  );
});
