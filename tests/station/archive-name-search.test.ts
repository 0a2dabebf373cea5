import { readdirSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../electron/station/archive/archive-api.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { nameKey } from '../../shared/engine/index.ts';
import { dropSchemaV11, dropSchemaV8, insertSimulated1987, rewindArchive, tempDir } from './archive-fixtures.ts';

// Two tables of club names in three scripts; every name sits at its table (six names, six seats).
const TABLE_A = ['Irina Volkova', 'Ирина Петрова', 'Árpád Kovács', 'Zsófia Ölveczky', 'Straße', 'Hugo'];
const TABLE_B = ['Hugo', 'ÉVA NAGY', 'Юлия', 'Anna', 'Annabel', 'Boris'];
let archive: Archive;

beforeAll(() => {
  archive = openArchive(join(tempDir(), 'archive.sqlite'));
  insertSimulated1987(archive, 'ga', TABLE_A, 1, new Date(Date.UTC(2026, 2, 1, 19)));
  insertSimulated1987(archive, 'gb', TABLE_B, 2, new Date(Date.UTC(2026, 2, 2, 19)));
  archive.setNotes('ga', 'Финал весеннего Кубка — Árpád hosted');
  archive.setNotes('gb', 'ÖSSZEJÖVETEL a klubban');
});
afterAll(() => archive.close());

const names = (query: string) =>
  archive
    .listPlayers(query, 50)
    .map((p) => p.name)
    .sort();
const games = (filter: { player?: string; text?: string }) =>
  archive
    .searchGames({ ...filter, limit: 50 })
    .games.map((g) => g.gameId)
    .sort();

describe("finding players by part of a name, in any script's case rules", () => {
  it('the players page search finds a part of a name whatever its case (Latin, Cyrillic, Hungarian accents, ß)', () => {
    expect(names('Iri')).toEqual(['Irina Volkova']);
    expect(names('ИРИ')).toEqual(['Ирина Петрова']);
    expect(names('петр')).toEqual(['Ирина Петрова']);
    expect(names('ÁRP')).toEqual(['Árpád Kovács']);
    expect(names('kovÁCS')).toEqual(['Árpád Kovács']);
    expect(names('ölv')).toEqual(['Zsófia Ölveczky']);
    expect(names('éva')).toEqual(['ÉVA NAGY']);
    expect(names('STRASSE')).toEqual(['Straße']);
    // A name typed with a combining accent (NFD) finds the composed one.
    expect(names('A\u0301rpa\u0301d')).toEqual(['Árpád Kovács']);
  });

  it("the archive's player filter finds the games of every player whose name holds the part typed", () => {
    expect(games({ player: 'Iri' })).toEqual(['ga']);
    expect(games({ player: 'ири' })).toEqual(['ga']);
    expect(games({ player: 'юЛИ' })).toEqual(['gb']);
    expect(games({ player: 'árpád' })).toEqual(['ga']);
    expect(games({ player: 'hug' })).toEqual(['ga', 'gb']);
    expect(games({ player: 'nobody' })).toEqual([]);
  });

  it('a whole name of one identity (as the autocomplete offers it) keeps to that player', () => {
    expect(games({ player: 'Anna' })).toEqual(['gb']);
    expect(games({ player: 'anna' })).toEqual(['gb']);
    // "Ann" is no one's whole name: every Ann… is found.
    expect(games({ player: 'Ann' })).toEqual(['gb']);
  });

  it("the archive's text search folds the notes' case in every script", () => {
    expect(games({ text: 'финал' })).toEqual(['ga']);
    expect(games({ text: 'КУБКА' })).toEqual(['ga']);
    expect(games({ text: 'ÁRPÁD HOSTED' })).toEqual(['ga']);
    expect(games({ text: 'összejövetel' })).toEqual(['gb']);
    expect(games({ text: 'irina' })).toEqual(['ga']);
  });
});

describe('finding a name typed without its accents (tryout 8: «elodie» and «Istvan» found nothing)', () => {
  it('the players page search and the player filter find a Latin name typed without its accents', () => {
    expect(names('arpad')).toEqual(['Árpád Kovács']);
    expect(names('OLVECZ')).toEqual(['Zsófia Ölveczky']);
    expect(names('eva n')).toEqual(['ÉVA NAGY']);
    expect(games({ player: 'kovacs' })).toEqual(['ga']);
    expect(games({ player: 'zsofia' })).toEqual(['ga']);
  });

  it('the text search finds notes and names typed without their accents', () => {
    expect(games({ text: 'osszejovetel' })).toEqual(['gb']);
    expect(games({ text: 'arpad hosted' })).toEqual(['ga']);
    expect(games({ text: 'eva nagy' })).toEqual(['gb']);
  });

  it('finds Russian ё typed as е, and keeps letters of their own: й is not и, nor a Japanese voiced kana its plain one', () => {
    const archiveOf = openArchive(join(tempDir(), 'archive.sqlite'));
    try {
      insertSimulated1987(archiveOf, 'gc', ['Алёна', 'Андрей', 'がくと', 'Hugo', 'Anna', 'Boris'], 4, new Date());
      const found = (query: string) => archiveOf.listPlayers(query, 50).map((p) => p.name);
      expect(found('алена')).toEqual(['Алёна']);
      expect(found('андреи')).toEqual([]);
      expect(found('かくと')).toEqual([]);
      expect(found('がく')).toEqual(['がくと']);
    } finally {
      archiveOf.close();
    }
  });

  it('a whole name typed without its accents is no other identity: Elodie and Élodie stay two players', () => {
    const archiveOf = openArchive(join(tempDir(), 'archive.sqlite'));
    try {
      insertSimulated1987(archiveOf, 'gd', ['Élodie', 'Hugo', 'Anna', 'Boris', 'Clara', 'Denis'], 5, new Date());
      insertSimulated1987(archiveOf, 'ge', ['Elodie', 'Hugo', 'Anna', 'Boris', 'Clara', 'Denis'], 6, new Date());
      const ids = (player: string) =>
        archiveOf
          .searchGames({ player, limit: 10 })
          .games.map((g) => g.gameId)
          .sort();
      expect(ids('Élodie')).toEqual(['gd']);
      expect(ids('Elodie')).toEqual(['ge']);
      expect(ids('elod')).toEqual(['gd', 'ge']);
    } finally {
      archiveOf.close();
    }
  });
});

/**
 * A game 'old' with this note, in a file taken back to schema `version` by `rewind` as an older build left it, then
 * opened by this build, which migrates it: `check` reads the migrated archive. Returns the backups the migration left.
 */
function migratedNote(
  note: string,
  version: number,
  rewind: (raw: Database.Database) => void,
  check: (migrated: Archive) => void,
): string[] {
  const file = join(tempDir(), 'archive.sqlite');
  const old = openArchive(file);
  insertSimulated1987(old, 'old', TABLE_A, 3, new Date(Date.UTC(2026, 1, 1, 19)));
  old.setNotes('old', note);
  old.close();
  rewindArchive(file, version, rewind);
  const migrated = openArchive(file);
  try {
    check(migrated);
    expect(migrated.getGame('old')?.notes).toBe(note);
  } finally {
    migrated.close();
  }
  return readdirSync(dirname(file)).filter((name) => name.includes(`.backup-v${version}-`));
}

const foundIn = (searched: Archive, text: string) =>
  searched.searchGames({ text, limit: 5 }).games.map((g) => g.gameId);

describe('schema v6 on an archive that already holds notes', () => {
  it('backs the file up and folds the notes of every game, so an old note is found in any case', () => {
    // The file as a version-5 build left it: notes, and no folded copy…
    const backups = migratedNote(
      'Финал — ZSÓFIA won',
      5,
      (raw) => {
        raw.exec('ALTER TABLE games DROP COLUMN notes_key');
        // …and without what later versions added (v7: a player's gender).
        raw.exec('ALTER TABLE players DROP COLUMN gender');
        dropSchemaV8(raw);
      },
      (migrated) => {
        expect(foundIn(migrated, 'финал')).toEqual(['old']);
        expect(foundIn(migrated, 'zsófia WON')).toEqual(['old']);
      },
    );
    expect(backups).toHaveLength(1);
  });
});

describe('schema v10 on an archive whose notes were folded by case only', () => {
  it('backs the file up and folds the notes without their accents, so an old note is found typed without them', () => {
    const note = 'Soirée d’Élodie — Árpád won';
    // The file as a version-9 build left it: the notes' key folded by case only.
    const backups = migratedNote(
      note,
      9,
      (raw) => {
        raw.prepare('UPDATE games SET notes_key = ? WHERE game_id = ?').run(nameKey(note), 'old');
        // …and without what v11 added (whether a game was dealt).
        dropSchemaV11(raw);
      },
      (migrated) => {
        expect(foundIn(migrated, 'elodie')).toEqual(['old']);
        expect(foundIn(migrated, 'ARPAD WON')).toEqual(['old']);
        expect(foundIn(migrated, 'soirée')).toEqual(['old']);
      },
    );
    expect(backups).toHaveLength(1);
  });
});
