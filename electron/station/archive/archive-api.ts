import type { LogEntry, LoggedEvent, PlayerGender } from '../../../shared/engine/index.ts';
import type { GameSearchPage, GameSummary, PlayerListEntry, PlayerStats } from '../../../shared/contract/index.ts';
import type { GameSearchFilters } from './game-search.ts';
import type { MergeRefusal, RenameRefusal } from './players-store.ts';
import type { Tournaments } from './tournament-archive.ts';
import type { ArchivedGameFacts } from '../../../shared/ratings/index.ts';
import type { TournamentDetail } from '../../../shared/contract/index.ts';
import type { ImportedTournament, ImportRefusal } from './tournament-import-store.ts';
import type { StepInfo, WholeGameRecord } from './whole-game-record.ts';

/** A new game's row and its first step (game-created), written together. */
export interface NewGameRecord {
  gameId: string;
  rulesetId: string;
  /** The ruleset options, stored as JSON. */
  options: unknown;
  /** Player names in seat order (index 0 is seat 1). */
  players: string[];
  /** Genders the new-game roster gave (seat order): each one set is written to its player's record; null leaves the record as it is. */
  genders?: (PlayerGender | null)[];
  /** The id of the command that created the game (a repeat is applied once). */
  commandId: string;
  /** The events of step 0. */
  events: LoggedEvent[];
  /** ISO 8601 time the host recorded. */
  at: string;
  /** The tournament round and table this game is played at, if any (one game per table and round). */
  tournament?: { tournamentId: string; round: number; table: number };
}

/**
 * One step (one moderator command) to append, with the game's summary as it stands after it: its result, and
 * whether it is dealt (game-dealt.ts: only a dealt game counts as a game its players played).
 */
export interface StepRecord {
  gameId: string;
  commandId: string;
  /** The step number: the game's version before this command. Must be exactly the next step. */
  step: number;
  events: LoggedEvent[];
  at: string;
  summary: { finishedAt: string | null; winner: string | null; scores: number[] | null; dealt: boolean };
}

/** What the archive holds of a game beyond its summary (for export): its options and its steps. */
export interface GameDetail {
  /** The ruleset options, as stored. */
  options: unknown;
  /** Every step in order, with the command id it was applied as. */
  steps: StepInfo[];
}

/** Why an archive file was refused. The file is never modified when this is thrown. */
export type ArchiveOpenErrorCode = 'not-ours' | 'corrupt' | 'newer-version' | 'unreadable';

/** Thrown by openArchive for a file that is not ours, is corrupt, or comes from a newer version. */
export class ArchiveOpenError extends Error {
  readonly code: ArchiveOpenErrorCode;
  constructor(code: ArchiveOpenErrorCode, message: string) {
    super(message);
    this.name = 'ArchiveOpenError';
    this.code = code;
  }
}

/** Thrown by appendStep when the step is not the next one of the game (a concurrent writer). */
export class ArchiveConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveConflictError';
  }
}

/** The SQLite archive: games, their append-only event logs, and the command ids already applied. */
export interface Archive {
  /** The file path it was opened from. */
  readonly file: string;
  /** Creates the game row and appends step 0, in one transaction. */
  createGame(record: NewGameRecord): void;
  /** Appends one step's events and updates the game's summary, in one transaction (durable on return). */
  appendStep(record: StepRecord): void;
  /**
   * Appends several consecutive steps in one transaction (a correction: its rewind, the corrected step
   * and the later steps replayed): all of them, or none if any is refused.
   */
  appendSteps(records: StepRecord[]): void;
  /** The step a command id was applied as in a game, or null if it never was. */
  findCommand(gameId: string, commandId: string): { step: number } | null;
  /** The whole log of a game, in order (undone steps included). Empty for an unknown game. */
  readLog(gameId: string): LogEntry[];
  /** One game's summary, or null. */
  getGame(gameId: string): GameSummary | null;
  /** Every game, most recently updated first. */
  listGames(): GameSummary[];
  /** The games of a ruleset begun at exactly this time (ISO 8601), by the index; an import's same game is among them. */
  gamesBegunAt(rulesetId: string, createdAt: string): GameSummary[];
  /** Games not finished, most recently updated first (offered for resume at start). */
  unfinishedGames(): GameSummary[];
  /** The backup written before the migration run when this archive was opened, or null if none was needed. */
  readonly lastMigrationBackup: string | null;
  /** A game's options and its steps' command ids and times, or null for an unknown game. */
  readGameDetail(gameId: string): GameDetail | null;
  /** One page of the games matching every filter given, newest first (by creation time, then game id), with the total. */
  searchGames(filters: GameSearchFilters): GameSearchPage;
  /** Replaces a game's notes; the summary after the change, or null for an unknown game (nothing changes). */
  setNotes(gameId: string, notes: string): GameSummary | null;
  /**
   * Sets an unfinished game aside (`at`: when) or takes it back (null); the summary after, or null for an unknown or
   * finished game (nothing changes).
   */
  setAside(gameId: string, at: string | null): GameSummary | null;
  /**
   * Players whose normalised name (nameKey) starts with or contains `query` (every player for a blank one):
   * prefix matches first, then the most recently played, at most `limit`.
   */
  listPlayers(query: string, limit: number): PlayerListEntry[];
  /**
   * Renames a player identity to a clean name (the caller checks the name rules). A name that is, or was,
   * another identity's is refused (merge them instead); nothing changes on a refusal.
   */
  renamePlayer(playerId: number, name: string): PlayerListEntry | RenameRefusal;
  /** Sets or clears a player's gender; the entry after the change, or null for an unknown id. */
  setPlayerGender(playerId: number, gender: PlayerGender | null): PlayerListEntry | null;
  /** The genders the records of these (clean) names carry, in order; null for none set or a name not yet known. */
  gendersOfNames(names: string[]): (PlayerGender | null)[];
  /** Moves everything of `mergeId` to `keepId`; refused for an unknown id or two players of one game. */
  mergePlayers(keepId: number, mergeId: number): PlayerListEntry | MergeRefusal;
  /** A player's games, wins by team and role, remarks, removals and results over time; null if unknown. */
  playerStats(playerId: number): PlayerStats | null;
  /** The tournaments kept in this archive. */
  readonly tournaments: Tournaments;
  /**
   * Writes a tournament read from a file with all its games, in one transaction: the tournament, or a refusal
   * in plain words (a game id already there, a player twice) with nothing written.
   */
  importTournament(
    record: ImportedTournament,
  ): { ok: true; value: TournamentDetail } | { ok: false; refusal: ImportRefusal };
  /** Every finished game with its seats' players and teams, in the order the games ended (for the rating). */
  ratedGames(): ArchivedGameFacts[];
  /** Inserts a whole game (row, players, commands, events) in one transaction; a game id already there is a conflict. */
  insertWholeGame(record: WholeGameRecord): void;
  /** Inserts several whole games in one transaction: all of them, or none if any is refused. */
  insertWholeGames(records: WholeGameRecord[]): void;
  /**
   * Copies the whole archive to a new database file with SQLite's online backup, while the archive stays
   * usable. Writes made through this archive during the copy are carried into it.
   */
  backupTo(destinationFile: string): Promise<void>;
  close(): void;
}
