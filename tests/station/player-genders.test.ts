/**
 * Issue 12 §3 "Every player is he": the player record carries an optional gender (schema v7), the players
 * page sets it, the new-game roster's genders go to the records and into the game's setup, and a game set
 * up without them (a rematch, a tournament table) reads the records' own; the views carry them to the texts.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { setupOf, type ModeratorView } from '../../shared/engine/index.ts';
import { dropSchemaV8, insertSimulated1987, rewindArchive, tempDir } from './archive-fixtures.ts';
import { freshStation } from './helpers.ts';

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo'];

describe("schema v7: a player's gender", () => {
  it('migrates a version-6 archive: its players keep their games and have no gender until one is set', () => {
    const file = join(tempDir(), 'archive.sqlite');
    const old = openArchive(file);
    insertSimulated1987(old, 'old', NAMES.slice(0, 6), 3, new Date(Date.UTC(2026, 1, 1, 19)));
    old.close();
    // The file as a version-6 build left it: no gender column.
    rewindArchive(file, 6, (raw) => {
      raw.exec('ALTER TABLE players DROP COLUMN gender');
      dropSchemaV8(raw);
    });

    const migrated = openArchive(file);
    try {
      const anna = migrated.listPlayers('Anna', 5)[0]!;
      expect(anna).toMatchObject({ name: 'Anna', gamesPlayed: 1, gender: null });
      expect(migrated.setPlayerGender(anna.playerId, 'female')).toMatchObject({ name: 'Anna', gender: 'female' });
      expect(migrated.gendersOfNames(['Anna', 'Boris', 'Nobody'])).toEqual(['female', null, null]);
      expect(migrated.setPlayerGender(anna.playerId, null)?.gender).toBeNull();
      expect(migrated.setPlayerGender(9999, 'male')).toBeNull();
    } finally {
      migrated.close();
    }
    expect(readdirSync(dirname(file)).filter((name) => name.includes('.backup-v6-'))).toHaveLength(1);
    // The column refuses anything but the two genders.
    const check = new Database(file);
    expect(() => check.prepare("UPDATE players SET gender = 'other' WHERE name = 'Boris'").run()).toThrow(/CHECK/);
    check.close();
  });
});

describe('the gender from the record to the game', () => {
  it("the roster's genders go into the setup, the records and both views; a rematch reads them back from the records", async () => {
    const { station, archive } = freshStation();
    const genders = ['female', 'male', null, 'male', 'female', null, 'female', 'male'] as const;
    const created = station.request('game.create', {
      rulesetId: 'davidoff-1987',
      players: NAMES,
      genders: [...genders],
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const view = station.currentModeratorView() as ModeratorView;
    expect(view.genders).toEqual(genders);
    expect(station.currentPublicView()?.genders).toEqual(genders);
    expect(setupOf({ log: archive.readLog(created.value.gameId), state: null as never, version: 1 }).genders).toEqual(
      genders,
    );
    expect(archive.gendersOfNames(NAMES)).toEqual(genders);
    const clara = archive.listPlayers('Clara', 1)[0]!;
    expect(station.request('player.set-gender', { playerId: clara.playerId, gender: 'female' })).toMatchObject({
      ok: true,
      value: { gender: 'female' },
    });
    const again = station.request('game.rematch', { gameId: created.value.gameId, reseat: true });
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    const rematch = station.currentModeratorView() as ModeratorView & { players: { seat: number; name: string }[] };
    // Seats drawn again: each gender still sits with its name, Clara's from her record now.
    const wanted = new Map<string, string | null>(NAMES.map((n, i) => [n, genders[i]!]));
    wanted.set('Clara', 'female');
    expect(rematch.players.map((p) => rematch.genders[p.seat - 1])).toEqual(
      rematch.players.map((p) => wanted.get(p.name)),
    );
  });

  it('refuses genders that do not match the names, and a table without genders records none', () => {
    const { station } = freshStation();
    const wrong = station.request('game.create', { rulesetId: 'davidoff-1987', players: NAMES, genders: ['female'] });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'rule', code: 'setup.genders-mismatch' } });
    expect(station.request('game.create', { rulesetId: 'davidoff-1987', players: NAMES })).toMatchObject({ ok: true });
    expect((station.currentModeratorView() as ModeratorView).genders).toEqual(NAMES.map(() => null));
  });
});
