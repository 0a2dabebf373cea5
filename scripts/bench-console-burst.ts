// Part of `npm run bench:console` (after the build): how the console keeps up when the station's views come
// faster than it draws them — the scripted 10-player City game sent through a second moderator connection as
// fast as the station answers (a tournament table's game played by a link, a second console), once at the
// machine's speed and once with the console page's CPU throttled ten times (a slow club laptop, or a loaded
// test machine). Prints how many versions the console drew and how long after the last answer it showed the
// final one. Prints figures, asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startHttpStation } from '../electron/serve/http-server.ts';
import { openArchive } from '../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation } from '../electron/station/index.ts';
import { CITY_MAFIA_GAME } from '../tests/fixtures/scripted-games.ts';
import { createScriptedGame } from '../tests/e2e/support/scripted-play.ts';
import { moderatorLink } from '../tests/e2e/support/station-player.ts';
import { loadAverage } from './bench-figures.ts';

/** Plays the scripted game through a second connection, the console's CPU slowed `rate` times; prints the figure. */
async function burst(rate: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mafia-bench-burst-'));
  const rendererDir = resolve(import.meta.dirname, '../out/renderer');
  const station = createStation({
    archive: openArchive(join(dataDir, ARCHIVE_FILE)),
    pagesDir: rendererDir,
    cardsSeenFile: null,
  });
  const token = 'bench'.padEnd(64, '0');
  const http = await startHttpStation({ station, token, rendererDir, port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${http.url}/moderator/?token=${token}`);
    await createScriptedGame(page, CITY_MAFIA_GAME);
    // Every version the console's root shows, as it shows it.
    await page.evaluate(() => {
      const w = window as unknown as { drawn: string[] };
      w.drawn = [];
      new MutationObserver(() => {
        const root = document.querySelector('[data-testid="ruleset-console"], [data-testid="game-over"]');
        const version = root?.getAttribute('data-version') ?? '';
        if (w.drawn.at(-1) !== version) w.drawn.push(version);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-version'],
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const link = await moderatorLink(http.url, token);
    let view = await link.viewWhen((v) => v.gameId !== null);
    const start = performance.now();
    for (const [i, command] of CITY_MAFIA_GAME.commands.entries()) {
      const answer = await link.request('game.command', {
        gameId: view.gameId,
        commandId: `burst-${i}`,
        expectedVersion: view.version,
        command,
      });
      if (!answer.ok) throw new Error(`refused: ${JSON.stringify(command)} → ${JSON.stringify(answer.error)}`);
      const sent = view.version;
      view = await link.viewWhen((v) => v.version > sent);
    }
    const answered = performance.now();
    await page.locator(`[data-version="${view.version}"]`).first().waitFor({ timeout: 300_000 });
    const shown = performance.now();
    const drawn = await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn.length);
    console.log(
      `console, CPU ×${rate}: ${CITY_MAFIA_GAME.commands.length} commands from a second connection in ${(answered - start).toFixed(0)} ms; the console drew ${drawn} versions and showed the last ${(shown - answered).toFixed(0)} ms after its answer`,
    );
    link.close();
  } finally {
    await browser.close();
    await http.close();
    station.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.env.MAFIA_SCREENSHOTS = 'off';
console.log(`Mafia Station console burst benchmark — load average ${loadAverage()}`);
for (const rate of [1, 10]) await burst(rate);
console.log(`load average at the end: ${loadAverage()}`);
