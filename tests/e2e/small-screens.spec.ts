import type { Browser, Page } from '@playwright/test';
import { expect, test, type StationFixture } from './support/fixtures.ts';
import { LONG_NAMES } from './support/projector-layout.ts';
import { copagRandomStep, copagState, copagStepInPlay } from './support/copag-steps.ts';
import { playUntil } from './support/driver-steps.ts';
import { settled } from './support/projector-pages.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver, seededPick, type StationDriver } from './support/station-driver.ts';
import type { Pick } from '../../shared/engine/index.ts';

// tryout9, at the sizes a club has: a 1280×720 projector and a 1366×768 laptop. The room always reads the
// latest announcement, a command's confirm button stays inside its form, and a 16-seat City table fits the
// console's seat grid without scrolling. Measured as boxes on the real pages, in every language.

const LOCALES = ['en', 'ru', 'hu', 'fr', 'pt', 'ja'] as const;
const PROJECTOR = { width: 1280, height: 720 };
const LAPTOP = { width: 1366, height: 768 };
const EIGHT = ['Ana', 'Bruno', 'Carla', 'Davi', 'Elisa', 'Fábio', 'Gabi', 'Hugo'];
const SIXTEEN = [...EIGHT, 'Inês', 'João', 'Kátia', 'Leo', 'Marta', 'Nuno', 'Olga', 'Paulo'];

/** The latest announcement's box and the list's, or null when the list shows none. */
function latestAnnouncement(page: Page): Promise<{ bottom: number; listBottom: number; text: string } | null> {
  return page.evaluate(() => {
    const list = document.querySelector('[data-testid="projector-announcements"]');
    const latest = list?.querySelector<HTMLElement>('[data-testid="projector-announcement"]');
    if (!list || !latest || getComputedStyle(latest).visibility === 'hidden') return null;
    return {
      bottom: latest.getBoundingClientRect().bottom,
      listBottom: list.getBoundingClientRect().bottom,
      text: latest.innerText,
    };
  });
}

/**
 * In each language in turn, the projector shows the latest announcement on the screen (and, with `insideList`, inside
 * its list's box). A screenshot of each language with `shootEvery`, else of Portuguese and of any language failing.
 */
async function expectLatestAnnouncementInEveryLanguage(
  page: Page,
  driver: StationDriver,
  name: string,
  { insideList, shootEvery }: { insideList: boolean; shootEvery: boolean },
): Promise<void> {
  for (const locale of LOCALES) {
    await driver.must('projector.locale', { locale });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The game's view is on the projector before it is read: in the first language (the page's own, so its lang
    // holds at once) the view of the last steps could still be on its way (CI 58 read no announcement at all).
    await expect(page.getByTestId('projector-announcement').first()).toBeVisible();
    await settled(page);
    const latest = await latestAnnouncement(page);
    if (shootEvery || locale === 'pt' || latest === null)
      await shoot(page, `small-screens-${name}-projector-${locale}`);
    expect(latest, `${locale}: the latest announcement is shown`).not.toBeNull();
    if (insideList) expect(latest!.bottom, `${locale}: inside its list`).toBeLessThanOrEqual(latest!.listBottom + 0.5);
    expect(latest!.bottom, `${locale}: on the screen`).toBeLessThanOrEqual(PROJECTOR.height);
  }
}

/** The confirm buttons that run past their form's right border (or the screen's). */
function buttonsOutsideForms(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="command-form"]')].flatMap((form) => {
      const box = form.getBoundingClientRect();
      return [...form.querySelectorAll<HTMLElement>('button')]
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return r.width > 0 && (r.right > box.right + 0.5 || r.right > innerWidth);
        })
        .map((b) => `${form.getAttribute('data-command')}: "${b.innerText}"`);
    }),
  );
}

/** A projector page at the small projector's size, showing the station's room view. */
async function openProjector(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PROJECTOR })).newPage();
  await page.goto(url);
  return page;
}

/** The small projector's page and a driver of the station's moderator link: what the room sees, and the table's play. */
async function projectorAndDriver(
  browser: Browser,
  station: StationFixture,
): Promise<{ page: Page; driver: StationDriver }> {
  return { page: await openProjector(browser, station.projectorUrl), driver: await openDriver(station) };
}

