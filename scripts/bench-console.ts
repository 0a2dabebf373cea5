// `npm run bench:console` (after `npm run build`): the moderator's cost per command in Chromium, Enter →
// applied (issue 14). Prints figures, asserts nothing. Browser mode is started in process on a fresh data
// folder; the console (and a projector beside it) play the scripted 10-player City game key by key, as the
// e2e game does. The page times itself with its own clock: from the key that sent a command (its keydown)
// to the console's root showing the next version, and to the next animation frame after that. With
// `--profile <file>` a CPU profile of the console page (Chrome DevTools Protocol) is written, and its
// heaviest functions by self time are printed; with `--trace <file>` a Chrome trace is written, and the console
// page's main thread is summed by kind of work (script, style, layout, paint…: what a profile calls "(program)").
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { startHttpStation } from '../electron/serve/http-server.ts';
import { openArchive } from '../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation, type Station } from '../electron/station/index.ts';
import { CITY_MAFIA_GAME } from '../tests/fixtures/scripted-games.ts';
import { InputCounter, playCommand } from '../tests/e2e/support/console-driver.ts';
import { loadAverage, percentile } from './bench-figures.ts';
import { mainThreadSelfTimes, TRACE_CATEGORIES } from './bench-console-trace.ts';

const { values } = parseArgs({
  options: { profile: { type: 'string' }, trace: { type: 'string' }, pages: { type: 'string' } },
});

const load = loadAverage;

function figure(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, mean ${mean.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms over ${times.length} commands`,
  );
}

/** What the page notes of one applied command, on its own clock (ms). */
interface Applied {
  /** The keydown that sent it. */
  key: number;
  /** The first request written to the moderator socket after the key. */
  sent: number;
  /** The first message (push or answer) the socket received after that. */
  received: number;
  dom: number;
  frame: number;
}

/** The spans the bench prints, each from one moment of an applied command to a later one. */
const SPANS: [label: string, from: keyof Applied, to: keyof Applied][] = [
  ['console: key that sent → root shows the next version', 'key', 'dom'],
  ['console: key that sent → next animation frame', 'key', 'frame'],
  ['  of which key → request written to the socket', 'key', 'sent'],
  ['  of which request written → first message back', 'sent', 'received'],
  ['  of which first message back → root shows the version', 'received', 'dom'],
];

/** Notes, before the page's own scripts run, when the moderator socket sends and receives. */
async function watchSocket(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { sends: number[]; receives: number[] };
    w.sends = [];
    w.receives = [];
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (this: WebSocket, data) {
      w.sends.push(performance.now());
      return send.call(this, data);
    };
    // Heard before the page's own listener: Vue's update runs in the microtasks right after that one.
    window.WebSocket = class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', () => w.receives.push(performance.now()));
      }
    };
  });
}

/** Installs the page's own stopwatch: the last keydown, and each new version of the console's root. */
async function armStopwatch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { lastKey: number; sends: number[]; receives: number[]; applied: Applied[] };
    w.lastKey = 0;
    w.applied = [];
    window.addEventListener('keydown', () => (w.lastKey = performance.now()), { capture: true });
    let version: string | null = null;
    const check = (): void => {
      const root = document.querySelector('[data-testid="ruleset-console"], [data-testid="game-over"]');
      const next = root?.getAttribute('data-version') ?? null;
      if (next === null || next === version) return;
      const first = version === null;
      version = next;
      if (first) return;
      const dom = performance.now();
      const key = w.lastKey;
      const sent = w.sends.find((t) => t >= key) ?? NaN;
      const received = w.receives.find((t) => t >= sent) ?? NaN;
      const noted = { key, sent, received, dom };
      requestAnimationFrame(() => w.applied.push({ ...noted, frame: performance.now() }));
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-version'],
    });
    check();
  });
}

/** CPU time (ms) of this process's descendants (the Chromium processes), by type: browser, renderer, gpu… */
function childCpu(): Map<string, number> {
  const ticks = 100; // USER_HZ on Linux
  const procs = new Map<number, { ppid: number; cpu: number; type: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const type = /--type=([a-z-]+)/.exec(cmdline)?.[1] ?? 'browser';
      // utime and stime, then the children's that were waited for (fields 14-17 of stat, 0-based 11-14 here).
      const cpu = (Number(fields[11]) + Number(fields[12])) * (1000 / ticks);
      procs.set(Number(entry), { ppid: Number(fields[1]), cpu, type });
    } catch {
      // A process that ended meanwhile.
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = procs.get(pid)?.ppid; p !== undefined && p > 1; p = procs.get(p)?.ppid)
      if (p === process.pid) return true;
    return false;
  };
  const byType = new Map<string, number>();
  for (const [pid, proc] of procs) if (mine(pid)) byType.set(proc.type, (byType.get(proc.type) ?? 0) + proc.cpu);
  return byType;
}

/** The page's cumulative main-thread metrics (seconds), by name. */
async function pageMetrics(session: CDPSession): Promise<Map<string, number>> {
  const { metrics } = await session.send('Performance.getMetrics');
  return new Map(metrics.map((m) => [m.name, m.value]));
}

/** The heaviest functions of a CPU profile by self time. */
function topFunctions(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}): string[] {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-1)[0] ?? ''}:${lineNumber + 1}`;
    byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0));
  }
  const total = [...byName.values()].reduce((a, b) => a + b, 0);
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(
      ([name, us]) =>
        `${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`,
    );
}

