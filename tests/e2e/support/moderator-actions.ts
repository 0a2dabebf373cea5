import { expect, type Locator, type Page } from '@playwright/test';
import { POLL_INTERVALS } from './poll-intervals.ts';

// Drives a 1987 game on the one console (issue 14): seats typed by number, Enter to confirm, N for the
// step that needs no choice, F to move to the next form — the keys every ruleset's console takes.

/** Waits until the moderator console shows this phase and round. */
export async function expectModeratorPhase(moderator: Page, phase: string, round: number): Promise<void> {
  const header = moderator.getByTestId('moderator-phase');
  await expect(header).toHaveAttribute('data-phase', phase);
  await expect(header).toHaveAttribute('data-round', String(round));
}

/** The console's form of one command. */
export function commandForm(moderator: Page, type: string): Locator {
  return moderator.locator(`[data-testid="command-form"][data-command="${type}"]`);
}

/** The console's game version (each applied command adds one). */
async function version(moderator: Page): Promise<number> {
  return Number(await moderator.getByTestId('ruleset-console').getAttribute('data-version'));
}

/** Types a seat's digits; a "1" that could begin a two-digit seat is ended with a comma. */
async function typeSeat(moderator: Page, seat: number): Promise<void> {
  const seats = await moderator.getByTestId('seat').count();
  for (const digit of String(seat)) await moderator.keyboard.press(digit);
  if (seat * 10 <= seats) await moderator.keyboard.press(',');
}

/** Moves the highlight (F) to this command's form, so the seats typed and Enter go to it. */
async function activate(moderator: Page, type: string): Promise<void> {
  const form = commandForm(moderator, type);
  await expect(form).toBeVisible();
  for (let i = 0; i < 6 && !(await form.evaluate((el) => el.classList.contains('is-active'))); i++)
    await moderator.keyboard.press('f');
  await expect(form).toHaveClass(/is-active/);
}

/** Takes the step that needs no choice (N: the deal, the end of the sunrise, the night's end…) and waits for it. */
export async function nextStep(moderator: Page, type: string): Promise<void> {
  await expect(commandForm(moderator, type)).toBeVisible();
  const before = await version(moderator);
  await moderator.keyboard.press('n');
  await expect
    .poll(() => version(moderator), { message: `${type} applied`, intervals: POLL_INTERVALS })
    .toBe(before + 1);
}

/** The station deals (N), and the console moves to the sunrise. */
export async function deal(moderator: Page): Promise<void> {
  await nextStep(moderator, 'deal');
  await expectModeratorPhase(moderator, 'sunrise', 0);
}

/** The sunrise ends (N): day 1. */
export async function endSunrise(moderator: Page): Promise<void> {
  await nextStep(moderator, 'end-sunrise');
}

/** Opens the panel of the role cards shown on this screen, one covered card per seat. */
export async function openCards(moderator: Page): Promise<void> {
  const cards = moderator.getByTestId('cards');
  if (!(await cards.isVisible())) await moderator.getByTestId('cards-toggle').click();
  await expect(cards).toBeVisible();
}

/** Opens one seat's covered card on this screen (the cards panel, opened once). */
export async function showCard(moderator: Page, seat: number): Promise<void> {
  await openCards(moderator);
  await cardOf(moderator, seat).click();
}

/** A seat's card in the cards panel, with its seen mark (data-seen). */
export function cardOf(moderator: Page, seat: number): Locator {
  return moderator.locator(`[data-testid="card-seat"][data-seat="${seat}"]`);
}

/** Records an accusation (accuser, accused, Enter) and waits for its vote. */
export async function accuse(moderator: Page, accuser: number, accused: number): Promise<void> {
  await activate(moderator, 'accuse');
  await typeSeat(moderator, accuser);
  await typeSeat(moderator, accused);
  await moderator.keyboard.press('Enter');
  await expect(commandForm(moderator, 'resolve-vote')).toBeVisible();
  await expect(moderator.locator('[data-testid="prompt"][data-key="prompt.vote.accusation"]')).toBeVisible();
}