/** Opens the console at the laptop's size, on the open game. */
async function openConsole(page: Page, url: string): Promise<void> {
  await page.setViewportSize(LAPTOP);
  await page.goto(url);
  await expect(page.getByTestId('ruleset-console')).toBeVisible();
}

/** Plays a Copag game on until four missions have ended and two are open, a player to act: the crowded screen. */
async function playToFourEndedTwoOpen(driver: StationDriver, gameId: string, pick: Pick): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    const s = copagState(driver);
    if (s.history.length >= 4 && s.missions.every((m) => m !== null) && s.turn?.stage === 'action') break;
    if (!(await copagStepInPlay(driver, gameId, pick))) break;
  }
  const s = copagState(driver);
  expect(s.history.length).toBeGreaterThanOrEqual(4);
  expect(s.missions.every((m) => m !== null)).toBe(true);
}

test('Copag at 1280×720 with two open missions and four ended: the room reads the latest announcement, in every language', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  const { page, driver } = await projectorAndDriver(browser, station);
  await playToFourEndedTwoOpen(driver, await driver.create('copag-mafia', EIGHT), seededPick(3));
  await expectLatestAnnouncementInEveryLanguage(page, driver, 'copag', { insideList: true, shootEvery: true });
  driver.close();
});

test('Copag at 1280×720, four missions ended and two open, long names: the room reads the latest announcement after the moderator opens another game and comes back', async ({
  browser,
  station,
}) => {
  // Coming back, the projector's list is replaced whole: the old game's announcements leave while the new
  // game's enter behind them. The fit took the first leaving one (no longer laid out) for the newest, so
  // the newest, two lines at its large size over a list of three small lines, was hidden and never shown
  // again (CI: 1 in about 100 runs of the test above, when the play's last views skipped a whole list).
  test.setTimeout(180_000);
  const { page, driver } = await projectorAndDriver(browser, station);
  const gameId = await driver.create('copag-mafia', LONG_NAMES.slice(0, 8));
  const pick = seededPick(3);
  await playToFourEndedTwoOpen(driver, gameId, pick);
  const latest = copagState(driver).announcements.at(-1)!;
  await expect(page.getByTestId('projector-announcement').first()).toHaveAttribute('data-kind', latest.kind);
  const other = await driver.create('copag-mafia', EIGHT);
  while (copagState(driver).announcements.length === 0) await copagRandomStep(driver, other, pick);
  await expect(page.getByTestId('projector-announcement').first()).toHaveAttribute('data-kind', 'game-started');
  await driver.must('game.open', { gameId });
  await expect(page.getByTestId('projector-announcement').first()).toHaveAttribute('data-kind', latest.kind);
  await expectLatestAnnouncementInEveryLanguage(page, driver, 'copag-back', { insideList: true, shootEvery: false });
  driver.close();
});

test('Copag console at 1366×768: every confirm button stays inside its form, in every language', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  const driver = await openDriver(station);
  const gameId = await driver.create('copag-mafia', EIGHT);
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await openConsole(page, station.moderatorUrl);
  const pick = seededPick(3);
  const seen = new Set<string>();
  for (let i = 0; i < 60; i++) {
    if (!(await copagRandomStep(driver, gameId, pick))) break;
    const stage = `${copagState(driver).phase}-${copagState(driver).turn?.stage ?? ''}`;
    if (seen.has(stage)) continue;
    seen.add(stage);
    for (const locale of LOCALES) {
      await page.getByTestId('console-language').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await buttonsOutsideForms(page), `${stage}, ${locale}`).toEqual([]);
      if (locale === 'pt') await shoot(page, `small-screens-copag-console-${stage}-pt`);
    }
  }
  expect(seen.has('play-action')).toBe(true);
  driver.close();
});

/**
 * Plays a 16-seat City game with these names to its first night and its second day's vote, and checks at each, in
 * every language, that no seat of the console's grid lies below a 1366×768 laptop's fold.
 */
