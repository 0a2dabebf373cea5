// `npm run bench`: prints figures, asserts nothing. Engine figures are measured in CPU time of the process
// that runs them (process.cpuUsage), so a busy machine (other processes on the same cores) disturbs them little.
//  1. complete random games per second at 10 players for every ruleset (engine only, decide/evolve), or at its
//     largest table where it seats fewer (copag-mafia: 8), after a second of untimed warm-up: each ruleset in a
//     fresh Node process (scripts/bench-games.ts), so that its figure measures its own code and not the order
//     the rulesets ran in; then all of them again one after another in this process, as a station replaying
//     other rulesets' games runs them (the later ones slower: shared call sites the earlier ones made megamorphic);
//  2. the replay of a 1,000-event log, p50/p99, for every ruleset: 1,000 events of random 10-player
//     games, and the 1987 log of one long day (failed accusations, the case that grew quadratically);
//  3. the station's p50/p99 from a moderator command to its events being durable (SQLite, WAL,
//     synchronous=FULL) and both views published (serialised as a window would receive them);
//  4. the time to seat 100 players × 10 rounds (scripts/bench-seating.ts).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seatingBench } from './bench-seating.ts';
import { openArchive } from '../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation } from '../electron/station/index.ts';
import {
  applyStep,
  createGame,
  decideStep,
  gameFromLog,
  replay,
  RULESETS,
  type EngineCommand,
  type Game,
  type GameSetup,
  type LogEntry,
} from '../shared/engine/index.ts';
import { playRandomGame, randomGameCommand, seededPick } from '../shared/engine/simulate/random-game.ts';
import { loadAverage, percentile } from './bench-figures.ts';
import { benchSetup, cpuMs, gamesPerSecond, type RulesetName } from './bench-games.ts';

const TEN = Array.from({ length: 10 }, (_, i) => `Player ${i + 1}`);
const setup: GameSetup = {
  rulesetId: 'davidoff-1987',
  players: TEN,
  options: { mafiaCount: 3, majorityBasis: 'entitled' },
};

const GAMES_SCRIPT = fileURLToPath(new URL('./bench-games.ts', import.meta.url));

/** Runs scripts/bench-games.ts for one ruleset (or `--in-order`) in a child Node process and prints its figures. */
function gamesScript(arg: string): void {
  const child = spawnSync(process.execPath, [...process.execArgv, GAMES_SCRIPT, arg], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`bench-games ${arg} failed: ${child.stderr}`);
  process.stdout.write(child.stdout);
}

/**
 * Every ruleset's complete random games per second: each in a fresh process, then all of them in this one, in
 * order, as the benchmark counted them before. The games played here also warm up the engine for the replay
 * figures that follow, as they did before (without them, the replays' p99 caught V8 still compiling the folds).
 */
function allGamesPerSecond(): void {
  for (const id of Object.keys(RULESETS)) gamesScript(id);
  for (const id of Object.keys(RULESETS) as RulesetName[])
    console.log(`engine: ${id}: ${gamesPerSecond(id)}, in one process after the rulesets before it`);
}

/** p50/p99 of replaying `logs` (together `events` events), scaled to 1,000 events; 200 runs after a warm-up. */
function replayFigure(logs: LogEntry[][], events: number): string {
  const times: number[] = [];
  for (let run = 0; run < 220; run++) {
    const start = process.cpuUsage();
    for (const log of logs) replay(log);
    if (run >= 20) times.push((cpuMs(start) * 1000) / events);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`;
}

/** Every ruleset: the replay of 1,000 events of complete random 10-player games (whole games, ~1,000 events). */
function replayPerThousand(): void {
  for (const id of Object.keys(RULESETS) as RulesetName[]) {
    const pick = seededPick(9);
    const logs: LogEntry[][] = [];
    let events = 0;
    while (events < 1000) {
      const game = playRandomGame(benchSetup(id), pick);
      logs.push(game.log);
      events += game.log.length;
    }
    console.log(
      `engine: ${id}: replay of 1,000 events (${logs.length} random games, ${events} events, scaled): ${replayFigure(logs, events)} (200 runs)`,
    );
  }
}

function step(game: Game, command: EngineCommand): Game {
  const decided = decideStep(game, command);
  if (!decided.ok) throw new Error(decided.error.code);
  return applyStep(game, decided.value);
}

function replayThousand(): void {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  let game = step(created.value, {
    type: 'deal',
    roles: ['mafia', 'mafia', 'mafia', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest'],
  });
  game = step(game, { type: 'end-sunrise' });
  // Failed accusations: two events each, the day never ends.
  while (game.log.length < 1000) {
    game = step(game, { type: 'accuse', accuser: 1, accused: 2 });
    game = step(game, { type: 'resolve-vote', yes: 0 });
  }
  const log = game.log.slice(0, 1000);
  console.log(
    `engine: davidoff-1987: replay of one ${log.length}-event log (one long day): ${replayFigure([log], log.length)} (200 runs)`,
  );
}

function stationLatency(): void {
  const dir = mkdtempSync(join(tmpdir(), 'mafia-bench-'));
  const archive = openArchive(join(dir, ARCHIVE_FILE));
  const station = createStation({ archive });
  let published = 0;
  station.onModeratorView((view) => (published += JSON.stringify(view).length));
  station.onPublicView((view) => (published += JSON.stringify(view).length));
  const pick = seededPick(7);
  const times: number[] = [];
  while (times.length < 2000) {
    const created = station.request('game.create', { rulesetId: 'davidoff-1987', players: TEN });
    if (!created.ok) throw new Error('create refused');
    const gameId = created.value.gameId;
    let mirror = gameFromLog(archive.readLog(gameId));
    for (;;) {
      const next = randomGameCommand(mirror, pick);
      if (!next) break;
      const command = next.type === 'deal' ? { type: 'deal' as const } : next;
      const t = performance.now();
      const done = station.request('game.command', {
        gameId,
        commandId: randomUUID(),
        expectedVersion: mirror.version,
        command,
      });
      times.push(performance.now() - t);
      if (!done.ok) throw new Error(JSON.stringify(done.error));
      mirror = next.type === 'deal' ? gameFromLog(archive.readLog(gameId)) : step(mirror, next);
    }
  }
  station.close();
  rmSync(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  console.log(
    `station: command → durable (WAL, synchronous=FULL) → both views published: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms over ${times.length} commands (${(published / 1024 / 1024).toFixed(1)} MiB of views serialised)`,
  );
}

const load = loadAverage;
console.log(
  `Mafia Station benchmark — Node ${process.version}, ${process.platform}/${process.arch}; load average ${load()}`,
);
allGamesPerSecond();
replayThousand();
replayPerThousand();
stationLatency();
seatingBench();
console.log(`load average at the end: ${load()}`);
