import { cityIntroductions, type ScriptedGame } from '../fixtures/scripted-games.ts';
import { InputCounter, consoleVersion, playCommand } from './support/console-driver.ts';
import { expect, test } from './support/fixtures.ts';
import { openTable } from './support/scripted-play.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver } from './support/station-driver.ts';

// A 16-player city-mafia table with the cards recorded at the introductions; day 1 nominates 13 and 10.
const PLAYERS = Array.from({ length: 16 }, (_, i) => `Player ${i + 1}`);
const SIXTEEN: ScriptedGame = {
  name: 'seat-entry-16',
  setup: { rulesetId: 'city-mafia', players: PLAYERS, options: { dealing: 'physical' } },
  winner: 'red',
  commands: [
    { type: 'start-introductions' },
    ...cityIntroductions(
      [[1, 'putana']],
      [[2, 'don'], ...[3, 4, 5, 6].map((seat): [number, 'mafioso'] => [seat, 'mafioso'])],
      [[7, 'sheriff']],
      [[8, 'doctor']],
      [[9, 'maniac']],
    ),
    { type: 'nominate', by: 1, nominee: 13 },
    { type: 'end-speech' },
    { type: 'nominate', by: 2, nominee: 10 },
    ...Array.from({ length: 15 }, () => ({ type: 'end-speech' })),
  ],
};

/** The voters of every vote recorded in the station's log of the open game (not read from the screen). */
async function recordedVotes(station: Parameters<typeof openDriver>[0]): Promise<number[][]> {
  const driver = await openDriver(station);
  try {
    const [game] = await driver.must<{ gameId: string }[]>('game.list', {});
    const exported = await driver.must<{ text: string }>('game.export', { gameId: game!.gameId });
    const record = JSON.parse(exported.text) as { log: { event: { type: string; voters?: number[] } }[] };
    return record.log.filter((entry) => entry.event.type === 'vote-recorded').map((entry) => entry.event.voters ?? []);
  } finally {
    driver.close();
  }
}

test('at 16 players whole votes typed with 0 ms between keys record exactly the seats meant', async ({
  browser,
  station,
}) => {
  test.setTimeout(180_000);
  const table = await openTable(browser, station, SIXTEEN);
  const { moderator } = table;
  const counter = new InputCounter();
  for (const command of SIXTEEN.commands) await playCommand(moderator, 'city-mafia', 16, command, counter);
  await expect(moderator.locator('[data-command="vote"]')).toBeVisible();

  // Seat 1 ends with a space, 2–9 count at once, 10–16 are two digits: "1 3 4" is 1, 3 and 4, never 13 and 4.
  let before = await consoleVersion(moderator);
  await moderator.keyboard.type('1 3 4 10 11 12 14 15 16', { delay: 0 });
  await shoot(moderator, 'seat-entry-16-typed-vote');
  // The spaces between seats are separators: they never toggled the timer.
  await expect(moderator.getByTestId('timer-panel')).toHaveAttribute('data-kind', '');
  await moderator.keyboard.press('Enter');
  await expect.poll(() => consoleVersion(moderator)).toBe(before + 1);

  // Seat 3 voted for 13: it is greyed before anyone types it, and typing it is refused with the reason.
  await expect(moderator.locator('[data-testid="seat"][data-seat="3"]')).toHaveAttribute('data-voted', 'true');
  await moderator.keyboard.press('3');
  await expect(moderator.getByTestId('voter-refused')).toContainText('already voted');
  // The same with commas and no separator where none is needed, pressed in a loop. The refusal stays until
  // the vote is sent, and the first Enter after it asks for a second (club tryout: it went unseen at speed).
  before = await consoleVersion(moderator);
  for (const key of [...'25678913', 'Enter']) await moderator.keyboard.press(key, { delay: 0 });
  await expect(moderator.getByTestId('confirm-refused')).toBeVisible();
  expect(await consoleVersion(moderator)).toBe(before);
  await moderator.keyboard.press('Enter');
  await expect.poll(() => consoleVersion(moderator)).toBe(before + 1);

  expect(await recordedVotes(station)).toEqual([
    [1, 3, 4, 10, 11, 12, 14, 15, 16],
    [2, 5, 6, 7, 8, 9, 13],
  ]);
  expect(table.problems).toEqual([]);
});

test('a seat that cannot exist is refused at once, visibly, and records nothing', async ({ browser, station }) => {
  test.setTimeout(120_000);
  const twelve: ScriptedGame = {
    ...SIXTEEN,
    name: 'seat-entry-12',
    setup: { ...SIXTEEN.setup, players: PLAYERS.slice(0, 12) },
    commands: [],
  };
  const table = await openTable(browser, station, twelve);
  const { moderator } = table;
  await moderator.keyboard.type('17', { delay: 0 });
  await expect(moderator.getByTestId('seat-refused')).toContainText('No seat 17');
  await moderator.keyboard.type('1', { delay: 0 });
  await expect(moderator.getByTestId('typed-seat')).toContainText('Seat 1…');
  expect(table.problems).toEqual([]);
});

test('every select of the console pages has an accessible name', async ({ browser, station }) => {
  test.setTimeout(120_000);
  // The console of a game at its introductions (the role of a recorded card is a select), then every section.
  const table = await openTable(browser, station, { ...SIXTEEN, name: 'select-names', commands: [] });
  const { moderator } = table;
  await playCommand(moderator, 'city-mafia', 16, { type: 'start-introductions' }, new InputCounter());
  const pages: string[] = [];
  const check = async (where: string) => {
    const selects = await moderator.locator('select:visible').all();
    pages.push(`${where}: ${selects.length}`);
    for (const select of selects) await expect(select, `a select on ${where} has a name`).toHaveAccessibleName(/\S/);
  };
  await check('console');
  for (const section of ['archive', 'players', 'tournaments']) {
    await moderator.getByTestId(`nav-${section}`).click();
    await check(section);
  }
  expect(pages[0]).not.toBe('console: 0');
});
