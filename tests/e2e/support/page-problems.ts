import type { Page } from '@playwright/test';

/**
 * Collects what should never happen on a page: uncaught errors, console errors (CSP violations are
 * reported there) and failed requests. `ignore` filters messages a test provokes on purpose.
 */
export function watchPageProblems(page: Page, ignore: RegExp[] = []): string[] {
  const problems: string[] = [];
  const keep = (text: string) => {
    if (!ignore.some((pattern) => pattern.test(text))) problems.push(text);
  };
  page.on('pageerror', (error) => keep(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text()}`);
  });
  return problems;
}
