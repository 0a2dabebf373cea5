import { isDeepStrictEqual } from 'node:util';
import {
  parseGameRecord,
  parseGameRecordText,
  type GameImportResult,
  type GameRecord,
  type GameRecordError,
} from '../../../shared/contract/game-record.ts';
import { ArchiveConflictError, type Archive } from './archive-api.ts';
import type { GameSummary } from '../../../shared/contract/index.ts';
import type { WholeGameRecord } from './whole-game-record.ts';
import { exportGame } from './game-export.ts';
import { replayRecord, type RecordSteps } from './replay-record.ts';

/**
 * Imports a game record (parsed JSON of unknown origin) into the archive, in one transaction.
 * The record is validated by its schema, then its log must replay through the rules engine exactly as
 * recorded. A game already in the archive is never duplicated: the identical game is reported as
 * already present, a different game under the same id is a conflict. On any refusal nothing is written.
 */
export function importGame(archive: Archive, value: unknown): GameImportResult {
  const parsed = parseGameRecord(value);
  if (!parsed.ok) return parsed;
  const record = parsed.value;
  const present = compareWithArchive(archive, record) ?? compareWithSameGame(archive, record);
  if (present) return present;
  const replayed = replayRecord(record);
  if (!replayed.ok)
    return refuse(
      'not-replayable',
      `The game record does not replay under the rules: ${replayed.message}.`,
      replayed.said,
    );
  try {
    archive.insertWholeGame(wholeGame(record, replayed.steps));
  } catch (error) {
    // Another writer added the same id between the check and the insert: judge again against it.
    if (error instanceof ArchiveConflictError)
      return compareWithArchive(archive, record) ?? refuse('conflict', error.message);
    throw error;
  }
  return { ok: true, value: { status: 'imported', gameId: record.game.gameId, version: record.game.version } };
}

/**
 * Null when the game id is free; otherwise already-present for the same game, or a conflict.
 * "The same game" means the same summary and the same log: command ids and step times are not compared,
 * as a record without them is still that game.
 */
function compareWithArchive(archive: Archive, record: GameRecord): GameImportResult | null {
  const existing = exportGame(archive, record.game.gameId);
  if (!existing) return null;
  if (isDeepStrictEqual(existing.game, record.game) && isDeepStrictEqual(existing.log, record.log)) {
    return { ok: true, value: { status: 'already-present', gameId: record.game.gameId } };
  }
  return refuse(
    'conflict',
    `The archive already holds a different game with the id ${record.game.gameId} ` +
      `(${existing.game.version} steps there, ${record.game.version} in the record). Nothing was imported.`,
  );
}

/**
 * The archive's game that is the same game as one begun at `createdAt` under `rulesetId` with these names in seat
 * order, if any: "the same game" is the same ruleset, the same names at the same seats and the same start time
 * to the millisecond, as no two real games share all three.
 */
export function sameGameIn(
  archive: Archive,
  rulesetId: string,
  createdAt: string,
  names: readonly string[],
): GameSummary | undefined {
  return archive.gamesBegunAt(rulesetId, createdAt).find((g) => isDeepStrictEqual(g.players, names));
}

/**
 * Null unless the archive holds the same game under another id (a copy whose id was edited):
 * "the same game" is the same ruleset, the same names at the same seats and the same start time to the
 * millisecond, as no two real games share all three. Its identical log is already there; any other log is
 * a different record of that game, refused as a conflict naming it, so no player counts one evening twice.
 */
function compareWithSameGame(archive: Archive, record: GameRecord): GameImportResult | null {
  const { game } = record;
  const names = game.players.toSorted((a, b) => a.seat - b.seat).map((p) => p.name);
  const twin = sameGameIn(archive, game.rulesetId, game.createdAt, names);
  if (!twin) return null;
  const existing = exportGame(archive, twin.gameId);
  if (
    existing &&
    isDeepStrictEqual({ ...existing.game, gameId: game.gameId }, game) &&
    isDeepStrictEqual(existing.log, record.log)
  )
    return { ok: true, value: { status: 'already-present', gameId: twin.gameId } };
  return refuse(
    'conflict',
    `The archive already holds this game as ${twin.gameId} (the same ruleset, players and start time), ` +
      `recorded differently. Nothing was imported.`,
    { code: 'import.same-game-differs', params: { game: twin.gameId } },
  );
}

/** The rows to insert: the record's command ids and times, or `import-<step>` ids dated by the summary. */
function wholeGame(record: GameRecord, steps: RecordSteps): WholeGameRecord {
  const { game } = record;
  return {
    gameId: game.gameId,
    rulesetId: game.rulesetId,
    options: game.options,
    players: game.players.map((p) => p.name),
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    finishedAt: game.finishedAt,
    winner: game.winner,
    scores: game.scores,
    steps: steps.map(({ step, events }) => {
      const info = record.steps?.[step];
      return {
        step,
        commandId: info?.commandId ?? `import-${step}`,
        at: info?.at ?? (step === 0 ? game.createdAt : game.updatedAt),
        events,
      };
    }),
  };
}

function refuse(
  kind: GameRecordError['kind'],
  message: string,
  said?: GameRecordError['said'],
): { ok: false; error: GameRecordError } {
  return { ok: false, error: said ? { kind, message, said } : { kind, message } };
}

/** Imports a record file's text: too-large past the size limit, invalid-record when it is not JSON. */
export function importGameText(archive: Archive, text: string): GameImportResult {
  const parsed = parseGameRecordText(text);
  if (!parsed.ok) return parsed;
  return importGame(archive, parsed.value);
}
