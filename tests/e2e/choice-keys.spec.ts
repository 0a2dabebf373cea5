import { expect, test } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver } from './support/station-driver.ts';

/**
 * A choice field is typed as fast as the seats: with real cards, the mafia's cards are recorded by seat number, C
 * (the next role of the form's choice) and Enter, with no Tab to the select; a removal's reason likewise.
 */

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dasha', 'Egor', 'Zhenya', 'Ivan', 'Kira', 'Lev'];

test('the mafia’s cards recorded from the keyboard: seat, C to the role, Enter; a removal’s reason with C', async ({
  browser,
  station,
}) => {
  test.setTimeout(120_000);
  const driver = await openDriver(station);
  try {
    await driver.create('city-mafia', PLAYERS, {
      roles: { civilian: 3, sheriff: 1, doctor: 1, putana: 1, mafioso: 2, don: 1, maniac: 1 },
      dealing: 'physical',
      maniacCountsAsRed: false,
    });
    for (const command of [
      { type: 'start-introductions' },
      { type: 'record-role', seat: 1, role: 'putana' },
      { type: 'introduced' },
    ])
      await driver.command(command);
  } finally {
    driver.close();
  }

  const moderator = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const problems = watchPageProblems(moderator);
  await moderator.goto(station.moderatorUrl);
  const form = moderator.locator('[data-command="record-role"]');
  await expect(form).toHaveClass(/is-active/);
  // The mafia wake: the form starts at the role the script puts first (the don, who shows himself). Vera's card is a
  // mafioso: Shift+C turns the choice back one (the schema's list: … putana, mafioso, don, maniac), Enter records it.
  await expect(form.getByTestId('choice-hotkey')).toHaveText('C');
  await expect(form.getByTestId('choice-role')).toHaveValue('don');
  const steps = moderator.getByTestId('timeline-step');
  const recorded = async (text: string) => expect(steps.first()).toContainText(text);

  await moderator.keyboard.press('3');
  await moderator.keyboard.press('Shift+C');
  await expect(form.getByTestId('choice-role')).toHaveValue('mafioso');
  await shoot(moderator, 'choice-keys-role');
  await moderator.keyboard.press('Enter');
  await recorded('Card of Vera (3) recorded: Mafioso');

  // The don still to record: the form starts at him again, and the seat and Enter are all it takes.
  await expect(form.getByTestId('choice-role')).toHaveValue('don');
  await moderator.keyboard.press('2');
  await moderator.keyboard.press('Enter');
  await recorded('Card of Boris (2) recorded: Don');

  // C goes forward, round the list: from the mafioso now preset, C C C is the civilian (maniac, then the first).
  await expect(form.getByTestId('choice-role')).toHaveValue('mafioso');
  for (let i = 0; i < 3; i++) await moderator.keyboard.press('c');
  await expect(form.getByTestId('choice-role')).toHaveValue('civilian');
  await moderator.keyboard.press('Shift+C');
  await moderator.keyboard.press('Shift+C');
  await moderator.keyboard.press('Shift+C');
  await expect(form.getByTestId('choice-role')).toHaveValue('mafioso');
  await moderator.keyboard.press('4');
  await moderator.keyboard.press('Enter');
  await recorded('Card of Gleb (4) recorded: Mafioso');

  // The removal's reason: F reaches the removal's form, then the seat, C to the second reason, Enter.
  await moderator.keyboard.press('f');
  const removal = moderator.locator('[data-command="remove"]');
  await expect(removal).toHaveClass(/is-active/);
  await moderator.keyboard.press('9');
  await moderator.keyboard.press('c');
  await expect(removal.getByTestId('choice-reason')).toHaveValue('night-gesture');
  await moderator.keyboard.press('Enter');
  await expect(moderator.locator('[data-testid="seat"][data-seat="9"]')).toHaveAttribute('data-alive', 'false');
  await shoot(moderator, 'choice-keys-removal');
  expect(problems).toEqual([]);
});
