import type Database from 'better-sqlite3';
import type {
  GameSearchPage,
  GameSummary,
  PlayerListEntry,
  PlayerStats,
  TournamentDetail,
} from '../../../shared/contract/index.ts';
import { nameKey, type LogEntry, type LoggedEvent, type PlayerGender } from '../../../shared/engine/index.ts';
import {
  ArchiveConflictError,
  type Archive,
  type GameDetail,
  type NewGameRecord,
  type StepRecord,
} from './archive-api.ts';
import type { WholeGameRecord } from './whole-game-record.ts';
import {
  mergePlayers,
  playerIdFor,
  playerStats,
  preparePlayerStatements,
  renamePlayer,
  setPlayerGender,
  genderOfName,
  type MergeRefusal,
  type PlayerStatements,
  type RenameRefusal,
} from './players-store.ts';
import { ratedGameFacts } from './rating-facts.ts';
import {
  TournamentImportRefused,
  type ImportRefusal,
  writeImportedTournament,
  type ImportedTournament,
} from './tournament-import-store.ts';
import type { ArchivedGameFacts } from '../../../shared/ratings/index.ts';
import { prepareRecordStatements, type RecordStatements } from './record-statements.ts';
import { prepareSeatFactStatements, refreshSeatFacts, type SeatFactStatements } from './seat-facts-store.ts';
import { summaryOf } from './game-summary.ts';
import { markDealt, prepareDealtStatements, type DealtStatements } from './dealt-store.ts';
import { dealtOfLog } from './game-dealt.ts';
import { GameSearch, type GameSearchFilters } from './game-search.ts';
import { prepareStatements, type Statements } from './statements.ts';
import { searchFold } from '../../../shared/engine/names.ts';
import { registerSearchFold } from './search-fold.ts';
import { TournamentArchive } from './tournament-archive.ts';
import { prepareTournamentStatements, type TournamentStatements } from './tournament-store.ts';
import {
  carryJudgedDefeat,
  judgedDefeatOf,
  prepareJudgedVerdictStatements,
  type JudgedVerdictStatements,
} from './judged-verdict.ts';

/** The connection settings an archive runs with, as SQLite reports them (for diagnostics and tests). */
export interface ConnectionSettings {
  journalMode: string;
  synchronous: number;
  foreignKeys: number;
  trustedSchema: number;
  busyTimeout: number;
  applicationId: number;
  userVersion: number;
}

/** The Archive over one open, configured and migrated better-sqlite3 connection. */
export class SqliteArchive implements Archive {
  readonly file: string;
  readonly lastMigrationBackup: string | null;
  private readonly db: Database.Database;
  private readonly sql: Statements;
  private readonly recordSql: RecordStatements;
  private readonly playerSql: PlayerStatements;
  private readonly factSql: SeatFactStatements;
  private readonly dealtSql: DealtStatements;
  private readonly gameSearch: GameSearch;
  private readonly tournamentSql: TournamentStatements;
  private readonly judgedSql: JudgedVerdictStatements;
  readonly tournaments: TournamentArchive;
  private readonly createTransaction: (record: NewGameRecord) => void;
  private readonly appendTransaction: (record: StepRecord) => void;
  private readonly appendManyTransaction: (records: StepRecord[]) => void;
  private readonly wholeGameTransaction: (record: WholeGameRecord) => void;

