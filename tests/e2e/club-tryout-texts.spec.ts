import type { Page } from '@playwright/test';
import type { GameState, RulesetId } from '../../shared/engine/index.ts';
import { nightCommand } from '../../shared/engine/rulesets/city-mafia/night-rules.ts';
import type { NightStep } from '../../shared/engine/rulesets/city-mafia/types.ts';
import { expect, test, type StationFixture } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver, type StationDriver } from './support/station-driver.ts';
import { playUntil } from './support/driver-steps.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';

// Issue 12 (club tryout), the texts and console defects, looked at in Chromium: the station is driven
// through its API, the moderator's page is looked at (and photographed) where each fix shows.

const TEN = ['Anna', 'Boris', 'Csilla', 'Dénes', 'Eszter', 'Ferenc', 'Gita', 'Hugo', 'Irina', 'Jakub'];

type City = GameState & {
  phase: string;
  speaker: number | null;
  nightSteps: NightStep[];
  step: number;
  players: { seat: number; role: string | null; alive: boolean }[];
  night?: { stage?: string; order: number[]; index: number } | null;
};

const city = (driver: StationDriver): City => driver.state() as unknown as City;
const seatOf = (state: City, role: string): number => state.players.find((p) => p.role === role)!.seat;

/** Ends speeches and records empty votes until the night falls. */
async function toNight(driver: StationDriver): Promise<void> {
  for (let guard = 0; guard < 100 && city(driver).phase !== 'night'; guard++) {
    await driver.command(city(driver).phase === 'voting' ? { type: 'vote', voters: [] } : { type: 'end-speech' });
  }
}

async function moderatorPage(
  browser: import('@playwright/test').Browser,
  url: string,
): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const problems = watchPageProblems(page);
  await page.goto(url);
  await expect(page.getByTestId('ruleset-console')).toBeVisible();
  return { page, problems };
}

/** Runs the body on a driver of a dealt game of the ruleset at the table of ten, and closes the driver after. */
async function withDealtTen(
  station: StationFixture,
  rulesetId: RulesetId,
  body: (driver: StationDriver) => Promise<void>,
): Promise<void> {
  const driver = await openDriver(station);
  try {
    await driver.create(rulesetId, TEN);
    await driver.command({ type: 'deal' });
    await body(driver);
  } finally {
    driver.close();
  }
}

