import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What a new tournament's form is given: its name, its participants (typed at once), rounds and tables. */
export interface NewTournament {
  name: string;
  players: readonly string[];
  rounds: number;
  tables: number;
  /** The table sizes the form must show for them, as it writes them ('10 · 10'). */
  sizes: string;
}

/**
 * Opens a new tournament's form from the tournaments page and fills its name, participants, rounds and
 * tables, checking the participants' count and the table sizes the form draws from them.
 */
export async function fillNewTournament(page: Page, tournament: NewTournament): Promise<void> {
  await page.getByTestId('new-tournament').click();
  await page.getByTestId('tournament-name').fill(tournament.name);
  await page.getByTestId('participants-input').fill(tournament.players.join(', '));
  await page.getByTestId('participants-input').press('Enter');
  await expect(page.getByTestId('participants')).toHaveAttribute('data-count', String(tournament.players.length));
  await page.getByTestId('tournament-rounds').fill(String(tournament.rounds));
  await page.getByTestId('tournament-tables').fill(String(tournament.tables));
  await expect(page.getByTestId('table-sizes')).toContainText(tournament.sizes);
}
