import type { Archive } from '../../electron/station/archive/archive-api.ts';
import type { LogEntry } from '../../shared/engine/index.ts';

/**
 * An archive held in memory, for property tests that play many games through the station: the log
 * and command ids only (what the station reads back), no summaries, no file. Durability is tested on
 * real SQLite files elsewhere (archive*.test.ts, crash.test.ts).
 */
export function memoryArchive(): Archive {
  const logs = new Map<string, LogEntry[]>();
  const commands = new Map<string, Map<string, number>>();
  // Each step's command id and time, as the real archive keeps them (the viewer feed's delay reads the times).
  const steps = new Map<string, { step: number; commandId: string; at: string }[]>();
  const unsupported = (what: string): never => {
    throw new Error(`the memory archive does not ${what}`);
  };
  return {
    file: ':memory:',
    lastMigrationBackup: null,
    createGame(record) {
      logs.set(
        record.gameId,
        record.events.map((event) => ({ step: 0, event })),
      );
      commands.set(record.gameId, new Map([[record.commandId, 0]]));
      steps.set(record.gameId, [{ step: 0, commandId: record.commandId, at: record.at }]);
    },
    appendStep(record) {
      const log = logs.get(record.gameId) ?? unsupported('know this game');
      // As the real archive: steps come in order, one after another.
      const last = log.at(-1)?.step ?? -1;
      if (record.step !== last + 1) unsupported(`take step ${record.step} after step ${last}`);
      log.push(...record.events.map((event) => ({ step: record.step, event })));
      commands.get(record.gameId)!.set(record.commandId, record.step);
      steps.get(record.gameId)!.push({ step: record.step, commandId: record.commandId, at: record.at });
    },
    appendSteps(records) {
      // All or nothing, as the real archive's transaction: checked first, then appended.
      let last = logs.get(records[0]?.gameId ?? '')?.at(-1)?.step ?? -1;
      for (const record of records) {
        if (!logs.has(record.gameId) || record.step !== ++last) unsupported(`take step ${record.step}`);
      }
      for (const record of records) this.appendStep(record);
    },
    findCommand(gameId, commandId) {
      const step = commands.get(gameId)?.get(commandId);
      return step === undefined ? null : { step };
    },
    readLog: (gameId) => [...(logs.get(gameId) ?? [])],
    getGame: () => null,
    listGames: () => [],
    gamesBegunAt: () => [],
    unfinishedGames: () => [],
    readGameDetail: (gameId) => {
      const kept = steps.get(gameId);
      return kept ? { options: null, steps: kept.map((step) => ({ ...step })) } : null;
    },
    searchGames: () => ({ games: [], total: 0 }),
    setNotes: () => unsupported('keep notes'),
    // No summaries here (getGame is null): opening a game takes back a set-aside that cannot have been.
    setAside: () => null,
    listPlayers: () => [],
    renamePlayer: () => unsupported('rename players'),
    mergePlayers: () => unsupported('merge players'),
    setPlayerGender: () => unsupported('set genders'),
    gendersOfNames: (names) => names.map(() => null),
    playerStats: () => null,
    insertWholeGame: () => unsupported('import games'),
    importTournament: () => unsupported('import tournaments'),
    ratedGames: () => [],
    insertWholeGames: () => unsupported('import games'),
    tournaments: {
      create: () => unsupported('keep tournaments'),
      list: () => [],
      get: () => null,
      saveSeating: () => unsupported('keep tournaments'),
      saveLaterSeating: () => unsupported('keep tournaments'),
      finishedGames: () => [],
      award: () => unsupported('keep tournaments'),
      bestMove: () => unsupported('keep tournaments'),
      setConstraints: () => unsupported('keep tournaments'),
      enterLate: () => unsupported('keep tournaments'),
      setVerdict: () => unsupported('keep tournaments'),
    },
    backupTo: () => Promise.reject(new Error('the memory archive does not back up')),
    close() {
      logs.clear();
      commands.clear();
      steps.clear();
    },
  };
}
