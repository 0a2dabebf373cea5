import { expect, test } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver } from './support/station-driver.ts';

// The hold (blackout) screen from the moderator's header and its key B, and the shared timer on the
// projector: set through the station, counted down on the projector by itself.

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Fyodor', 'Galina'];

test('hold screen: the header button and the B key blank the projector until released; typing a B does not', async ({
  browser,
  station,
}) => {
  const moderatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const moderator = await moderatorContext.newPage();
  const projectorContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const projector = await projectorContext.newPage();
  const problems = [watchPageProblems(moderator), watchPageProblems(projector)];
  await moderator.goto(station.moderatorUrl);
  await projector.goto(station.projectorUrl);

  const driver = await openDriver(station);
  await driver.create('davidoff-1987', NAMES);
  await expect(projector.getByTestId('projector-phase')).toHaveAttribute('data-phase', 'setup');

  const button = moderator.getByTestId('projector-hold');
  await expect(button).toHaveAttribute('data-held', 'false');
  await button.click();
  await expect(button).toHaveAttribute('data-held', 'true');
  await expect(projector.getByTestId('projector-hold-screen')).toBeVisible();
  // Nothing of the game behind it: not merely covered, not drawn.
  await expect(projector.getByTestId('projector-phase')).toHaveCount(0);
  await expect(projector.locator('body')).not.toContainText('Anna');
  await shoot(projector, 'projector-hold-1920x1080');

  await moderator.keyboard.press('b');
  await expect(button).toHaveAttribute('data-held', 'false');
  await expect(projector.getByTestId('projector-phase')).toHaveAttribute('data-phase', 'setup');
  await moderator.locator('body').press('B');
  await expect(projector.getByTestId('projector-hold-screen')).toBeVisible();
  await moderator.keyboard.press('b');
  await expect(projector.getByTestId('projector-hold-screen')).toHaveCount(0);

  // Typing in a field is typing: leave the game for the new-game form and type a name with b's in it.
  await moderator.getByTestId('leave-game').click();
  await moderator.getByTestId('new-game').click();
  await moderator.getByTestId('player-name-1').fill('');
  await moderator.getByTestId('player-name-1').pressSequentially('Bob b');
  await expect(moderator.getByTestId('player-name-1')).toHaveValue('Bob b');
  await expect(button).toHaveAttribute('data-held', 'false');
  await expect(projector.getByTestId('projector-hold-screen')).toHaveCount(0);

  // The station keeps the hold for a projector that connects (or reloads) later.
  await driver.must('projector.hold', { on: true });
  await projector.reload();
  await expect(projector.getByTestId('projector-hold-screen')).toBeVisible();
  await expect(button).toHaveAttribute('data-held', 'true');
  await driver.must('projector.hold', { on: false });
  await expect(projector.getByTestId('projector-hold-screen')).toHaveCount(0);

  driver.close();
  for (const found of problems) expect(found).toEqual([]);
  await Promise.all([moderatorContext.close(), projectorContext.close()]);
});

test('shared timer: the projector shows it large, counts down by itself, pauses, and takes it down when cleared', async ({
  browser,
  station,
}) => {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const projector = await context.newPage();
  const problems = watchPageProblems(projector);
  await projector.goto(station.projectorUrl);
  const driver = await openDriver(station);
  await driver.create('davidoff-1987', NAMES);
  await expect(projector.getByTestId('projector-phase')).toHaveAttribute('data-phase', 'setup');
  await expect(projector.getByTestId('projector-timer')).toHaveCount(0);

  await driver.must('timer.start', { kind: 'speech', seat: 3, seconds: 60 });
  const timer = projector.getByTestId('projector-timer');
  await expect(timer).toHaveAttribute('data-state', 'running');
  await expect(timer).toContainText('Clara (3)');
  // Counting down on its own, with no push from the station.
  await expect(projector.getByTestId('projector-timer-digits')).toHaveText(/^0:5\d$/);

  await driver.must('timer.pause', {});
  await expect(timer).toHaveAttribute('data-state', 'paused');
  const paused = await projector.getByTestId('projector-timer-digits').textContent();
  await driver.must('timer.add', { seconds: 10 });
  await expect(projector.getByTestId('projector-timer-digits')).not.toHaveText(paused!);
  await expect(projector.getByTestId('projector-timer-digits')).toHaveText(/^1:0\d$/);
  await shoot(projector, 'projector-timer-paused-1920x1080');

  await driver.must('timer.clear', {});
  await expect(timer).toHaveCount(0);
  driver.close();
  expect(problems).toEqual([]);
  await context.close();
});
