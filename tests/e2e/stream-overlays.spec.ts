import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { streamedTournamentGame } from './support/overlay-tournament.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver, seededPick, type StationDriver } from './support/station-driver.ts';
import type { StationFixture } from './support/fixtures.ts';
import type { StreamStatus } from '../../shared/contract/index.ts';
import { viewerBodyOf, type GameState } from '../../shared/engine/index.ts';

// The stream overlays (issue 17) in Chromium beside a played city-mafia game in browser mode: the room
// feed's overlay (only what the projector shows: no role until the end) and the viewer feed's (every role
// and the night's actions, as late as the delay), both transparent 1920×1080 browser sources served by the
// phones' server under its strict CSP; a reconnect in the middle of a night (the phones' server stopped and
// started again: the same links) draws the same night again; the pause key shows the holding card.
// Screenshots are taken with a transparent background, as OBS composes them.

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Fyodor', 'Galina', 'Hugo', 'Ilona', 'Jonas'];
/** Role words (English) that must never show on the room feed while the game runs. */
const ROLE_WORDS = /(?<!\p{L})(sheriff|doctor|putana|don|maniac|mafioso|mafiosi|civilian)(?!\p{L})/iu;

interface Overlays {
  driver: StationDriver;
  room: Page;
  viewer: Page;
  problems: string[][];
  close(): Promise<void>;
}

async function openOverlays(browser: Browser, station: StationFixture): Promise<Overlays> {
  const driver = await openDriver(station);
  await driver.must('lan.start', { host: '127.0.0.1' });
  const status = await driver.must<StreamStatus>('stream.delay', { delay: { kind: 'seconds', seconds: 0 } });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const room = await context.newPage();
  const viewer = await context.newPage();
  const problems = [watchPageProblems(room), watchPageProblems(viewer)];
  await room.goto(status.overlayUrl!);
  await viewer.goto(`${status.viewerUrl!}&parts=strip,info,night`);
  return { driver, room, viewer, problems, close: () => context.close().then(() => driver.close()) };
}

/** A transparent screenshot, as the browser source is composed over the stream's picture. */
async function shootOverlay(page: Page, name: string): Promise<void> {
  await shoot(page, name, { fullPage: false, omitBackground: true });
}

async function playUntil(overlays: Overlays, pick: ReturnType<typeof seededPick>, until: (s: GameState) => boolean) {
  for (let i = 0; i < 400; i++) {
    if (until(overlays.driver.state())) return;
    if (!(await overlays.driver.randomStep(pick))) return;
    const state = overlays.driver.state();
    if (state.phase !== 'ended') expect(await overlays.room.locator('body').innerText()).not.toMatch(ROLE_WORDS);
  }
  throw new Error('the game went on too long');
}