/** Records a proposal to go to night (F to its form, the proposer, Enter) and waits for its vote. */
export async function proposeNight(moderator: Page, proposer: number): Promise<void> {
  await activate(moderator, 'propose-night');
  await typeSeat(moderator, proposer);
  await moderator.keyboard.press('Enter');
  await expect(commandForm(moderator, 'resolve-vote')).toBeVisible();
  await expect(moderator.locator('[data-testid="prompt"][data-key="prompt.vote.night-proposal"]')).toBeVisible();
}

/** Checks the tally the console shows before the vote is confirmed: the hands, out of the entitled, the hands needed, and whether it carries. */
export async function expectTally(
  moderator: Page,
  tally: { yes: number; entitled: number; needed: number; carried: boolean },
): Promise<void> {
  const shown = commandForm(moderator, 'resolve-vote').getByTestId('vote-tally');
  await expect(shown).toHaveAttribute('data-hands', String(tally.yes));
  await expect(shown).toHaveAttribute('data-voters', String(tally.entitled));
  await expect(shown).toHaveAttribute('data-needed', String(tally.needed));
  await expect(shown).toHaveAttribute('data-outcome', tally.carried ? 'passes' : 'fails');
  await expect(shown.getByTestId('tally-hands')).toHaveText(`${tally.yes} of ${tally.entitled} hands`);
  await expect(shown.getByTestId('tally-needed')).toHaveText(`${tally.needed} needed`);
}

/** Enters the vote as a count of raised hands (not yet confirmed). */
export async function enterCount(moderator: Page, yes: number): Promise<void> {
  await commandForm(moderator, 'resolve-vote').getByTestId('count-yes').fill(String(yes));
}

/** Enters the hands against, where the vote asks for them (not yet confirmed). */
export async function enterAgainst(moderator: Page, no: number): Promise<void> {
  await commandForm(moderator, 'resolve-vote').getByTestId('count-no').fill(String(no));
}

/** Enters the vote voter by voter, each seat that raised a hand typed by its number (not yet confirmed). */
export async function enterVoters(moderator: Page, seats: number[]): Promise<void> {
  // Keys go to the console, not to a count field last filled.
  await moderator.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const seat of seats) await typeSeat(moderator, seat);
  const form = commandForm(moderator, 'resolve-vote');
  for (const seat of seats)
    await expect(form.locator(`.voter[data-seat="${seat}"]`)).toHaveAttribute('aria-pressed', 'true');
}

/** Confirms the vote (Enter) and waits for its form to go. */
export async function confirmVote(moderator: Page): Promise<void> {
  await moderator.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await moderator.keyboard.press('Enter');
  await expect(commandForm(moderator, 'resolve-vote')).toHaveCount(0);
}

/**
 * Records the name on a mafioso's note (the form starts from the mafioso whose note the script calls) and
 * waits until the station applied it.
 */
export async function writeNote(moderator: Page, seat: number, target: number): Promise<void> {
  const form = commandForm(moderator, 'night-note');
  await activate(moderator, 'night-note');
  const writer = form.locator('.field[data-field="seat"] [data-testid="seat-value"]');
  if ((await writer.getAttribute('data-value')) !== String(seat)) {
    // Another mafioso's note than the one called: the writer is chosen again.
    if ((await writer.getAttribute('data-value')) !== '')
      await form.locator('.field[data-field="seat"] button').last().click();
    await typeSeat(moderator, seat);
  }
  const before = await version(moderator);
  await typeSeat(moderator, target);
  await moderator.keyboard.press('Enter');
  await expect
    .poll(() => version(moderator), { message: `the note of ${seat} recorded`, intervals: POLL_INTERVALS })
    .toBe(before + 1);
}

/** Every note read: the night ends (N) and its dawn waits for the moderator. */
export async function resolveNight(moderator: Page): Promise<void> {
  await nextStep(moderator, 'resolve-night');
  await expect(moderator.getByTestId('dawn-summary')).toBeVisible();
}

/** Announces the dawn to the room (Enter on the night's summary). */
export async function announceDawn(moderator: Page): Promise<void> {
  await expect(moderator.getByTestId('dawn-summary')).toBeVisible();
  await moderator.keyboard.press('Enter');
  await expect(moderator.getByTestId('dawn-summary')).toHaveCount(0);
}
