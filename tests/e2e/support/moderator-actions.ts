import { expect, type Page } from '@playwright/test';

/** Waits until the moderator console shows this phase and round. */
export async function expectModeratorPhase(moderator: Page, phase: string, round: number): Promise<void> {
  const header = moderator.getByTestId('moderator-phase');
  await expect(header).toHaveAttribute('data-phase', phase);
  await expect(header).toHaveAttribute('data-round', String(round));
}

/** Records an accusation and waits for the vote panel. */
export async function accuse(moderator: Page, accuser: number, accused: number): Promise<void> {
  await moderator.getByTestId(`accuser-${accuser}`).click();
  await moderator.getByTestId(`accused-${accused}`).click();
  await moderator.getByTestId('accuse-submit').click();
  await expect(moderator.getByTestId('vote-panel')).toHaveAttribute('data-kind', 'accusation');
}

/** Records a proposal to go to night and waits for the vote panel. */
export async function proposeNight(moderator: Page, proposer: number): Promise<void> {
  await moderator.getByTestId(`proposer-${proposer}`).click();
  await moderator.getByTestId('propose-night-submit').click();
  await expect(moderator.getByTestId('vote-panel')).toHaveAttribute('data-kind', 'night-proposal');
}

/** Checks the tally the console shows before the vote is confirmed. */
export async function expectTally(moderator: Page, tally: { yes: number; entitled: number; needed: number; carried: boolean }): Promise<void> {
  await expect(moderator.getByTestId('tally-yes')).toHaveText(String(tally.yes));
  await expect(moderator.getByTestId('tally-entitled')).toHaveText(String(tally.entitled));
  await expect(moderator.getByTestId('tally-needed')).toHaveText(String(tally.needed));
  await expect(moderator.getByTestId('vote-preview')).toHaveAttribute('data-carried', String(tally.carried));
}

/** Enters the vote as a count of raised hands (not yet confirmed). */
export async function enterCount(moderator: Page, yes: number): Promise<void> {
  await moderator.getByTestId('vote-mode-count').click();
  await moderator.getByTestId('vote-yes-input').fill(String(yes));
}

/** Enters the vote voter by voter, toggling each seat that raised a hand (not yet confirmed). */
export async function enterVoters(moderator: Page, seats: number[]): Promise<void> {
  await moderator.getByTestId('vote-mode-voters').click();
  for (const seat of seats) await moderator.getByTestId(`voter-${seat}`).click();
}

/** Confirms the vote and waits for the panel to go. */
export async function confirmVote(moderator: Page): Promise<void> {
  await moderator.getByTestId('vote-confirm').click();
  await expect(moderator.getByTestId('vote-panel')).toHaveCount(0);
}

/** Records the name on a mafioso's note and waits until the console shows it recorded. */
export async function writeNote(moderator: Page, seat: number, target: number): Promise<void> {
  await moderator.getByTestId(`note-target-${seat}-${target}`).click();
  await expect(moderator.getByTestId(`note-row-${seat}`)).toHaveAttribute('data-target', String(target));
}
