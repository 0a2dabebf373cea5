import { expect, test } from './support/fixtures.ts';
import {
  accuse,
  commandForm,
  confirmVote,
  deal,
  endSunrise,
  enterAgainst,
  enterCount,
  expectModeratorPhase,
} from './support/moderator-actions.ts';
import { expectLatestAnnouncement } from './support/projector-checks.ts';

const NAMES = ['Uma', 'Viktor', 'Wanda', 'Xenia', 'Yuri', 'Zoya', 'Artem', 'Bella'];

test('options: edited mafia count, random seating, and a majority of the votes cast', async ({ browser, station }) => {
  const moderator = await (await browser.newContext()).newPage();
  const projector = await (await browser.newContext()).newPage();
  await projector.goto(station.projectorUrl);
  await moderator.goto(station.moderatorUrl);
  await moderator.getByTestId('new-game').click();
  await moderator.getByTestId('add-player').click();
  await moderator.getByTestId('add-player').click();
  for (const [i, name] of NAMES.entries()) await moderator.getByTestId(`player-name-${i + 1}`).fill(name);
  // Eight players: the preset is 3 mafia; the moderator can change it, and go back to the preset.
  await expect(moderator.getByTestId('mafia-count')).toHaveValue('3');
  await moderator.getByTestId('mafia-count').fill('2');
  await expect(moderator.getByTestId('mafia-reset')).toBeVisible();
  await moderator.getByTestId('random-seating').check();
  await moderator.getByTestId('majority-basis').selectOption('cast');
  await moderator.getByTestId('create-game').click();

  await expect(moderator.getByTestId('prompt').first()).toHaveText(
    'Deal the cards: 8 players, 2 of them mafia. The station draws the roles.',
  );
  // Random seating: the same players, in an order the station drew.
  const seated = await projector.getByTestId('projector-seat').locator('.seat-name').allInnerTexts();
  expect([...seated].sort()).toEqual([...NAMES].sort());

  await deal(moderator);
  await endSunrise(moderator);
  await expectModeratorPhase(moderator, 'day', 1);

  await accuse(moderator, 1, 2);
  // With the votes-cast basis there is no fixed number: hands for must beat hands against.
  const vote = commandForm(moderator, 'resolve-vote');
  const tally = vote.getByTestId('vote-tally');
  await expect(vote.getByTestId('tally-needed')).toHaveText('more for than against');
  await expect(projector.getByTestId('projector-vote-needed')).toHaveText('More hands for than against (7 may vote)');
  await enterCount(moderator, 3);
  await enterAgainst(moderator, 3);
  await expect(tally).toHaveAttribute('data-outcome', 'fails');
  // Ten hands where seven may vote: flagged, and the vote cannot be confirmed.
  await enterAgainst(moderator, 6);
  await expect(vote.getByTestId('send-command')).toBeDisabled();
  await expect(tally).toHaveAttribute('data-outcome', 'too-many');
  await expect(tally.getByTestId('tally-hands')).toHaveText('3 of 7 hands');
  await expect(tally).toContainText('More hands than voters');
  await enterAgainst(moderator, 2);
  await expect(tally).toHaveAttribute('data-outcome', 'passes');
  await confirmVote(moderator);
  await expectLatestAnnouncement(projector, /is voted out\.$/);

  // A rule refusal is explained next to the action: nobody may accuse himself.
  for (const key of ['1', '1', 'Enter']) await moderator.keyboard.press(key);
  const refused = commandForm(moderator, 'accuse').getByTestId('command-error');
  await expect(refused).toHaveAttribute('data-code', 'davidoff-1987.no-self-accusation');
  await expect(refused).toContainText('cannot accuse themselves');
});
