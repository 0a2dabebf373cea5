import { expect, test } from './support/fixtures.ts';
import { copagMafia } from '../../shared/engine/rulesets/copag-mafia/index.ts';
import { missionsEnded, pendingOf } from '../../shared/engine/rulesets/copag-mafia/queries.ts';
import { stationCommand } from '../fixtures/copag-games.ts';
import { copagState } from './support/copag-steps.ts';
import { tryCommand } from './support/driver-steps.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver, seededPick } from './support/station-driver.ts';
import { newPhoneContext } from './support/open-pages.ts';

// Issue 15, RULES.md §5: "Consigliere is allowed only after two missions have ended, and shows one player's
// objective to another privately (a single-use phone code), never on a shared screen." After the card, the
// operator issues the asking player a fresh code of his seat from the phones panel (his QR on the operator's
// screen, as the deal's codes are); his phone opens his card once, with the answer under his own objective.

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva'];
const ANSWER = 'Your Consigliere showed you:';

test('copag-mafia: the Consigliere’s answer reaches the asking player’s phone once, and no shared screen', async ({
  browser,
  station,
}) => {
  test.setTimeout(240_000);
  const operator = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const projector = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  const phone = await (await newPhoneContext(browser)).newPage();
  const problems = [watchPageProblems(operator), watchPageProblems(projector)];
  // A spent code answers 404 by design; the browser reports that as a console error.
  const phoneProblems = watchPageProblems(phone, [/status of 404/]);
  await projector.goto(station.projectorUrl);
  const driver = await openDriver(station);
  const gameId = await driver.create('copag-mafia', NAMES);

  // Two missions ended (succeeded or sabotaged: an aborted one does not count), a player to act with nothing pending (no mission to open or reveal) (the simulator's own Consigliere left out: the test plays its own).
  const pick = seededPick(7);
  for (let i = 0; i < 3000; i++) {
    const s = copagState(driver);
    if (missionsEnded(s) >= 2 && s.turn?.stage === 'action' && s.phase === 'play' && !pendingOf(s)) break;
    const chosen = copagMafia.simulator.random(s, pick);
    if (!chosen) break;
    const consigliere = chosen.type === 'play-card' && chosen.card === 'consigliere';
    await tryCommand(driver, gameId, consigliere ? { type: 'pass' } : stationCommand(chosen));
  }
  const before = copagState(driver);
  expect(before.phase).toBe('play');
  const viewer = before.turn!.seat;
  const target = viewer === 1 ? 2 : 1;

  // The operator starts the phones' server in the console.
  await operator.goto(station.moderatorUrl);
  await operator.getByTestId('phones-interface').selectOption('127.0.0.1');
  await operator.getByTestId('phones-start').click();
  await expect(operator.getByTestId('phones-panel')).toHaveAttribute('data-running', 'true');

  // He read his objective at the deal: his seat is ticked.
  await phone.goto((await driver.must<{ url: string }>('lan.reveal', { seat: viewer })).url);
  await expect(phone.locator('main')).not.toContainText(ANSWER);
  const tick = operator.getByTestId(`phones-seen-${viewer}`);
  await expect(tick).toHaveAttribute('data-seen', 'true');

  const played = await driver.request('game.command', {
    gameId,
    commandId: 'consigliere',
    expectedVersion: driver.version(),
    command: { type: 'play-card', card: 'consigliere', target },
  });
  expect(played, JSON.stringify(played)).toMatchObject({ ok: true });
  // His card has news: the tick comes off, and the panel offers his seat again.
  await expect(tick).toHaveAttribute('data-seen', 'false');

  // His QR on the operator's screen, as the deal's codes are: a picture, never the answer.
  await operator.getByTestId(`phones-here-${viewer}`).click();
  await expect(operator.getByTestId('phones-here')).toHaveAttribute('data-seat', String(viewer));
  await shoot(operator, 'copag-consigliere-operator-qr');
  await operator.getByTestId('phones-here-close').click();

  // His phone opens his card (the code is the one a scan of his QR would give).
  const { url } = await driver.must<{ url: string }>('lan.reveal', { seat: viewer });
  await phone.goto(url);
  await expect(phone.locator('main')).toContainText(ANSWER);
  await expect(phone.locator('li.seen')).toContainText(`${NAMES[target - 1]} (seat ${target}): `);
  await expect(tick).toHaveAttribute('data-seen', 'true');
  await shoot(phone, 'copag-consigliere-phone');
  // Once: the same code again is refused.
  await phone.reload();
  await expect(phone.locator('main')).toContainText('This code is not valid any more.');
  await expect(phone.locator('main')).not.toContainText(ANSWER);

  // Never on a shared screen: the operator's console and the projector show no answer.
  for (const page of [operator, projector]) {
    await expect(page.locator('body')).not.toContainText(ANSWER);
    await expect(page.locator('body')).not.toContainText(`(seat ${target}): `);
  }
  await shoot(projector, 'copag-consigliere-projector');
  driver.close();
  expect([...problems.flat(), ...phoneProblems]).toEqual([]);
});
