// `npm run bench`: prints figures, asserts nothing.
//  1. complete random games per second at 10 players for every ruleset (engine only, decide/evolve);
//  2. the time to replay a 1,000-event log, and the replay time per 1,000 events of every ruleset;
//  3. the station's p50/p99 from a moderator command to its events being durable (SQLite, WAL,
//     synchronous=FULL) and both views published (serialised as a window would receive them).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openArchive } from '../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation } from '../electron/station/index.ts';
import { applyStep, createGame, decideStep, gameFromLog, replay, RULESETS, type EngineCommand, type Game, type GameSetup } from '../shared/engine/index.ts';
import { checkedSetup, simulateGame } from '../shared/engine/simulate/run-games.ts';
import { playRandomGame, randomGameCommand, seededPick } from '../shared/engine/simulate/random-game.ts';

const TEN = Array.from({ length: 10 }, (_, i) => `Player ${i + 1}`);
const setup: GameSetup = { rulesetId: 'davidoff-1987', players: TEN, options: { mafiaCount: 3, majorityBasis: 'entitled' } };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A 10-player setup of a ruleset with its default options. */
function tenPlayerSetup(id: keyof typeof RULESETS): GameSetup {
  return { rulesetId: id, players: TEN, options: RULESETS[id].defaultOptions(10) } as GameSetup;
}

function gamesPerSecond(): void {
  for (const id of Object.keys(RULESETS) as (keyof typeof RULESETS)[]) {
    const ruleset = RULESETS[id];
    const setup = checkedSetup(ruleset, tenPlayerSetup(id));
    const pick = seededPick(42);
    let games = 0;
    let events = 0;
    const start = performance.now();
    while (performance.now() - start < 2000) {
      const game = simulateGame(ruleset, setup, 'random', pick);
      if (!game.ended) throw new Error(`a random ${id} game did not end`);
      games++;
      events += game.events;
    }
    const seconds = (performance.now() - start) / 1000;
    console.log(`engine: ${id}: ${(games / seconds).toFixed(0)} complete random games/s at 10 players on one core (${(events / games).toFixed(1)} events per game)`);
  }
}

function replayPerThousand(): void {
  for (const id of Object.keys(RULESETS) as (keyof typeof RULESETS)[]) {
    const pick = seededPick(9);
    let events = 0;
    let ms = 0;
    for (let i = 0; i < 100; i++) {
      const game = playRandomGame(tenPlayerSetup(id), pick);
      const t = performance.now();
      replay(game.log);
      ms += performance.now() - t;
      events += game.log.length;
    }
    console.log(`engine: ${id}: replay ${((ms / events) * 1000).toFixed(2)} ms per 1,000 events (100 random games, ${events} events)`);
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
  let game = step(created.value, { type: 'deal', roles: ['mafia', 'mafia', 'mafia', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest', 'honest'] });
  game = step(game, { type: 'end-sunrise' });
  // Failed accusations: two events each, the day never ends.
  while (game.log.length < 1000) {
    game = step(game, { type: 'accuse', accuser: 1, accused: 2 });
    game = step(game, { type: 'resolve-vote', yes: 0 });
  }
  const log = game.log.slice(0, 1000);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    replay(log);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`engine: replay of a ${log.length}-event log: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (200 runs)`);
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
      const done = station.request('game.command', { gameId, commandId: randomUUID(), expectedVersion: mirror.version, command });
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

console.log(`Mafia Station benchmark — Node ${process.version}, ${process.platform}/${process.arch}`);
gamesPerSecond();
replayThousand();
replayPerThousand();
stationLatency();