  constructor(db: Database.Database, file: string, lastMigrationBackup: string | null = null) {
    this.db = db;
    this.file = file;
    this.lastMigrationBackup = lastMigrationBackup;
    registerSearchFold(db);
    this.sql = prepareStatements(db);
    this.recordSql = prepareRecordStatements(db);
    this.playerSql = preparePlayerStatements(db);
    this.factSql = prepareSeatFactStatements(db);
    this.dealtSql = prepareDealtStatements(db);
    this.gameSearch = new GameSearch(db);
    this.tournamentSql = prepareTournamentStatements(db);
    this.judgedSql = prepareJudgedVerdictStatements(db);
    this.tournaments = new TournamentArchive(db, this.tournamentSql, this.playerSql);
    // IMMEDIATE takes the write lock before the first read, so the version check and the writes
    // see the same state (a deferred transaction could fail to upgrade under another writer).
    const create = db.transaction((record: NewGameRecord) => this.writeGame(record));
    const append = db.transaction((record: StepRecord) => this.writeStep(record));
    this.createTransaction = (record) => create.immediate(record);
    this.appendTransaction = (record) => append.immediate(record);
    const appendMany = db.transaction((records: StepRecord[]) => records.forEach((record) => this.writeStep(record)));
    this.appendManyTransaction = (records) => appendMany.immediate(records);
    const whole = db.transaction((record: WholeGameRecord) => this.writeWholeGame(record));
    this.wholeGameTransaction = (record) => whole.immediate(record);
  }

  createGame(record: NewGameRecord): void {
    this.createTransaction(record);
  }

  appendStep(record: StepRecord): void {
    this.appendTransaction(record);
  }

  appendSteps(records: StepRecord[]): void {
    this.appendManyTransaction(records);
  }

  findCommand(gameId: string, commandId: string): { step: number } | null {
    const step = this.sql.commandStep.get(gameId, commandId);
    return step === undefined ? null : { step };
  }

  readLog(gameId: string): LogEntry[] {
    return this.sql.readLog
      .all(gameId)
      .map((row) => ({ step: row.step, event: JSON.parse(row.payload_json) as LoggedEvent }));
  }

  getGame(gameId: string): GameSummary | null {
    const row = this.sql.getGame.get(gameId);
    return row ? summaryOf(row) : null;
  }

  listGames(): GameSummary[] {
    return this.sql.listGames.all().map(summaryOf);
  }

  gamesBegunAt(rulesetId: string, createdAt: string): GameSummary[] {
    return this.sql.gamesBegunAt.all(rulesetId, createdAt).map(summaryOf);
  }

  unfinishedGames(): GameSummary[] {
    return this.sql.unfinishedGames.all().map(summaryOf);
  }

  readGameDetail(gameId: string): GameDetail | null {
    // One read transaction, so the options and the steps come from the same snapshot.
    return this.db.transaction(() => {
      const optionsJson = this.recordSql.optionsJson.get(gameId);
      if (optionsJson === undefined) return null;
      const steps = this.recordSql.steps
        .all(gameId)
        .map((row) => ({ step: row.step, commandId: row.command_id, at: row.recorded_at }));
      return { options: JSON.parse(optionsJson) as unknown, steps };
    })();
  }

  searchGames(filters: GameSearchFilters): GameSearchPage {
    return this.gameSearch.search(filters);
  }

  setNotes(gameId: string, notes: string): GameSummary | null {
    const changed = this.sql.setNotes.run(notes, searchFold(nameKey(notes)), gameId).changes;
    return changed === 0 ? null : this.getGame(gameId);
  }

  setAside(gameId: string, at: string | null): GameSummary | null {
    const changed = this.sql.setAside.run(at, gameId).changes;
    return changed === 0 ? null : this.getGame(gameId);
  }

  listPlayers(query: string, limit: number): PlayerListEntry[] {
    const key = searchFold(nameKey(query.trim()));
    return this.sql.listPlayers.all({ key, limit }).map((row) => ({
      playerId: row.player_id,
      name: row.name,
      gamesPlayed: row.games_played,
      lastPlayed: row.last_played,
      gender: row.gender,
    }));
  }

  renamePlayer(playerId: number, name: string): PlayerListEntry | RenameRefusal {
    return this.db.transaction(() => renamePlayer(this.playerSql, playerId, name)).immediate();
  }

  setPlayerGender(playerId: number, gender: PlayerGender | null): PlayerListEntry | null {
    return this.db.transaction(() => setPlayerGender(this.playerSql, playerId, gender)).immediate();
  }

  gendersOfNames(names: string[]): (PlayerGender | null)[] {
    return names.map((name) => genderOfName(this.playerSql, name));
  }