console.log(`Mafia Station console benchmark — Node ${process.version}; load average ${load()}`);
const dataDir = mkdtempSync(join(tmpdir(), 'mafia-bench-console-'));
// Browser mode as serve.ts starts it, with the station's own time per command noted on the way.
// `--pages <dir>`: another build of the pages (an unminified one, for a readable profile).
const rendererDir = values.pages ?? resolve(import.meta.dirname, '../out/renderer');
const archive = openArchive(join(dataDir, ARCHIVE_FILE));
const appendTimes: number[] = [];
const appendStep = archive.appendStep.bind(archive);
archive.appendStep = (record) => {
  const start = performance.now();
  appendStep(record);
  appendTimes.push(performance.now() - start);
};
const station = createStation({ archive, pagesDir: rendererDir, cardsSeenFile: null });
const stationTimes: number[] = [];
const stationCpu: number[] = [];
const timed: Station = {
  ...station,
  request(name, payload) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const answer = station.request(name, payload);
    if (name === 'game.command') {
      stationTimes.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      stationCpu.push((used.user + used.system) / 1000);
    }
    return answer;
  },
};
const token = 'bench'.padEnd(64, '0');
const http = await startHttpStation({ station: timed, token, rendererDir, port: 0 });
const server = { moderatorUrl: `${http.url}/moderator/?token=${token}`, projectorUrl: `${http.url}/projector/` };
const loop = monitorEventLoopDelay({ resolution: 5 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const moderator = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const projector = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  await watchSocket(moderator);
  const loadStart = performance.now();
  await Promise.all([projector.goto(server.projectorUrl), moderator.goto(server.moderatorUrl)]);
  await moderator.getByTestId('connection-state').and(moderator.locator('[data-state="open"]')).waitFor();
  console.log(`pages loaded and the console connected in ${(performance.now() - loadStart).toFixed(0)} ms`);
  // The game through the new-game form, as the e2e does.
  const { createScriptedGame } = await import('../tests/e2e/support/scripted-play.ts');
  process.env.MAFIA_SCREENSHOTS = 'off';
  await createScriptedGame(moderator, CITY_MAFIA_GAME);
  await armStopwatch(moderator);
  const cdp = values.profile ? await moderator.context().newCDPSession(moderator) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (values.trace) await browser.startTracing(moderator, { path: values.trace, categories: TRACE_CATEGORIES });
  const counter = new InputCounter();
  stationTimes.length = 0;
  stationCpu.length = 0;
  appendTimes.length = 0;
  loop.enable();
  const cpuBefore = childCpu();
  const nodeCpu = process.cpuUsage();
  const metrics = await moderator.context().newCDPSession(moderator);
  await metrics.send('Performance.enable');
  const pageBefore = await pageMetrics(metrics);
  const start = performance.now();
  for (const command of CITY_MAFIA_GAME.commands)
    await playCommand(
      moderator,
      CITY_MAFIA_GAME.setup.rulesetId,
      CITY_MAFIA_GAME.setup.players.length,
      command,
      counter,
    );
  const played = performance.now() - start;
  loop.disable();
  const pageAfter = await pageMetrics(metrics);
  const nodeUsed = process.cpuUsage(nodeCpu);
  const cpuAfter = childCpu();
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(values.profile!, JSON.stringify(profile));
    console.log(`console page CPU profile written to ${values.profile}; heaviest functions by self time:`);
    for (const line of topFunctions(profile as never)) console.log(`  ${line}`);
  }
  if (values.trace) {
    await browser.stopTracing();
    console.log(`trace written to ${values.trace}; the console page's main thread by self time, per scripted command:`);
    const steps = CITY_MAFIA_GAME.commands.length;
    for (const [name, ms] of mainThreadSelfTimes(values.trace, '/moderator/').slice(0, 25))
      console.log(`  ${(ms / steps).toFixed(2).padStart(7)} ms  ${name}`);
  }
  const applied = await moderator.evaluate(() => (window as unknown as { applied: Applied[] }).applied);
  console.log(
    `${CITY_MAFIA_GAME.commands.length} scripted commands (${counter.steps} steps, ${counter.keys} keys, ${counter.clicks} clicks) played in ${(played / 1000).toFixed(1)} s`,
  );
  for (const [label, from, to] of SPANS)
    figure(
      label,
      applied.map((a) => a[to] - a[from]),
    );
  const steps = CITY_MAFIA_GAME.commands.length;
  const perStep = (ms: number) => `${(ms / steps).toFixed(1)} ms`;
  console.log(
    `CPU per scripted command: Chromium ${[...cpuAfter]
      .map(([type, ms]) => `${type} ${perStep(ms - (cpuBefore.get(type) ?? 0))}`)
      .join(
        ', ',
      )}; this Node process (the station and Playwright's client) ${perStep((nodeUsed.user + nodeUsed.system) / 1000)}`,
  );
  console.log(
    `console page's main thread per scripted command (CDP Performance): ${[
      'TaskDuration',
      'ScriptDuration',
      'LayoutDuration',
      'RecalcStyleDuration',
      // CPU time, not wall-clock: the figures to compare on a loaded machine (its main thread, its whole
      // renderer process), and the share of the DevTools commands (the driver's queries and keys).
      'ThreadTime',
      'ProcessTime',
      'DevToolsCommandDuration',
    ]
      .map((name) => `${name} ${perStep(1000 * ((pageAfter.get(name) ?? 0) - (pageBefore.get(name) ?? 0)))}`)
      .join(', ')}`,
  );
  figure('station (in the server): game.command → durable → pushes sent', stationTimes);
  figure('  its CPU time', stationCpu);
  figure('  its durable append (SQLite, WAL, synchronous=FULL)', appendTimes);
  console.log(
    `server's event loop delay meanwhile: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  await http.close();
  station.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`load average at the end: ${load()}`);
