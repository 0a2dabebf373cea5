import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { GameState } from '../../../shared/engine/index.ts';
import { POLL_INTERVALS } from './poll-intervals.ts';
import { KEEP_SCREENSHOTS, shoot } from './screenshots.ts';

/** The two screen shapes the projector must fit: 16:9 and 4:3. */
export const PROJECTOR_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1024, height: 768 },
] as const;

/**
 * One projector page, resized to each screen shape in turn. One page only: a second browser window in
 * front of it would occlude it, and Chromium then throttles the hidden page's tasks.
 */
export interface ProjectorPages {
  pages: Page[];
  close(): Promise<void>;
}

/** Opens the projector page (at the first screen shape). */
export async function openProjectors(browser: Browser, projectorUrl: string): Promise<ProjectorPages> {
  const context: BrowserContext = await browser.newContext({ viewport: PROJECTOR_SIZES[0] });
  const page = await context.newPage();
  await page.goto(projectorUrl);
  return { pages: [page], close: () => context.close() };
}

/** Runs a check at every screen shape, resizing the page in turn (and back to the first). */
export async function atEverySize(projectors: ProjectorPages, check: (page: Page) => Promise<void>): Promise<void> {
  const page = projectors.pages[0]!;
  for (const size of PROJECTOR_SIZES) {
    await page.setViewportSize(size);
    await check(page);
  }
  await page.setViewportSize(PROJECTOR_SIZES[0]);
}

/** Waits until a projector page shows this game state: phase, round, seats in and out, newest announcement. */
export async function expectProjectorShows(page: Page, state: GameState): Promise<void> {
  await expect(page.getByTestId('projector-phase')).toHaveAttribute('data-phase', state.phase);
  await expect(page.getByTestId('projector-phase')).toHaveAttribute('data-round', String(state.round));
  // At the end the result replaces the seats and the announcements.
  if (state.phase === 'ended') return;
  await expect(page.getByTestId('projector-seat')).toHaveCount(state.players.filter((p) => p.alive).length);
  const latest = state.announcements.at(-1);
  if (latest)
    await expect(page.getByTestId('projector-announcement').first()).toHaveAttribute('data-kind', latest.kind);
}

/** Waits until nothing moves on the page (an entering announcement has settled). */
export async function settled(page: Page): Promise<void> {
  // One whole rendering step first: a resize or a new language is answered by the page's ResizeObserver
  // (the announcement list's fit) in the frame's rendering step, after the animation frame callbacks; a
  // measure taken before that frame would see the list as it was before the resize.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await expect.poll(() => page.evaluate(() => document.getAnimations().length), { intervals: POLL_INTERVALS }).toBe(0);
}

/** Screenshots the projector at every screen shape as `<name>-<width>x<height>`. */
export async function shootAll(projectors: ProjectorPages, name: string): Promise<void> {
  // Without screenshots there is nothing to resize for (the checks resize by themselves: atEverySize).
  if (!KEEP_SCREENSHOTS) return;
  await atEverySize(projectors, async (page) => {
    await settled(page);
    const size = page.viewportSize()!;
    await shoot(page, `${name}-${size.width}x${size.height}`);
  });
}