test('City: the blocked don is told once, the dawn tells each fact once, the timeline shows no plumbing, the car crash names the tied', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  await withDealtTen(station, 'city-mafia', async (driver) => {
    while (city(driver).phase === 'introduction') await driver.command({ type: 'introduced' });
    // Three remarks to the first speaker of day 1: silenced on day 2.
    const silenced = city(driver).speaker!;
    for (let i = 0; i < 3; i++) await driver.command({ type: 'remark', seat: silenced });
    await toNight(driver);
    const state = city(driver);
    const don = seatOf(state, 'don');
    const civilians = state.players.filter((p) => p.role === 'civilian').map((p) => p.seat);
    // The putana visits the don; the mafia shoot a civilian (the shot misses: the don is blocked).
    const { page, problems } = await moderatorPage(browser, station.moderatorUrl);
    while (city(driver).phase === 'night') {
      const s = city(driver);
      const stepName = s.nightSteps[s.step]!;
      const before = driver.version();
      if (stepName === 'don') {
        await expect(page.locator('[data-testid="prompt"][data-key$="blocked-note.don"]')).toBeVisible();
        await shoot(page, 'club-tryout-texts-city-blocked-don');
        const script = await page.getByTestId('script-card').innerText();
        expect(script.match(/crossed arms/g)?.length, script).toBe(1);
        expect(script).not.toMatch(/Record it\./);
      }
      const target =
        stepName === 'putana'
          ? don
          : stepName === 'mafia'
            ? civilians[0]!
            : stepName === 'sheriff'
              ? civilians[1]!
              : stepName === 'doctor'
                ? civilians[2]!
                : null;
      await driver.command(nightCommand(stepName, target));
      const after = city(driver);
      if (after.phase === 'night' && after.nightSteps[after.step] === stepName && driver.version() > before)
        await driver.command({ type: 'end-step' });
    }
    // The dawn summary, held until announced: each fact once.
    await expect(page.getByTestId('dawn-summary')).toBeVisible();
    await shoot(page, 'club-tryout-texts-city-dawn');
    const dawn = await page.locator('[data-testid="dawn-summary"] .events').innerText();
    expect(dawn).toContain('the don could not check');
    expect(dawn).not.toContain('The don checked nobody');
    const lines = dawn.split('\n').filter((l) => l.trim());
    expect(new Set(lines).size).toBe(lines.length);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('dawn-summary')).toHaveCount(0);
    // The timeline: what happened, no "Step done".
    const timeline = await page.getByTestId('timeline').innerText();
    expect(timeline).toMatch(/Night \(sheriff\)/);
    expect(timeline).not.toMatch(/Step done|Introduction step done/);

    // Day 2: the first two speakers nominate the last two living players (a car crash follows).
    while (city(driver).phase === 'morning') await driver.command({ type: 'end-speech' });
    const living = city(driver)
      .players.filter((p) => p.alive)
      .map((p) => p.seat);
    const first = city(driver).speaker!;
    const [x, y] = living.filter((s) => s !== first && s !== silenced).slice(-2) as [number, number];
    await driver.command({ type: 'nominate', by: first, nominee: x });
    await driver.command({ type: 'end-speech' });
    const second = city(driver).speaker!;
    await driver.command({
      type: 'nominate',
      by: second,
      nominee: y === second ? living.find((s) => s !== x && s !== second && s !== first)! : y,
    });
    // The silenced player's turn says so under the prompt.
    for (let guard = 0; guard < 20 && city(driver).speaker !== silenced; guard++)
      await driver.command({ type: 'end-speech' });
    await expect(page.getByTestId('prompt-hint')).toContainText('may not speak, but may still nominate and vote');
    await shoot(page, 'club-tryout-texts-city-silenced');
    while (city(driver).phase === 'discussion') await driver.command({ type: 'end-speech' });
    const candidates0 = (driver.state() as unknown as { vote: { candidates: number[] } }).vote.candidates;
    const voters = living.filter((s) => !candidates0.includes(s));
    const candidates = (driver.state() as unknown as { vote: { candidates: number[] } }).vote.candidates;
    await driver.command({ type: 'vote', voters: voters.slice(0, 3) });
    await driver.command({ type: 'vote', voters: voters.slice(3, 6) });
    if (city(driver).phase === 'defence') {
      const names = candidates.map((s) => `${TEN[s - 1]} (${s})`);
      await expect(page.locator('[data-testid="prompt"][data-key$=".defence"]')).toContainText(
        `Car crash: ${names.join(', ')} are tied.`,
      );
      await shoot(page, 'club-tryout-texts-city-car-crash');
    } else {
      throw new Error(`no car crash: ${city(driver).phase} after ${JSON.stringify(candidates)}`);
    }
    expect(problems).toEqual([]);
  });
});

