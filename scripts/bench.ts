// `npm run bench`: prints figures, asserts nothing. Engine figures are measured in CPU time of this
// process (process.cpuUsage), so a busy machine (other processes on the same cores) disturbs them little.
//  1. complete random games per second at 10 players for every ruleset (engine only, decide/evolve), or at its
//     largest table where it seats fewer (copag-mafia: 8), after a second of untimed warm-up;
//  2. the replay of a 1,000-event log, p50/p99, for every ruleset: 1,000 events of random 10-player
//     games, and the 1987 log of one long day (failed accusations, the case that grew quadratically);
//  3. the station's p50/p99 from a moderator command to its events being durable (SQLite, WAL,
//     synchronous=FULL) and both views published (serialised as a window would receive them);
//  4. the time to seat 100 players × 10 rounds (scripts/bench-seating.ts).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { checkedSetup, simulateGame } from '../shared/engine/simulate/run-games.ts';
import { playRandomGame, randomGameCommand, seededPick } from '../shared/engine/simulate/random-game.ts';
import { loadAverage, percentile } from './bench-figures.ts';

const TEN = Array.from({ length: 10 }, (_, i) => `Player ${i + 1}`);
const setup: GameSetup = {
  rulesetId: 'davidoff-1987',
  players: TEN,
  options: { mafiaCount: 3, majorityBasis: 'entitled' },
};

/** How many players the benchmark seats: 10, or the ruleset's largest table where it seats fewer (copag-mafia: 8). */
function benchPlayers(id: keyof typeof RULESETS): number {
  return Math.min(TEN.length, RULESETS[id].maxPlayers);
}

/** A setup of a ruleset at the benchmark's table size, with its default options. */
function benchSetup(id: keyof typeof RULESETS): GameSetup {
  const count = benchPlayers(id);
  return { rulesetId: id, players: TEN.slice(0, count), options: RULESETS[id].defaultOptions(count) } as GameSetup;
}

/** The CPU time each ruleset plays untimed before its games per second are counted. */
const WARM_UP_MS = 1000;

function gamesPerSecond(): void {
  for (const id of Object.keys(RULESETS) as (keyof typeof RULESETS)[]) {
    const ruleset = RULESETS[id];
    const setup = checkedSetup(ruleset, benchSetup(id));
    const pick = seededPick(42);
    // Warmed up first, untimed, for a second of CPU: the figure is the engine's steady speed, as in a long
    // simulation or a station that has run a game, not V8 compiling the ruleset's code (Copag's first two
    // seconds were half compiling: issue 14).
    const warming = process.cpuUsage();
    while (cpuMs(warming) < WARM_UP_MS) for (let i = 0; i < 50; i++) simulateGame(ruleset, setup, 'random', pick);
    let games = 0;
    let events = 0;
    const start = process.cpuUsage();
    // The clock is read every 50 games: reading it (a system call) after each game cost a fifth of the time.
    while (cpuMs(start) < 2000) {
      for (let i = 0; i < 50; i++) {
        const game = simulateGame(ruleset, setup, 'random', pick);
        if (!game.ended) throw new Error(`a random ${id} game did not end`);
        games++;
        events += game.events;
      }
    }
    const seconds = cpuMs(start) / 1000;
    console.log(
      `engine: ${id}: ${(games / seconds).toFixed(0)} complete random games/s at ${benchPlayers(id)} players on one core (${(events / games).toFixed(1)} events per game)`,
    );
  }
}

/** The CPU time this process has used since `start`, in ms. */
function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
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
  for (const id of Object.keys(RULESETS) as (keyof typeof RULESETS)[]) {
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
gamesPerSecond();
replayThousand();
replayPerThousand();
stationLatency();
seatingBench();
console.log(`load average at the end: ${load()}`);
