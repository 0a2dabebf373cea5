import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type {
  BackupFile,
  ModeratorRequestPayload,
  ModeratorRequestResults,
  StationResult,
} from '../../shared/contract/index.ts';
import { gameRecordText } from '../../shared/contract/game-record.ts';
import { isExchangeText } from '../../shared/exchange/index.ts';
import { ArchiveOpenError, type Archive } from './archive/archive-api.ts';
import { BackupError, backupArchive } from './archive/archive-backup.ts';
import { restoreArchive } from './archive/archive-restore.ts';
import { checkArchiveFile } from './archive/file-check.ts';
import { exportGame } from './archive/game-export.ts';
import { importGameText } from './archive/game-import.ts';
import { SCHEMA_VERSION } from './archive/migrations.ts';
import { importRatingsGames } from './ratings-games-import.ts';

/** The folder of whole-archive backups inside the data folder (next to the archive file). */
export const BACKUPS_FOLDER = 'backups';

/** What the archive-file requests need from the station. */
export interface ArchiveFilesDeps {
  /** The archive open now (it changes after a restore). */
  archive: () => Archive;
  /** Closes the open archive and opens the file again (after a restore, or to go back after a failed one). */
  reopen: () => void;
  /** The open game's id, or null: a restore is refused while a game is open. */
  activeGameId: () => string | null;
  /** The backups folder. */
  backupsDir: string;
  clock: () => Date;
  /** A fresh game id, for a MafiaRatings game whose id the archive gives to another game. */
  id: () => string;
}

type Reply<N extends 'archive.backup' | 'archive.backups' | 'archive.restore' | 'game.export' | 'game.import'> =
  N extends 'archive.backup' | 'archive.restore'
    ? Promise<StationResult<ModeratorRequestResults[N]>>
    : StationResult<ModeratorRequestResults[N]>;

function refuse<T>(code: string, params: Record<string, string | number> = {}): StationResult<T> {
  return { ok: false, error: { kind: 'rule', code, params } };
}

/**
 * The handlers of `archive.backup`, `archive.backups`, `archive.restore`, `game.export` and `game.import`.
 * Every refusal is a typed error and leaves the archive (and the backups folder) as it was.
 */
export function archiveFileHandlers(deps: ArchiveFilesDeps) {
  // One backup or restore at a time: a restore must not swap the file under a running copy.
  let busy = false;

  function describe(file: string): BackupFile {
    const stats = statSync(file);
    return { name: file.slice(deps.backupsDir.length + 1), size: stats.size, modifiedAt: stats.mtime.toISOString() };
  }

  /** A fresh file name in the backups folder, from the clock: `<time>.sqlite` (a counter if taken). */
  function freshName(): string {
    // No colons: the name must be valid on Windows too.
    const stamp = deps.clock().toISOString().replace(/[:.]/g, '-');
    let name = `${stamp}.sqlite`;
    for (let n = 2; statSync(join(deps.backupsDir, name), { throwIfNoEntry: false }); n++)
      name = `${stamp}-${n}.sqlite`;
    return name;
  }

  async function backup(): Promise<StationResult<BackupFile>> {
    mkdirSync(deps.backupsDir, { recursive: true });
    const target = join(deps.backupsDir, freshName());
    try {
      await backupArchive(deps.archive(), target);
    } catch (error) {
      if (error instanceof BackupError) return refuse(`archive.backup-${error.code}`, { detail: error.message });
      throw error;
    }
    return { ok: true, value: describe(target) };
  }

  async function exclusive<T>(work: () => Promise<StationResult<T>>): Promise<StationResult<T>> {
    if (busy) return refuse('archive.busy');
    busy = true;
    try {
      return await work();
    } finally {
      busy = false;
    }
  }

  async function restore(name: string): Promise<StationResult<ModeratorRequestResults['archive.restore']>> {
    if (deps.activeGameId() !== null) return refuse('archive.restore-game-open');
    const source = join(deps.backupsDir, name);
    if (!statSync(source, { throwIfNoEntry: false })?.isFile())
      return { ok: false, error: { kind: 'not-found', what: 'backup' } };
    // Judged before anything is written: a foreign, corrupt or newer file changes nothing, not even the folder.
    const judged = judge<ModeratorRequestResults['archive.restore']>(source, name);
    if (judged) return judged;
    const before = await backup();
    if (!before.ok) return before;
    // The copy took turns of the event loop: a game may have been opened meanwhile.
    if (deps.activeGameId() !== null) return refuse('archive.restore-game-open');
    const current = deps.archive().file;
    // From here to the reopen everything is synchronous: no request is served against a closed archive.
    deps.archive().close();
    try {
      restoreArchive(current, source, deps.clock());
    } catch (error) {
      // restoreArchive leaves the archive untouched when it refuses: open it again as it was.
      deps.reopen();
      if (error instanceof ArchiveOpenError)
        return refuse(`archive.backup-${error.code}`, { name, detail: error.message });
      throw error;
    }
    deps.reopen();
    return { ok: true, value: { restored: name, before: before.value } };
  }

  return {
    'archive.backup': (): Reply<'archive.backup'> => exclusive(backup),
    'archive.backups': (): Reply<'archive.backups'> => ({
      ok: true,
      value: listBackups(deps.backupsDir).map(describe),
    }),
    'archive.restore': ({ name }: ModeratorRequestPayload<'archive.restore'>): Reply<'archive.restore'> =>
      exclusive(() => restore(name)),
    'game.export': ({ gameId }: ModeratorRequestPayload<'game.export'>): Reply<'game.export'> => {
      const archive = deps.archive();
      const summary = archive.getGame(gameId);
      if (!summary) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      const record = exportGame(archive, gameId);
      // Version 2 of the record format describes every ruleset; only a ruleset this build does not know is refused.
      if (!record) return refuse('export.unsupported-ruleset', { ruleset: summary.rulesetId });
      return {
        ok: true,
        value: {
          gameId,
          fileName: `mafia-station-${summary.createdAt.slice(0, 10)}-${gameId}.json`,
          text: gameRecordText(record),
        },
      };
    },
    'game.import': ({ text }: ModeratorRequestPayload<'game.import'>): Reply<'game.import'> => {
      // One «Import» for both files a club has: a game record, or games in MafiaRatings' format.
      if (isExchangeText(text)) return importRatingsGames(deps.archive(), text, deps.id);
      const imported = importGameText(deps.archive(), text);
      if (imported.ok) return imported;
      // The kind's code, with the English detail; and where the reason has a message of its own, its key in `said`
      // and its parameters beside, which the console says in the moderator's language instead.
      const { said, kind, message } = imported.error;
      return refuse(`import.${kind}`, { detail: message, ...(said ? { ...said.params, said: said.code } : {}) });
    },
  };
}

/** Refuses a file openArchive would refuse (or an empty one), as a typed error; null for a good backup. */
function judge<T>(file: string, name: string): StationResult<T> | null {
  try {
    const check = checkArchiveFile(file, SCHEMA_VERSION);
    if (check.kind === 'existing') return null;
    return refuse('archive.backup-not-ours', { name, detail: `${name} is empty.` });
  } catch (error) {
    if (error instanceof ArchiveOpenError)
      return refuse(`archive.backup-${error.code}`, { name, detail: error.message });
    throw error;
  }
}

/** The backup files in a folder (not the hidden partial copies), newest name first: names are times. */
function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => !name.startsWith('.') && name.endsWith('.sqlite'))
    .sort()
    .reverse()
    .map((name) => join(dir, name))
    .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}
