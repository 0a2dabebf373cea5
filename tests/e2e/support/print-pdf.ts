import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pngInk } from './png-pixels.ts';

/** Where the PDFs and their PNG pages are kept for a person to look at. */
export const PRINT_DIR = resolve('test-results/e2e/print');

/** Prints a ready print page as A4 PDF, turns every page into PNG with pdftoppm; returns the text and each PNG's ink. */
export async function printAndRasterise(
  page: Page,
  given: string,
): Promise<{ text: string; pages: { file: string; inkShare: number }[] }> {
  // A spec run again beside itself (--repeat-each) prints under its own name: two runs wrote one file.
  const repeat = test.info().repeatEachIndex;
  const name = repeat > 0 ? `run${repeat}-${given}` : given;
  await expect(page.locator('body')).toHaveAttribute('data-print-state', 'ready');
  mkdirSync(PRINT_DIR, { recursive: true });
  for (const old of readdirSync(PRINT_DIR).filter((f) => f.startsWith(`${name}.`) || f.startsWith(`${name}-`)))
    rmSync(join(PRINT_DIR, old));
  const pdf = join(PRINT_DIR, `${name}.pdf`);
  writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: true }));
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(PRINT_DIR, name)]);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  const pngs = readdirSync(PRINT_DIR)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort();
  return { text, pages: pngs.map((f) => ({ file: f, inkShare: pngInk(join(PRINT_DIR, f)).inkShare })) };
}

/** The pages are not blank: the first carries real ink, every page at least a line, and none is a solid block. */
export function expectInk(pages: { file: string; inkShare: number }[]): void {
  expect(pages.length).toBeGreaterThan(0);
  expect(pages[0]!.inkShare, `${pages[0]!.file} looks blank`).toBeGreaterThan(0.005);
  for (const page of pages) {
    expect(page.inkShare, `${page.file} looks blank`).toBeGreaterThan(0.0001);
    expect(page.inkShare, `${page.file} looks solid`).toBeLessThan(0.6);
  }
}