test('stream overlays: a city-mafia game on the room and viewer feeds, a reconnect mid-night, the pause key', async ({
  browser,
  station,
}) => {
  test.setTimeout(240_000);
  const overlays = await openOverlays(browser, station);
  const { driver, room, viewer } = overlays;
  await expect(room.getByTestId('overlay-waiting')).toBeVisible();
  // Transparent: the page paints no background of its own.
  expect(await room.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

  await driver.create('city-mafia', NAMES);
  const pick = seededPick(11);
  await playUntil(overlays, pick, (state) => state.phase === 'discussion');
  await expect(room.getByTestId('overlay-seat')).toHaveCount(NAMES.length);
  await expect(room.getByTestId('overlay-role')).toHaveCount(0);
  // The viewer feed knows every role (delay 0 s); the room feed none.
  await expect(viewer.getByTestId('overlay-role')).toHaveCount(NAMES.length);
  await shootOverlay(room, 'overlay-01-room-day-1920x1080');
  await shootOverlay(viewer, 'overlay-02-viewer-day-1920x1080');

  // Into the night, with some of its choices made.
  await playUntil(overlays, pick, (state) => state.phase === 'night');
  const nightRound = driver.state().round;
  for (let i = 0; i < 3 && driver.state().phase === 'night'; i++) await driver.randomStep(pick);
  await expect(viewer.getByTestId('overlay-night')).toContainText(String(nightRound));
  // Every choice made so far is on the viewer feed (delay 0 s) before it is read: the first step's view alone showed
  // the night's round, and a later choice arriving after the read made the reconnect look like a change (CI 57).
  const actions = viewerBodyOf(driver.state()).nights.at(-1)?.actions.length ?? 0;
  await expect(viewer.getByTestId('overlay-action')).toHaveCount(actions);
  await expect(room.getByTestId('overlay-night')).toHaveCount(0);
  const roomBefore = await room.getByTestId('overlay-strip').innerText();
  const viewerBefore = await viewer.getByTestId('overlay').innerText();
  expect(roomBefore).not.toMatch(ROLE_WORDS);

  // A reconnect in the middle of the night: the phones' server goes down and comes back with the same links.
  await driver.must('lan.stop', {});
  await expect(room.getByTestId('overlay-connection')).toBeVisible();
  await expect(viewer.getByTestId('overlay-connection')).toBeVisible();
  await driver.must('lan.start', { host: '127.0.0.1' });
  await expect(room.getByTestId('overlay-connection')).toHaveCount(0, { timeout: 15_000 });
  await expect(viewer.getByTestId('overlay-connection')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => room.getByTestId('overlay-strip').innerText()).toBe(roomBefore);
  await expect.poll(() => viewer.getByTestId('overlay').innerText()).toBe(viewerBefore);
  await shootOverlay(room, 'overlay-03-room-night-after-reconnect-1920x1080');
  await shootOverlay(viewer, 'overlay-04-viewer-night-after-reconnect-1920x1080');

  // One phase late: the viewers see the night as it fell, none of its choices.
  await expect(viewer.getByTestId('overlay-action').first()).toBeVisible();
  await driver.must('stream.delay', { delay: { kind: 'phase' } });
  await expect(viewer.getByTestId('overlay-action')).toHaveCount(0);
  await expect(viewer.getByTestId('overlay-role')).toHaveCount(NAMES.length);

  // The pause key: every overlay shows its holding card, and no name of the game.
  await driver.must('stream.pause', { on: true });
  await expect(room.getByTestId('overlay-hold')).toBeVisible();
  await expect(viewer.getByTestId('overlay-hold')).toBeVisible();
  for (const name of NAMES) expect(await viewer.locator('body').innerText()).not.toContain(name);
  await shootOverlay(viewer, 'overlay-05-paused-1920x1080');
  await driver.must('stream.pause', { on: false });
  await expect(room.getByTestId('overlay-hold')).toHaveCount(0);

  // To the end: the room feed shows the roles only with the result.
  await playUntil(overlays, pick, (state) => state.phase === 'ended');
  await expect(room.getByTestId('overlay-role')).toHaveCount(NAMES.length);
  await shootOverlay(room, 'overlay-06-room-ended-1920x1080');

  for (const found of overlays.problems) expect(found).toEqual([]);
  await overlays.close();
});

test('stream overlays: a tournament game shows the standings and the next round’s seating at its table', async ({
  browser,
  station,
}) => {
  test.setTimeout(120_000);
  const driver = await openDriver(station);
  const status = await streamedTournamentGame(driver, { name: 'Autumn Cup', players: NAMES, tables: 1 });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const room = await context.newPage();
  const problems = watchPageProblems(room);
  await room.goto(`${status.overlayUrl!}&parts=info,table,seating`);
  await expect(room.getByTestId('overlay-standings')).toContainText('Autumn Cup');
  await expect(room.getByTestId('overlay-standings').locator('li')).toHaveCount(NAMES.length);
  await expect(room.getByTestId('overlay-next-seating')).toContainText('2');
  await expect(room.getByTestId('overlay-next-seating').locator('li')).toHaveCount(NAMES.length);
  await expect(room.getByTestId('overlay-strip')).toHaveCount(0);
  await shootOverlay(room, 'overlay-07-tournament-1920x1080');
  expect(problems).toEqual([]);
  await context.close();
  driver.close();
});