  mergePlayers(keepId: number, mergeId: number): PlayerListEntry | MergeRefusal {
    return this.db.transaction(() => mergePlayers(this.playerSql, keepId, mergeId)).immediate();
  }

  playerStats(playerId: number): PlayerStats | null {
    return this.db.transaction(() => playerStats(this.playerSql, playerId))();
  }

  importTournament(
    record: ImportedTournament,
  ): { ok: true; value: TournamentDetail } | { ok: false; refusal: ImportRefusal } {
    try {
      const write = () =>
        writeImportedTournament(this.tournamentSql, this.playerSql, (game) => this.writeWholeGame(game), record);
      return { ok: true, value: this.db.transaction(write).immediate() };
    } catch (error) {
      if (error instanceof TournamentImportRefused) return { ok: false, refusal: error.refusal };
      // A game of the file is in the archive already (the same file imported before).
      if (error instanceof ArchiveConflictError)
        return { ok: false, refusal: { code: 'import-game-exists', params: {} } };
      throw error;
    }
  }

  ratedGames(): ArchivedGameFacts[] {
    return this.db.transaction(() => ratedGameFacts(this.db))();
  }

  insertWholeGame(record: WholeGameRecord): void {
    this.wholeGameTransaction(record);
  }

  insertWholeGames(records: WholeGameRecord[]): void {
    // One commit (one fsync) for the batch; each game is written exactly as insertWholeGame writes it.
    this.db.transaction(() => records.forEach((record) => this.writeWholeGame(record))).immediate();
  }

  async backupTo(destinationFile: string): Promise<void> {
    // better-sqlite3 copies a batch of pages per turn of the event loop, so commands keep being served;
    // SQLite carries this connection's own writes made meanwhile into the copy.
    await this.db.backup(destinationFile);
  }

  /** Reads back the pragmas the connection runs with. */
  settings(): ConnectionSettings {
    const read = (name: string) => this.db.pragma(name, { simple: true });
    return {
      journalMode: read('journal_mode') as string,
      synchronous: read('synchronous') as number,
      foreignKeys: read('foreign_keys') as number,
      trustedSchema: read('trusted_schema') as number,
      busyTimeout: read('busy_timeout') as number,
      applicationId: read('application_id') as number,
      userVersion: read('user_version') as number,
    };
  }

  /** Closes the connection (SQLite checkpoints the WAL and removes it). Closing twice is harmless. */
  close(): void {
    if (this.db.open) this.db.close();
  }

  private writeGame(record: NewGameRecord): void {
    const { gameId, at } = record;
    requireEvents(record.events, gameId, 0);
    if (this.sql.gameVersion.get(gameId) !== undefined)
      throw new ArchiveConflictError(`game ${gameId} already exists in the archive`);
    this.sql.insertGame.run({ gameId, rulesetId: record.rulesetId, optionsJson: JSON.stringify(record.options), at });
    this.writePlayers(gameId, record.rulesetId, record.players, at);
    // A gender the roster gives becomes the record's; a seat it leaves unset keeps the record as it is.
    record.genders?.forEach((gender, i) => {
      if (gender !== null) setPlayerGender(this.playerSql, playerIdFor(this.playerSql, record.players[i]!), gender);
    });
    if (record.tournament) {
      const { tournamentId, round, table } = record.tournament;
      this.tournamentSql.linkGame.run(tournamentId, round, table, gameId);
    }
    this.sql.insertCommand.run(gameId, record.commandId, 0);
    this.writeEvents(gameId, 0, record.events, at);
  }

  /** Records the seats of a new game created at `createdAt`: not dealt yet, so counted for no player (dealt-store.ts). */
  private writePlayers(gameId: string, rulesetId: string, players: string[], createdAt: string): void {
    players.forEach((name, i) => {
      const playerId = playerIdFor(this.playerSql, name);
      this.sql.insertGamePlayer.run(gameId, i + 1, playerId, name, rulesetId, createdAt);
    });
  }

