import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** Where the screenshots of the end-to-end run are kept for a person to look at. */
export const SCREENSHOT_DIR = resolve('test-results/e2e/screenshots');

/** Saves a full-page screenshot as `<name>.png` in the screenshot folder. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
