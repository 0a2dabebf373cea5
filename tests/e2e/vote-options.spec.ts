import { expect, test } from './support/fixtures.ts';
import { accuse, confirmVote, expectModeratorPhase } from './support/moderator-actions.ts';
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

  await expect(moderator.getByTestId('prompt').first()).toHaveText('Deal the cards: 8 players, 2 of them mafia. The station draws the roles.');
  // Random seating: the same players, in an order the station drew.
  const seated = await projector.getByTestId('projector-seat').locator('.seat-name').allInnerTexts();
  expect([...seated].sort()).toEqual([...NAMES].sort());

  await moderator.getByTestId('deal').click();
  await moderator.getByTestId('end-sunrise').click();
  await expectModeratorPhase(moderator, 'day', 1);

  await accuse(moderator, 1, 2);
  // With the votes-cast basis there is no fixed number: hands for must beat hands against.
  await expect(moderator.getByTestId('tally-needed')).toHaveText('more for than against');
  await expect(projector.getByTestId('projector-vote-needed')).toHaveText('More hands for than against (7 may vote)');
  await moderator.getByTestId('vote-yes-input').fill('3');
  await moderator.getByTestId('vote-no-input').fill('3');
  await expect(moderator.getByTestId('vote-preview')).toHaveAttribute('data-carried', 'false');
  await moderator.getByTestId('vote-no-input').fill('6');
  await expect(moderator.getByTestId('vote-confirm')).toBeDisabled();
  await expect(moderator.getByTestId('vote-preview')).toHaveText('Enter counts between 0 and 7.');
  await moderator.getByTestId('vote-no-input').fill('2');
  await expect(moderator.getByTestId('vote-preview')).toHaveAttribute('data-carried', 'true');
  await confirmVote(moderator);
  await expectLatestAnnouncement(projector, /is voted out\.$/);

  // A rule refusal is explained next to the action: nobody may accuse himself.
  await moderator.getByTestId('accuser-1').click();
  await moderator.getByTestId('accused-1').click();
  await moderator.getByTestId('accuse-submit').click();
  await expect(moderator.getByTestId('error-banner')).toHaveAttribute('data-code', 'davidoff-1987.no-self-accusation');
  await expect(moderator.getByTestId('error-banner')).toContainText('cannot accuse themselves');
});
