import type Database from 'better-sqlite3';
import { ARCHIVE_APPLICATION_ID } from './archive-identity.ts';
import { SCHEMA_V1 } from './schema-v1.ts';
import { SCHEMA_V2 } from './schema-v2.ts';
import { SCHEMA_V3 } from './schema-v3.ts';
import { SCHEMA_V4 } from './schema-v4.ts';
import { SCHEMA_V5 } from './schema-v5.ts';
import { SCHEMA_V6 } from './schema-v6.ts';
import { SCHEMA_V7 } from './schema-v7.ts';
import { SCHEMA_V8 } from './schema-v8.ts';
import { SCHEMA_V9 } from './schema-v9.ts';
import { SCHEMA_V11 } from './schema-v11.ts';
import { SCHEMA_V12 } from './schema-v12.ts';
import { backfillDealt } from './dealt-store.ts';
import { nameKey } from '../../../shared/engine/index.ts';
import { backfillSeatFacts } from './seat-facts-store.ts';
import { searchFold } from '../../../shared/engine/names.ts';
import { backfillTableJudges } from './tournament-store.ts';

/** One step of the schema's history: `up` turns a file at the version before into this one. */
export interface Migration {
  /** The user_version the file has once this migration is applied (its index + 1). */
  version: number;
  /** What it does, for logs and error messages. */
  name: string;
  /** Runs inside the migration's transaction; must not commit, and must not need foreign_keys off. */
  up(db: Database.Database): void;
}

/** The archive's migrations, oldest first. Append new ones; never edit or reorder a released one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'games, players, commands and append-only events',
    up(db) {
      db.exec(SCHEMA_V1);
      // Claimed in the same transaction as the schema: a file is never ours but half-built.
      db.pragma(`application_id = ${ARCHIVE_APPLICATION_ID}`);
    },
  },
  {
    version: 2,
    name: 'notes per game; games played and last game per player',
    up(db) {
      db.exec(SCHEMA_V2);
    },
  },
  {
    version: 3,
    name: 'seat facts of finished games, player aliases, search indexes',
    up(db) {
      db.exec(SCHEMA_V3);
      backfillSeatFacts(db);
    },
  },
  {
    version: 4,
    name: 'tournaments: participants, seating, games by round and table, awards, best moves',
    up(db) {
      db.exec(SCHEMA_V4);
    },
  },
  {
    version: 5,
    name: "a player's games from one index (ruleset and creation time on game_players); search newest first",
    up(db) {
      db.exec(SCHEMA_V5);
    },
  },
  {
    version: 6,
    name: "the notes' search key, folded in every script's case rules",
    up(db) {
      db.exec(SCHEMA_V6);
      const setKey = db.prepare<[string, string]>('UPDATE games SET notes_key = ? WHERE game_id = ?');
      for (const row of db
        .prepare<[], { game_id: string; notes: string }>("SELECT game_id, notes FROM games WHERE notes <> ''")
        .all()) {
        setKey.run(nameKey(row.notes), row.game_id);
      }
    },
  },
  {
    version: 7,
    name: "a player's optional gender, for the gendered words of the texts",
    up(db) {
      db.exec(SCHEMA_V7);
    },
  },
  {
    version: 8,
    name: "a tournament's seating constraints and late entries; a tournament game's worst move, surrender and technical defeat",
    up(db) {
      db.exec(SCHEMA_V8);
    },
  },
  {
    version: 9,
    name: "the judge of each table of a tournament's seating, as it was seated",
    up(db) {
      db.exec(SCHEMA_V9);
      // The seatings made before showed the judges the current list gives them in turn: those are kept.
      backfillTableJudges(db);
    },
  },
  {
    version: 10,
    name: "the notes' search key without a Latin letter's accents, as a search is typed (tryout 8)",
    up(db) {
      // notes_key serves the text search only: folded further here (searchFold, shared/engine/names.ts), it is read as it is stored,
      // where folding it in each search would cost a call per game.
      const setKey = db.prepare<[string, string]>('UPDATE games SET notes_key = ? WHERE game_id = ?');
      for (const row of db
        .prepare<[], { game_id: string; notes_key: string }>(
          "SELECT game_id, notes_key FROM games WHERE notes_key <> ''",
        )
        .all()) {
        setKey.run(searchFold(row.notes_key), row.game_id);
      }
    },
  },
  {
    version: 11,
    name: 'games played count dealt games only: a game opened and never dealt is no game played (tryout 12)',
    up(db) {
      db.exec(SCHEMA_V11);
      backfillDealt(db);
    },
  },
  {
    version: 12,
    name: "an unfinished game can be set aside: off the start page's list, kept whole in the archive",
    up(db) {
      db.exec(SCHEMA_V12);
    },
  },
];

/** The schema version this build writes and reads: the user_version of a fully migrated archive. */
export const SCHEMA_VERSION = MIGRATIONS.length;
