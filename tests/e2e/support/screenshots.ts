import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** Where the screenshots of the end-to-end run are kept for a person to look at. */
export const SCREENSHOT_DIR = resolve('test-results/e2e/screenshots');

/**
 * Whether this run keeps the screenshots. They assert nothing and cost a second or more each on a loaded
 * machine (about 300 in a whole run), so `npm test` leaves them out (MAFIA_SCREENSHOTS=off, scripts/test.ts);
 * a spec run on its own keeps them, as does `MAFIA_SCREENSHOTS=on npm test`. A failing test still gets
 * Playwright's own screenshot and trace.
 */
export const KEEP_SCREENSHOTS = process.env.MAFIA_SCREENSHOTS !== 'off';

/**
 * Saves a screenshot as `<name>.png` in the screenshot folder: the full page, or as `options` say (the
 * viewport only, a transparent background). Nothing when the run keeps no screenshots.
 */
export async function shoot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; omitBackground?: boolean } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: true, ...options });
}
