import * as v from 'valibot';
import type { ModeratorView } from '../engine/index.ts';
import type { GameImportOutcome } from './game-record.ts';
import { MAX_RECORD_TEXT_BYTES } from './game-record.ts';
import { IdSchema } from './schemas.ts';

// The archive browser's requests beyond search: a game replayed to a step, backups of the whole
// archive and their restore, and one game exported or imported as a JSON game record.

/** The highest step number a replay may ask for (a real game holds a few hundred). */
const MAX_STEP = 10_000_000;

/** `game.replay`: the game as it stood after `step` (0 is its creation). */
export const GameReplaySchema = v.strictObject({
  gameId: IdSchema,
  step: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_STEP)),
});

/** A backup's file name in the backups folder: no folder parts, ending in .sqlite. */
export const BackupNameSchema = v.pipe(
  v.string(),
  v.maxLength(120),
  v.regex(
    /^[A-Za-z0-9][A-Za-z0-9_.-]*\.sqlite$/,
    'must be the name of a backup file (letters, digits, _ . -, ending in .sqlite)',
  ),
);

/** `archive.restore`: the backup (a name from `archive.backups`) to put in place of the archive. */
export const ArchiveRestoreSchema = v.strictObject({ name: BackupNameSchema });

/** `game.import`: a game record file's text, as the console read it from the chosen file. */
export const GameImportSchema = v.strictObject({
  // Characters are at most bytes: the importer then applies the exact byte limit with its own message.
  text: v.pipe(v.string(), v.maxLength(MAX_RECORD_TEXT_BYTES, `must be at most ${MAX_RECORD_TEXT_BYTES} bytes`)),
});

/** The inferred types of the schemas above. */
export type GameReplayRequest = v.InferOutput<typeof GameReplaySchema>;
export type ArchiveRestoreRequest = v.InferOutput<typeof ArchiveRestoreSchema>;
export type GameImportRequest = v.InferOutput<typeof GameImportSchema>;

/** `game.replay`'s answer: the moderator view as of after `step`, and how many steps the game has in all. */
export interface GameReplay {
  gameId: string;
  step: number;
  /** The number of steps in the game's whole log (the last step is `steps - 1`). */
  steps: number;
  view: ModeratorView;
  /** Whether the step may be corrected: a game step still in effect (not the setup, a marker or an undone step). */
  correctable: boolean;
}

/** A backup file of the whole archive, in the backups folder. */
export interface BackupFile {
  /** The file name, as `archive.restore` takes it. */
  name: string;
  /** Its size in bytes. */
  size: number;
  /** When the file was last written (ISO 8601). */
  modifiedAt: string;
}

/** `archive.restore`'s answer: the backup now in place, and the backup made of the archive just before. */
export interface RestoreOutcome {
  restored: string;
  /** The backup of the archive as it was before the restore (in the backups folder). */
  before: BackupFile;
}

/** `game.export`'s answer: the record text (mafia-station/game JSON) and a file name for it. */
export interface GameExport {
  gameId: string;
  fileName: string;
  text: string;
}

/**
 * `game.import`'s answer: the game added, or found already there (nothing written); for a MafiaRatings file
 * of games, how many came in and how many were there already.
 */
export type GameImportAnswer = GameImportOutcome | RatingsGamesImported;

/** A MafiaRatings file's games brought into the archive by `game.import`: all of them, or none. */
export interface RatingsGamesImported {
  status: 'games-imported';
  /** Games added to the archive. */
  imported: number;
  /** Games of the file the archive held already (the same ruleset, names at the same seats, and start). */
  present: number;
}