test('Mensa: the reading names each seat once, and the dawn tells the death before the day', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  await withDealtTen(station, 'mensa-hungariqa', async (driver) => {
    while (city(driver).phase === 'night-zero') await driver.command({ type: 'next-step' });
    while (city(driver).phase === 'day') await driver.command({ type: 'end-day' });
    const state = driver.state() as unknown as City;
    const mafia = state.players
      .filter((p) => p.role === 'mafioso' || p.role === 'protected-mafioso')
      .filter((p) => p.alive)
      .map((p) => p.seat);
    const inspector = state.players.find((p) => p.role === 'inspector');
    const victim = state.players.find((p) => p.alive && p.role === 'citizen')!.seat;
    const { page, problems } = await moderatorPage(browser, station.moderatorUrl);
    if (inspector?.alive) await driver.command({ type: 'inspector-check', target: victim });
    await driver.command({ type: 'next-step' });
    const read = page.locator('[data-testid="prompt"][data-key$=".read-name"]');
    await expect(read).toContainText('Name 1 of 10, read it aloud: Anna (1).');
    await expect(read).not.toContainText(') (');
    await shoot(page, 'club-tryout-texts-mensa-reading');
    for (let guard = 0; guard < 12 && city(driver).phase === 'night'; guard++) {
      const night = (driver.state() as unknown as City).night!;
      if (night.order[night.index] === victim) for (const voter of mafia) await driver.command({ type: 'hand', voter });
      await driver.command({ type: 'next-name' });
    }
    await expect(page.getByTestId('dawn-summary')).toBeVisible();
    await shoot(page, 'club-tryout-texts-mensa-dawn');
    const announce = (await page.getByTestId('dawn-announcements').innerText()).split('\n').filter((l) => l.trim());
    const death = announce.findIndex((l) => l.includes(TEN[victim - 1]!));
    const day = announce.findIndex((l) => /Day 2/i.test(l));
    expect(death, announce.join(' | ')).toBeGreaterThanOrEqual(0);
    expect(day, announce.join(' | ')).toBeGreaterThan(death);
    expect(problems).toEqual([]);
  });
});

test("the game-over panel's checkbox and buttons stay inside the panel, whole, in French and Hungarian at 1440 px", async ({
  browser,
  station,
}) => {
  // Club tryout (fr-08-ended-mod.png): the actions ran off the left edge, the reseat checkbox out of sight
  // and 'Partie suivante, même table (G)' cut; they wrap now.
  test.setTimeout(180_000);
  await withDealtTen(station, 'french-deck', async (driver) => {
    await playUntil(driver, 3, () => false);
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    const problems = watchPageProblems(page);
    await page.goto(station.moderatorUrl);
    await expect(page.getByTestId('game-over')).toBeVisible();
    for (const locale of ['fr', 'hu']) {
      await page.getByTestId('console-language').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByTestId('rematch').scrollIntoViewIfNeeded();
      await shoot(page, `club-tryout-texts-game-over-${locale}`);
      const outside = await page.getByTestId('game-over').evaluate((panel) => {
        const box = panel.getBoundingClientRect();
        return [...panel.querySelectorAll('.actions > *')]
          .map((el) => ({ el: el as HTMLElement, r: el.getBoundingClientRect() }))
          .filter(
            ({ el, r }) => r.left < box.left - 0.5 || r.right > box.right + 0.5 || el.scrollWidth > el.clientWidth + 1,
          )
          .map(({ el }) => el.innerText.trim());
      });
      expect(outside, locale).toEqual([]);
      await expect(page.getByTestId('rematch-reseat')).toBeInViewport();
    }
    expect(problems).toEqual([]);
  });
});

test("a night's form keeps its hint inside it, in every language at 1440 px", async ({ browser, station }) => {
  // Club tryout (hu-04-night-mod.png): 'Válasszon: Célpont' ran out of the inspector's form, to the right of its
  // long confirm button; the hint goes under the button now.
  test.setTimeout(180_000);
  await withDealtTen(station, 'mensa-hungariqa', async (driver) => {
    await playUntil(driver, 3, (state) => state.phase === 'night');
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    const problems = watchPageProblems(page);
    await page.goto(station.moderatorUrl);
    await expect(page.getByTestId('form-hint').first()).toBeVisible();
    for (const locale of LOCALES) {
      await page.getByTestId('console-language').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const outside = await page.getByTestId('command-form').evaluateAll((forms) =>
        forms.flatMap((form) => {
          const box = form.getBoundingClientRect();
          return [...form.querySelectorAll('[data-testid="form-hint"]')]
            .filter((hint) => {
              const r = hint.getBoundingClientRect();
              return r.left < box.left - 0.5 || r.right > box.right + 0.5;
            })
            .map((hint) => (hint as HTMLElement).innerText.trim());
        }),
      );
      expect(outside, locale).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});
