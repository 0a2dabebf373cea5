import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { openArchive } from '../../../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation } from '../../../electron/station/index.ts';
import { startHttpStation } from '../../../electron/serve/http-server.ts';
import { createModeratorBridge, type ModeratorBridge } from '../../../renderer/common/bridge/index.ts';
import { SCRIPTED_GAMES, type ScriptedGame } from '../../fixtures/scripted-games.ts';
import { fixedRandom } from '../helpers.ts';
import { startCuttingProxy } from './cutting-proxy.ts';

// Issue 12 §5: a dropped and restored link loses no command and applies none twice. The page's real
// bridge plays a scripted game against a real browser-mode server through a relay that cuts the
// connection at seeded random moments; the game's log must be the log of an undisturbed run.

const TOKEN = 'link'.padEnd(64, '0');
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Makes the browser-mode page's globals point at a server on `port` (the page sends the real Host). */
function browserGlobals(port: number, serverPort: number): void {
  const saved = { WebSocket: globalThis.WebSocket, location: globalThis.location };
  class PageWebSocket extends NodeWebSocket {
    constructor(url: string) {
      // The server accepts its own Host only (DNS rebinding); a browser behind a relay would send it too.
      super(url, { headers: { host: `127.0.0.1:${serverPort}` } });
      // A browser reports a failed socket with a close event; Node's would also throw an unheard error.
      this.on('error', () => {});
    }
  }
  Object.assign(globalThis, {
    WebSocket: PageWebSocket,
    location: {
      href: `http://127.0.0.1:${port}/moderator/?token=${TOKEN}`,
      protocol: 'http:',
      host: `127.0.0.1:${port}`,
    },
  });
  cleanups.push(() => Object.assign(globalThis, saved));
}

interface RunResult {
  log: unknown[];
  cuts: number;
  waited: number;
  duplicates: number;
}

/** Plays a script through the page's bridge, each command with its own id, and returns the stored log. */
async function playThroughLink(scripted: ScriptedGame, cutRate: number, seed: number): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), 'mafia-station-link-'));
  const file = join(dir, ARCHIVE_FILE);
  const archive = openArchive(file);
  const station = createStation({ archive, random: fixedRandom(), clock: () => new Date('2026-11-26T20:00:00Z') });
  const http = await startHttpStation({ station, token: TOKEN, rendererDir: dir, port: 0 });
  cleanups.push(
    () => station.close(),
    () => http.close(),
  );
  const proxy = await startCuttingProxy(http.port, seed);
  cleanups.push(() => proxy.close());
  browserGlobals(proxy.port, http.port);
  const stop = new AbortController();
  cleanups.push(() => stop.abort());
  const bridge: ModeratorBridge = createModeratorBridge({ minDelay: 2, maxDelay: 20, signal: stop.signal });

  await new Promise<void>((resolve) => bridge.onConnection((state) => state === 'open' && resolve()));
  const created = await bridge.request('game.create', scripted.setup);
  if (!created.ok) throw new Error(`game.create: ${JSON.stringify(created.error)}`);
  const { gameId } = created.value;
  let version = created.value.version;
  // Only the commands are played through the cuts: a new game caught in flight is not safe to send
  // twice, and the page says its fate is unknown (tests/renderer/bridge/moderator-link.test.ts).
  proxy.setRate(cutRate);
  let waited = 0;
  let duplicates = 0;
  for (const [index, command] of scripted.commands.entries()) {
    const answer = await bridge.request('game.command', {
      gameId,
      commandId: `${seed}-${index}`,
      expectedVersion: version,
      command,
    } as never);
    if (!answer.ok) throw new Error(`step ${index} ${JSON.stringify(command)}: ${JSON.stringify(answer.error)}`);
    if (answer.waited) waited++;
    if (answer.value.duplicate) duplicates++;
    expect(answer.value.version).toBe(version + 1);
    version = answer.value.version;
  }
  return { log: archive.readLog(gameId), cuts: proxy.cuts, waited, duplicates };
}

describe('a link that drops at random moments loses no command and applies none twice', () => {
  it.each(SCRIPTED_GAMES.map((g) => [g.name, g] as const))(
    '%s: the log equals the undisturbed run’s, whatever the cuts',
    async (_name, scripted) => {
      const calm = await playThroughLink(scripted, 0, 1);
      expect(calm.cuts).toBe(0);
      let cuts = 0;
      let waited = 0;
      let duplicates = 0;
      for (const seed of [11, 12, 13]) {
        const stormy = await playThroughLink(scripted, 0.12, seed);
        expect(stormy.log).toEqual(calm.log);
        cuts += stormy.cuts;
        waited += stormy.waited;
        duplicates += stormy.duplicates;
      }
      // The cuts hit both ways: commands resent before the station saw them, and after it applied them.
      expect(cuts).toBeGreaterThan(5);
      expect(waited).toBeGreaterThan(0);
      expect(duplicates).toBeGreaterThan(0);
    },
    60_000,
  );
});