async function expectSixteenSeatsAboveTheFold(
  browser: Browser,
  station: StationFixture,
  names: readonly string[],
  label: string,
): Promise<void> {
  const driver = await openDriver(station);
  await driver.create('city-mafia', names);
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await openConsole(page, station.moderatorUrl);
  const moments: [string, (s: { phase: string; day?: number }) => boolean][] = [
    ['night', (s) => s.phase === 'night'],
    ['voting', (s) => s.phase === 'voting'],
  ];
  for (const [name, until] of moments) {
    await playUntil(driver, 21, (state) => until(state as unknown as { phase: string }));
    for (const locale of LOCALES) {
      await page.getByTestId('console-language').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const seats = await page
        .getByTestId('seat')
        .evaluateAll((all) =>
          all.map((seat) => ({ seat: seat.getAttribute('data-seat'), bottom: seat.getBoundingClientRect().bottom })),
        );
      expect(seats).toHaveLength(16);
      const below = seats.filter((seat) => seat.bottom > LAPTOP.height).map((seat) => seat.seat);
      if (locale === 'pt' || below.length > 0) await shoot(page, `small-screens-${label}-${name}-${locale}`);
      expect(below, `${name}, ${locale}: seats below the fold`).toEqual([]);
    }
  }
  driver.close();
}

test('City with 16 players on a 1366×768 laptop: every seat of the grid is on screen without scrolling, in every language', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  await expectSixteenSeatsAboveTheFold(browser, station, SIXTEEN, 'city-16');
});

test('City with 16 names of up to 24 characters on a 1366×768 laptop: every seat is on screen without scrolling, in every language', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  await expectSixteenSeatsAboveTheFold(browser, station, LONG_NAMES, 'city-16-long');
});

test('City with 16 names of up to 24 characters on a 1366×768 laptop, the putana voted out on day 1: night 1’s wait for her keeps every seat on screen, in every language', async ({
  browser,
  station,
}) => {
  // CI at 5098081: a deal that gave the putana to the seat day 1 voted out (1 in 16) opened night 1 with her wait
  // step, whose Russian badge took a second line and put seat 16 below the fold (776 px of 768). The station deals
  // by itself, so the table is dealt again until the seeded day votes the putana out (at most 400 deals: 15/16 each).
  test.setTimeout(180_000);
  const driver = await openDriver(station);
  const putanaOut = async (): Promise<boolean> => {
    await driver.create('city-mafia', LONG_NAMES);
    const night = await playUntil(driver, 21, (s) => s.phase === 'night');
    const players = (night as unknown as { players: { role: string; alive: boolean }[] }).players;
    return players.some((p) => p.role === 'putana' && !p.alive);
  };
  let dealt = 1;
  while (!(await putanaOut()) && dealt < 400) dealt++;
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await openConsole(page, station.moderatorUrl);
  await expect(page.getByTestId('wait-step')).toBeVisible();
  for (const locale of LOCALES) {
    await page.getByTestId('console-language').selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const below = await page
      .getByTestId('seat')
      .evaluateAll(
        (all, fold) => all.filter((s) => s.getBoundingClientRect().bottom > fold).map((s) => s.dataset.seat),
        LAPTOP.height,
      );
    if (below.length > 0) await shoot(page, `small-screens-city-16-long-putana-out-${locale}`);
    expect(below, `${locale}: seats below the fold`).toEqual([]);
  }
  driver.close();
});

for (const [rulesetId, names, seed] of [
  ['city-mafia', SIXTEEN, 21],
  ['mensa-hungariqa', SIXTEEN.slice(0, 12), 4],
  ['french-deck', EIGHT, 3],
  ['davidoff-1987', EIGHT.slice(0, 7), 2],
] as const) {
  test(`${rulesetId} at 1280×720 with ${names.length} players: the room reads the latest announcement, in every language`, async ({
    browser,
    station,
  }) => {
    test.setTimeout(180_000);
    const { page, driver } = await projectorAndDriver(browser, station);
    await driver.create(rulesetId, names);
    const state = await playUntil(driver, seed, (s) => s.announcements.length >= 6);
    expect(state.announcements.length).toBeGreaterThanOrEqual(6);
    await expectLatestAnnouncementInEveryLanguage(page, driver, rulesetId, { insideList: false, shootEvery: false });
    driver.close();
  });
}
