import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Opens the moderator console of a station on a page and waits until it is connected, ready for input. */
export async function openConsole(page: Page, station: { moderatorUrl: string }): Promise<void> {
  await page.goto(station.moderatorUrl);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
}

/** A phone's browser: a 390×844 touch screen, as the players' phones open their cards. */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}
