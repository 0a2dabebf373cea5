import { expect, type Page } from '@playwright/test';
import { POLL_INTERVALS } from './poll-intervals.ts';

/** Words that would give away a role or a night's secret on the projector while a game runs. */
export const SECRET_WORDS = /\b(mafia|mafioso|mafiosi|honest|role|roles|note|notes|victim)\b/i;

/**
 * The projector shows no secret: no role word in its text or markup, no element carrying a role, and
 * (checked separately on the socket) no role in what it received.
 */
export async function expectNoSecrets(projector: Page): Promise<void> {
  const text = await projector.locator('body').innerText();
  expect(text, 'projector text').not.toMatch(SECRET_WORDS);
  const html = await projector.locator('#app').innerHTML();
  expect(html, 'projector markup').not.toMatch(/mafia|honest/i);
  await expect(projector.locator('[data-role]')).toHaveCount(0);
}

/** Waits until the projector shows this phase and round. */
export async function expectProjectorPhase(projector: Page, phase: string, round: number): Promise<void> {
  const header = projector.getByTestId('projector-phase');
  await expect(header).toHaveAttribute('data-phase', phase);
  await expect(header).toHaveAttribute('data-round', String(round));
}

/** Waits until the projector lists exactly these seats as living and these as eliminated. */
export async function expectProjectorSeats(projector: Page, living: number[], eliminated: number[]): Promise<void> {
  const seatsOf = (testId: string) =>
    projector
      .getByTestId(testId)
      .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-seat'))).sort((a, b) => a - b));
  await expect
    .poll(() => seatsOf('projector-seat'), { intervals: POLL_INTERVALS })
    .toEqual([...living].sort((a, b) => a - b));
  await expect
    .poll(() => seatsOf('projector-eliminated-seat'), { intervals: POLL_INTERVALS })
    .toEqual([...eliminated].sort((a, b) => a - b));
}

/** Waits until the newest announcement on the projector reads `text`. */
export async function expectLatestAnnouncement(projector: Page, text: string | RegExp): Promise<void> {
  await expect(projector.getByTestId('projector-announcement').first()).toHaveText(text);
}

/**
 * The projector follows the moderator's game: the same seats living (read from the console's seat grid),
 * the night until the moderator has announced the dawn, and no secret word (the ruleset's hidden role names) in its text while the game runs.
 */
export async function expectProjectorFollows(projector: Page, moderator: Page, secrets: RegExp): Promise<void> {
  // What the console shows, read in one call: the dawn's summary, the game-over page, the living seats.
  const shown = await moderator.evaluate(() => ({
    dawn: document.querySelector('[data-testid="dawn-summary"]') !== null,
    over: document.querySelector('[data-testid="game-over"]') !== null,
    living: [...document.querySelectorAll('[data-testid="seat"][data-alive="true"]')]
      .map((n) => Number(n.getAttribute('data-seat')))
      .sort((a, b) => a - b),
  }));
  // Issue 12 §3: while the moderator reads the dawn's summary, the room still sees the night.
  if (shown.dawn) {
    await expect(projector.getByTestId('projector-phase')).toHaveAttribute('data-phase', 'night');
    return;
  }
  if (shown.over) return;
  // The projector's seats and text, read together: the text checked is the one shown with those seats.
  let text = '';
  await expect
    .poll(
      async () => {
        const seen = await projector.evaluate(() => ({
          seats: [...document.querySelectorAll('[data-testid="projector-seat"]')]
            .map((n) => Number(n.getAttribute('data-seat')))
            .sort((a, b) => a - b),
          text: document.body.innerText,
        }));
        text = seen.text;
        return seen.seats;
      },
      { intervals: POLL_INTERVALS },
    )
    .toEqual(shown.living);
  expect(text, 'projector text').not.toMatch(secrets);
}
