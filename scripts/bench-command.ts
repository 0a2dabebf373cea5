// `npm run bench:command`: the station's cost per moderator command, Enter → applied (issue 14). Prints
// figures, asserts nothing. A City game of 10 is played by the random player, one command at a time:
//  1. in process: `station.request('game.command')` on a real SQLite archive (WAL, synchronous=FULL),
//     until both views are published (serialised as a window would receive them);
//  2. browser mode: the serve CLI's server in process, a WebSocket client sends each command as the
//     console's bridge does and waits for its answer and for the moderator view of the new version;
//     a projector socket hears the public views meanwhile.
// `--commands N` (default 600) sets how many commands each part times; wall-clock times, so the load
// average is printed beside them.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { startServer } from '../electron/serve.ts';
import { openArchive } from '../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation } from '../electron/station/index.ts';
import { gameFromLog, type EngineCommand, type Game, type ModeratorView } from '../shared/engine/index.ts';
import { randomGameCommand, seededPick } from '../shared/engine/simulate/random-game.ts';
import { loadAverage, percentile } from './bench-figures.ts';

const TEN = Array.from({ length: 10 }, (_, i) => `Player ${i + 1}`);
const { values } = parseArgs({ options: { commands: { type: 'string', default: '600' } } });
const COMMANDS = Number(values.commands);

const load = loadAverage;

