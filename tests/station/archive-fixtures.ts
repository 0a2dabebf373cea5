// Shared fixtures of the archive tests: temp folders, file fingerprints and real event shapes.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Archive, NewGameRecord, StepRecord } from '../../electron/station/archive/archive-api.ts';
import type { GameSetup, LoggedEvent } from '../../shared/engine/index.ts';
import { simulatedGame } from '../../scripts/archive/simulated-games.ts';

/** A fresh temp folder for one test's files. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'mafia-archive-'));
}

/** The sha256 of a file's bytes. */
export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Which SQLite side files (-wal, -shm, -journal) exist next to a database file. */
export function sideFiles(file: string): string[] {
  return ['-wal', '-shm', '-journal'].filter((suffix) => existsSync(file + suffix));
}

/** Seven players, in seat order. */
export const PLAYERS = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita'];

/** A davidoff-1987 setup for a table of players. */
export function setupFor(players: string[] = PLAYERS): GameSetup {
  return { rulesetId: 'davidoff-1987', players, options: { mafiaCount: 2, majorityBasis: 'entitled' } };
}

/** The record of a new game, as the station writes it. */
export function newGame(gameId: string, at: string, players: string[] = PLAYERS): NewGameRecord {
  const setup = setupFor(players);
  return {
    gameId,
    rulesetId: setup.rulesetId,
    options: setup.options,
    players,
    commandId: `${gameId}-create`,
    events: [{ type: 'game-created', setup } as LoggedEvent],
    at,
  };
}

/** The events of the steps after creation, in the shapes the 1987 engine produces. */
export const LATER_STEPS: LoggedEvent[][] = [
  [{ type: 'roles-dealt', roles: ['honest', 'mafia', 'honest', 'honest', 'mafia', 'honest', 'honest'] }],
  [{ type: 'sunrise-ended' }],
  [{ type: 'accusation-made', accuser: 1, accused: 2 }],
  [
    { type: 'vote-resolved', yes: 5, no: 2, voters: [1, 3, 4, 6, 7], needed: 4, passed: true },
    { type: 'player-eliminated', seat: 2, cause: 'executed' },
    { type: 'night-fell' },
  ],
  [{ type: 'steps-undone', steps: [4] }],
  [{ type: 'steps-redone', steps: [4] }],
];

/** The record of step `step` of a game (still unfinished). */
export function stepOf(gameId: string, step: number, events: LoggedEvent[], at: string): StepRecord {
  return {
    gameId,
    commandId: `${gameId}-c${step}`,
    step,
    events,
    at,
    // Dealt: the fixture's later steps follow its deal (LATER_STEPS).
    summary: { finishedAt: null, winner: null, scores: null, dealt: true },
  };
}

/** An ISO time `minutes` after a fixed evening. */
export function minute(minutes: number): string {
  return new Date(Date.UTC(2026, 10, 22, 20, minutes)).toISOString();
}

/** Takes schema v12's addition out of a raw archive, as a version-11 build left it. */
export function dropSchemaV12(raw: Database.Database): void {
  raw.exec('ALTER TABLE games DROP COLUMN set_aside_at');
}

/** Takes schema v11's addition out of a raw archive, as a version-10 build left it: no seat knows if its game was dealt. */
export function dropSchemaV11(raw: Database.Database): void {
  dropSchemaV12(raw);
  raw.exec(`DROP INDEX game_players_by_player; ALTER TABLE game_players DROP COLUMN dealt;
    CREATE INDEX game_players_by_player ON game_players (player_id, created_at, game_id, ruleset_id, role, team, won, remarks, removed);`);
}

/** Takes schema v9's addition (and v11's) out of a raw archive, as a version-8 build left it. */
export function dropSchemaV9(raw: Database.Database): void {
  dropSchemaV11(raw);
  raw.exec('DROP TABLE tournament_table_judges');
}

/** Takes schema v8's additions (and v9's) out of a raw archive, as a version-7 build left it (for the older migrations' tests). */
export function dropSchemaV8(raw: Database.Database): void {
  dropSchemaV9(raw);
  raw.exec(`DROP TABLE tournament_game_verdicts; DROP TABLE tournament_absences; DROP TABLE tournament_judge_conflicts;
    DROP TABLE tournament_judges; DROP TABLE tournament_separate; ALTER TABLE tournament_players DROP COLUMN joined_round;`);
}

/** Writes a whole simulated 1987 game of these six players (seed `seed`) into the archive, created at `createdAt`. */
export function insertSimulated1987(
  archive: Pick<Archive, 'insertWholeGame'>,
  gameId: string,
  names: string[],
  seed: number,
  createdAt: Date,
): void {
  archive.insertWholeGame(simulatedGame({ gameId, rulesetId: 'davidoff-1987', names, size: 6, seed, createdAt }));
}

/**
 * Takes the archive at `file` back to schema `version`, as an older build left it: `rewind` takes out what later
 * versions added (dropSchemaV8, dropSchemaV9, a column), then the file says it is at `version`.
 */
export function rewindArchive(file: string, version: number, rewind: (raw: Database.Database) => void): void {
  const raw = new Database(file);
  rewind(raw);
  raw.pragma(`user_version = ${version}`);
  raw.close();
}