  private writeStep(record: StepRecord): void {
    const { gameId, commandId, step, at, summary } = record;
    requireEvents(record.events, gameId, step);
    const version = this.sql.gameVersion.get(gameId);
    if (version === undefined) throw new Error(`game ${gameId} is not in the archive`);
    if (version !== step) {
      throw new ArchiveConflictError(
        `game ${gameId} is at step ${version}, not ${step}: another command was recorded first`,
      );
    }
    const applied = this.sql.commandStep.get(gameId, commandId);
    if (applied !== undefined) {
      throw new ArchiveConflictError(`command ${commandId} was already recorded in game ${gameId} as step ${applied}`);
    }
    const wasFinished = this.sql.gameFinishedAt.get(gameId) != null;
    // A tournament game's end by the judge's technical defeat, as its log told it before this step (see below).
    const tournamentId = this.judgedSql.tournamentOf.get(gameId) ?? null;
    const judgedBefore = tournamentId !== null && wasFinished ? judgedDefeatOf(this.factSql, gameId) : null;
    this.sql.insertCommand.run(gameId, commandId, step);
    this.writeEvents(gameId, step, record.events, at);
    const scoresJson = summary.scores === null ? null : JSON.stringify(summary.scores);
    this.sql.updateGame.run({ gameId, step, at, finishedAt: summary.finishedAt, winner: summary.winner, scoresJson });
    // The deal makes it a game its players played; an undo of the deal takes that back.
    markDealt(this.dealtSql, gameId, summary.dealt);
    // The seat facts follow the result: written when the game ends, cleared when an undo reopens it.
    if (wasFinished || summary.finishedAt !== null) refreshSeatFacts(this.factSql, gameId);
    // The tournament's verdict of the game follows a technical defeat given (or taken back) at the table, in the
    // step's own transaction: the organiser does not type the judge's verdict again.
    if (tournamentId !== null && (wasFinished || summary.finishedAt !== null)) {
      const judged = summary.finishedAt === null ? null : judgedDefeatOf(this.factSql, gameId);
      carryJudgedDefeat(this.tournamentSql.day, tournamentId, gameId, judgedBefore, judged);
    }
  }

  private writeWholeGame(record: WholeGameRecord): void {
    const { gameId, steps } = record;
    const first = steps[0];
    if (!first || first.step !== 0) throw new Error(`game ${gameId} must start with step 0`);
    if (this.sql.gameVersion.get(gameId) !== undefined)
      throw new ArchiveConflictError(`game ${gameId} already exists in the archive`);
    steps.forEach((step, i) => {
      if (step.step !== i) throw new Error(`game ${gameId}: step ${step.step} is out of order (expected ${i})`);
      requireEvents(step.events, gameId, step.step);
    });
    this.recordSql.insertWholeGame.run({
      gameId,
      rulesetId: record.rulesetId,
      optionsJson: JSON.stringify(record.options),
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      finishedAt: record.finishedAt,
      winner: record.winner,
      scoresJson: record.scores === null ? null : JSON.stringify(record.scores),
      version: steps.length,
    });
    this.writePlayers(gameId, record.rulesetId, record.players, record.createdAt);
    for (const step of steps) {
      this.sql.insertCommand.run(gameId, step.commandId, step.step);
      this.writeEvents(gameId, step.step, step.events, step.at);
    }
    if (record.finishedAt !== null) refreshSeatFacts(this.factSql, gameId);
    const log = steps.flatMap(({ step, events }) => events.map((event) => ({ step, event })));
    markDealt(this.dealtSql, gameId, record.finishedAt !== null || (steps.length > 1 && dealtOfLog(log)));
  }

  private writeEvents(gameId: string, step: number, events: LoggedEvent[], at: string): void {
    events.forEach((event, idx) => this.sql.insertEvent.run(gameId, step, idx, event.type, JSON.stringify(event), at));
  }
}

/** A step without events could not be read back from the log, so the archive refuses one. */
function requireEvents(events: LoggedEvent[], gameId: string, step: number): void {
  if (events.length === 0) throw new Error(`step ${step} of game ${gameId} has no events to record`);
}