function figure(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${label}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, mean ${mean.toFixed(2)} ms over ${times.length} commands`,
  );
}

/** The command the station is sent for the random player's choice: the host draws a deal's roles itself. */
function wireCommand(command: EngineCommand): EngineCommand {
  return command.type === 'deal' ? ({ type: 'deal' } as EngineCommand) : command;
}

/** Plays City games of 10 through `send` until `count` commands are timed; `send` returns the ms it took. */
async function playCity(
  create: () => Promise<string>,
  readLog: (gameId: string) => Game['log'],
  count: number,
  send: (gameId: string, version: number, command: EngineCommand) => Promise<number>,
): Promise<number[]> {
  const pick = seededPick(7);
  const times: number[] = [];
  while (times.length < count) {
    const gameId = await create();
    let game = gameFromLog(readLog(gameId));
    for (;;) {
      const next = randomGameCommand(game, pick);
      if (!next || times.length >= count) break;
      times.push(await send(gameId, game.version, wireCommand(next)));
      // The station drew the host's outcomes: the next choice is made on the game as it stored it.
      game = gameFromLog(readLog(gameId));
    }
  }
  return times;
}

/** Part 1: the station in process, on a real SQLite file. */
async function inProcess(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mafia-bench-command-'));
  const archive = openArchive(join(dir, ARCHIVE_FILE));
  const station = createStation({ archive, cardsSeenFile: null, lanSettingsFile: null, streamSettingsFile: null });
  let bytes = 0;
  station.onModeratorView((view) => (bytes += JSON.stringify({ channel: 'moderator.view', view }).length));
  station.onPublicView((view) => (bytes += JSON.stringify({ channel: 'public.view', view }).length));
  const create = async (): Promise<string> => {
    const created = station.request('game.create', { rulesetId: 'city-mafia', players: TEN });
    if (!created.ok) throw new Error(`create refused: ${JSON.stringify(created.error)}`);
    return created.value.gameId;
  };
  const times = await playCity(
    create,
    (id) => archive.readLog(id),
    COMMANDS + 100,
    async (gameId, version, command) => {
      const start = performance.now();
      const done = station.request('game.command', {
        gameId,
        commandId: randomUUID(),
        expectedVersion: version,
        command,
      });
      const ms = performance.now() - start;
      if (!done.ok) throw new Error(JSON.stringify(done.error));
      return ms;
    },
  );
  station.close();
  rmSync(dir, { recursive: true, force: true });
  // The first 100 commands warm up.
  figure('in process: game.command → durable → both views published', times.slice(100));
  console.log(`  ${(bytes / times.length / 1024).toFixed(1)} KiB of views serialised per command`);
}

/** Waits for the socket's first message that `accept` takes. */
function nextMessage<T>(messages: AsyncQueue, accept: (message: Record<string, unknown>) => T | undefined): Promise<T> {
  return messages.take(accept);
}

/** The messages of a socket, taken in order by whoever waits for one of a kind. */
class AsyncQueue {
  private waiting: { accept: (m: Record<string, unknown>) => unknown; resolve: (v: unknown) => void }[] = [];
  private held: Record<string, unknown>[] = [];
  constructor(socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      const waiter = this.waiting.find((w) => w.accept(message) !== undefined);
      if (waiter) {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        waiter.resolve(waiter.accept(message));
      } else this.held.push(message);
    });
  }
  take<T>(accept: (message: Record<string, unknown>) => T | undefined): Promise<T> {
    const index = this.held.findIndex((m) => accept(m) !== undefined);
    if (index >= 0) return Promise.resolve(accept(this.held.splice(index, 1)[0]!) as T);
    return new Promise((resolve) => this.waiting.push({ accept, resolve: resolve as (v: unknown) => void }));
  }
  /** Drops what nobody waited for (pushes of other channels). */
  clear(): void {
    this.held = [];
  }
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Part 2: browser mode, a WebSocket client as the console. */
async function overWebSocket(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mafia-bench-command-ws-'));
  const pages = mkdtempSync(join(tmpdir(), 'mafia-bench-pages-'));
  const token = 'bench'.padEnd(64, '0');
  const server = await startServer({ port: 0, dataDir: dir, token, rendererDir: pages });
  const wsUrl = server.url.replace('http://', 'ws://');
  const moderator = await open(`${wsUrl}/ws/moderator?token=${token}`);
  const projector = await open(`${wsUrl}/ws/projector`);
  const moderatorMessages = new AsyncQueue(moderator);
  let publicViews = 0;
  projector.on('message', () => publicViews++);
  let nextId = 1;
  const request = async (name: string, payload: unknown): Promise<{ ok: boolean; value?: unknown }> => {
    const id = nextId++;
    moderator.send(JSON.stringify({ id, name, payload }));
    return nextMessage(moderatorMessages, (m) => (m.id === id ? (m.result as { ok: boolean }) : undefined));
  };
  // The bench reads the logs through a second handle on the same archive file (WAL: readers never block).
  const reader = openArchive(join(dir, ARCHIVE_FILE));
  const create = async (): Promise<string> => {
    const made = await request('game.create', { rulesetId: 'city-mafia', players: TEN });
    if (!made.ok) throw new Error('create refused');
    return (made.value as { gameId: string }).gameId;
  };
  const answers: number[] = [];
  const times = await playCity(
    create,
    (id) => reader.readLog(id),
    COMMANDS + 100,
    async (gameId, version, command) => {
      moderatorMessages.clear();
      const start = performance.now();
      const answer = request('game.command', { gameId, commandId: randomUUID(), expectedVersion: version, command });
      const view = nextMessage(moderatorMessages, (m) =>
        m.channel === 'moderator.view' && (m.view as ModeratorView | null)?.version === version + 1 ? true : undefined,
      );
      const result = await answer;
      answers.push(performance.now() - start);
      if (!result.ok) throw new Error(JSON.stringify(result));
      await view;
      return performance.now() - start;
    },
  );
  moderator.close();
  projector.close();
  reader.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(pages, { recursive: true, force: true });
  // The first 100 commands warm up.
  figure('browser mode: ws send → answer', answers.slice(100));
  figure('browser mode: ws send → moderator view of the new version', times.slice(100));
  console.log(`  ${publicViews} pushes to the projector socket`);
}

console.log(`Mafia Station command benchmark — Node ${process.version}; load average ${load()}`);
await inProcess();
await overWebSocket();
console.log(`load average at the end: ${load()}`);
