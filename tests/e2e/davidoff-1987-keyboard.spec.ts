import type { ScriptedGame } from '../fixtures/scripted-games.ts';
import { consoleVersion, InputCounter, playCommand } from './support/console-driver.ts';
import { expect, test } from './support/fixtures.ts';
import { commandForm } from './support/moderator-actions.ts';
// Nothing of the roles or the notes reaches the projector while the game runs (RULES.md §1).
import { SECRET_WORDS } from './support/projector-checks.ts';
import { openTable, playScript } from './support/scripted-play.ts';

// A 10-player 1987 game with real cards (RULES.md §1): the mafia, seats 3 and 10, recorded at the sunrise.
// Day 1: an accusation of 10 that fails, seat 3 voted out, night proposed and carried. Night 1: 10's note
// names 1, who dies. Day 2: 10 voted out: the honest win. No name holds a role word.
const KEYBOARD_1987: ScriptedGame = {
  name: 'davidoff-1987-keys',
  setup: {
    rulesetId: 'davidoff-1987',
    players: ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Fyodor', 'Galina', 'Igor', 'Katya', 'Lev'],
    options: { dealing: 'physical', mafiaCount: 2 },
  },
  winner: 'honest',
  commands: [
    { type: 'cards-dealt' },
    { type: 'record-mafia', seats: [3, 10] },
    { type: 'end-sunrise' },
    { type: 'accuse', accuser: 1, accused: 10 },
    { type: 'resolve-vote', yes: 3, voters: [1, 2, 4] },
    { type: 'accuse', accuser: 4, accused: 3 },
    { type: 'resolve-vote', yes: 6, voters: [1, 2, 4, 5, 6, 7] },
    { type: 'propose-night', proposer: 5 },
    { type: 'resolve-vote', yes: 7, voters: [1, 2, 4, 5, 6, 7, 8] },
    { type: 'night-note', seat: 10, target: 1 },
    { type: 'resolve-night' },
    { type: 'accuse', accuser: 2, accused: 10 },
    { type: 'resolve-vote', yes: 5, voters: [2, 4, 5, 6, 7] },
  ],
};

test('a whole 1987 game played with the keyboard alone at 0 ms between keys, keys counted per step (issue 14)', async ({
  browser,
  station,
}) => {
  test.setTimeout(300_000);
  const table = await openTable(browser, station, KEYBOARD_1987);
  const { moderator } = table;
  await expect(moderator.getByTestId('ruleset-console')).toHaveAttribute('data-ruleset', 'davidoff-1987');

  // Undo is Backspace with nothing typed, as in every ruleset: an accusation taken back, then entered again.
  const tryUndo = async (index: number) => {
    if (index !== 3) return;
    const before = await consoleVersion(moderator);
    for (const key of ['7', '8', 'Enter']) await moderator.keyboard.press(key, { delay: 0 });
    await expect(commandForm(moderator, 'resolve-vote')).toBeVisible();
    await moderator.keyboard.press('Backspace');
    await expect(commandForm(moderator, 'resolve-vote')).toHaveCount(0);
    await expect(moderator.getByTestId('timeline-step').first()).toHaveAttribute('data-kind', 'steps-undone');
    expect(await consoleVersion(moderator)).toBe(before + 2);
  };
  const counter = await playScript(table, KEYBOARD_1987, SECRET_WORDS, undefined, tryUndo);

  // Only keys: no click anywhere in the game.
  expect(counter.clicks).toBe(0);
  console.log(counter.summary('davidoff-1987'));
  // The scores of the 1987 rules stay on the game-over panel: every honest player scores the honest survivors.
  await expect(moderator.getByTestId('result-row-1')).toHaveAttribute('data-score', '7');
  await expect(moderator.getByTestId('result-row-10')).toHaveAttribute('data-score', '0');
  expect(table.problems).toEqual([]);
});

test('a 1987 vote typed voter by voter at 0 ms between keys records exactly the seats meant', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  const table = await openTable(browser, station, { ...KEYBOARD_1987, name: 'davidoff-1987-typed-vote', commands: [] });
  const { moderator } = table;
  const counter = new InputCounter();
  for (const command of KEYBOARD_1987.commands.slice(0, 4))
    await playCommand(moderator, 'davidoff-1987', 10, command, counter);
  // "1 2 4 9" typed at once: 1 waits for the space (10 is a seat), the others count at once; 10, the accused, is refused.
  await moderator.keyboard.type('1 2 4 9 10', { delay: 0 });
  const form = commandForm(moderator, 'resolve-vote');
  await expect(form.getByTestId('voter-refused')).toContainText('accused');
  await expect(form.locator('.voter[aria-pressed="true"]')).toHaveText(['1', '2', '4', '9']);
  await expect(form.getByTestId('vote-tally')).toHaveAttribute('data-hands', '4');
  await expect(form.getByTestId('vote-tally')).toHaveAttribute('data-voters', '9');
  await expect(form.getByTestId('vote-tally')).toHaveAttribute('data-needed', '5');
  await expect(form.getByTestId('vote-tally')).toHaveAttribute('data-outcome', 'fails');
  const before = await consoleVersion(moderator);
  // The refused seat is shown until the vote goes: the first Enter asks for a second (club tryout).
  await moderator.keyboard.press('Enter');
  await expect(form.getByTestId('confirm-refused')).toBeVisible();
  expect(await consoleVersion(moderator)).toBe(before);
  await moderator.keyboard.press('Enter');
  await expect.poll(() => consoleVersion(moderator)).toBe(before + 1);
  await expect(moderator.getByTestId('timeline-step').first()).toContainText('4 for');
  expect(table.problems).toEqual([]);
});
