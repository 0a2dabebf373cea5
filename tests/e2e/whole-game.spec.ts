import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  accuse,
  announceDawn,
  cardOf,
  commandForm,
  confirmVote,
  deal,
  endSunrise,
  enterCount,
  enterVoters,
  expectModeratorPhase,
  expectTally,
  proposeNight,
  resolveNight,
  showCard,
  writeNote,
} from './support/moderator-actions.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { receivedFrames } from './support/received-frames.ts';
import {
  expectLatestAnnouncement,
  expectNoSecrets,
  expectProjectorPhase,
  expectProjectorSeats,
} from './support/projector-checks.ts';
import { shoot } from './support/screenshots.ts';
import { openConsole } from './support/open-pages.ts';

// Seven players: the preset deals 2 mafia and 5 honest (RULES.md §1). No name holds a role word, so
// a role word on the projector can only be a leak.
const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Fyodor', 'Galina'];

/** The seats of the living players, by role, as the moderator learned them behind the cover. */
function living(roles: Map<number, string>, dead: Set<number>, role: string): number[] {
  return [...roles].filter(([seat, r]) => r === role && !dead.has(seat)).map(([seat]) => seat);
}

/**
 * A picture of the projector's screen and markup, to prove the night leaves it unchanged. Taken once the
 * screen has settled: announcements that have just come in enter one after another (a transition), and a
 * picture taken mid-entry carries the transition's classes, which the same screen a moment later has not.
 */
async function projectorSnapshot(projector: Page): Promise<{ html: string; png: Buffer }> {
  await projector.waitForFunction(
    () =>
      document.getAnimations().length === 0 &&
      // Vue's transition classes (`<name>-enter-active`, `-leave-to`, `-move`…) come off once it has ended.
      ![...document.querySelectorAll('#app *')].some((element) =>
        [...element.classList].some((c) => /-(enter|leave)-(from|active|to)$|-move$/.test(c)),
      ),
  );
  return { html: await projector.locator('#app').innerHTML(), png: await projector.screenshot() };
}

test('a whole 1987 game from setup to result, with the projector following every step', async ({
  browser,
  station,
}) => {
  const moderatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const projectorContext = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const moderator = await moderatorContext.newPage();
  const projector = await projectorContext.newPage();
  const moderatorProblems = watchPageProblems(moderator);
  const projectorProblems = watchPageProblems(projector);

  // Everything the projector receives, to show that no role or note ever reaches it while the game runs.
  const projectorFrames = receivedFrames(projector);

  await projector.goto(station.projectorUrl);
  await expect(projector.getByTestId('projector-idle')).toBeVisible();
  await openConsole(moderator, station);
  // The key leaves the address bar once read.
  expect(moderator.url()).not.toContain('token=');

  // --- Setup: names in seat order, with add / move / remove, and an error shown next to the form.
  await moderator.getByTestId('new-game').click();
  await expect(moderator.getByTestId('new-game-page')).toBeVisible();
  await expect(moderator.getByTestId('player-names').locator('input')).toHaveCount(6);
  const typed = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Galina'];
  for (const [i, name] of typed.entries()) await moderator.getByTestId(`player-name-${i + 1}`).fill(name);
  await moderator.getByTestId('add-player').click();
  await moderator.getByTestId('player-name-7').fill('Fyodor');
  await moderator.getByTestId('move-up-7').click(); // Fyodor to seat 6, Galina to seat 7
  await moderator.getByTestId('add-player').click();
  await moderator.getByTestId('player-name-8').fill('Extra');
  await moderator.getByTestId('remove-8').click();
  for (const [i, name] of NAMES.entries())
    await expect(moderator.getByTestId(`player-name-${i + 1}`)).toHaveValue(name);
  await expect(moderator.getByTestId('mafia-count')).toHaveValue('2');

  await moderator.getByTestId('player-name-7').fill('anna');
  await moderator.getByTestId('create-game').click();
  await expect(moderator.getByTestId('setup-error')).toHaveAttribute('data-code', 'name.duplicate');
  await expect(moderator.getByTestId('setup-error')).toContainText('same name');
  await moderator.getByTestId('player-name-7').fill('Galina');
  await shoot(moderator, '01-setup-moderator');
  await shoot(projector, '01-setup-projector');

  await moderator.getByTestId('create-game').click();
  await expect(moderator.getByTestId('ruleset-console')).toHaveAttribute('data-ruleset', 'davidoff-1987');
  await expectModeratorPhase(moderator, 'setup', 0);
  await expectProjectorPhase(projector, 'setup', 0);
  await expectProjectorSeats(projector, [1, 2, 3, 4, 5, 6, 7], []);
  await expectNoSecrets(projector);

  // --- Deal, then each seat's card behind the cover.
  await deal(moderator);
  await expectProjectorPhase(projector, 'sunrise', 0);
  await expectLatestAnnouncement(projector, 'The game begins with 7 players.');
  await expectNoSecrets(projector);

  const roles = new Map<number, string>();
  for (const [i, name] of NAMES.entries()) {
    const seat = i + 1;
    await showCard(moderator, seat);
    await expect(moderator.getByTestId('cover-text')).toHaveText(`Seat ${seat}: ${name} — only ${name} looks`);
    // Behind the cover the role is not on the page yet.
    await expect(moderator.getByTestId('role-card')).toHaveCount(0);
    if (seat === 1) await shoot(moderator, '02-deal-cover');
    await moderator.getByTestId('cover-reveal').click();
    const card = moderator.getByTestId('role-card');
    await expect(card).toHaveAttribute('data-seat', String(seat));
    const role = await card.getAttribute('data-role');
    expect(role === 'mafia' || role === 'honest').toBe(true);
    roles.set(seat, role!);
    // The mafia see each other (RULES.md §1); the honest learn nothing.
    await expect(moderator.getByTestId('role-card-teammates')).toHaveCount(role === 'mafia' ? 1 : 0);
    if (seat === 1) await shoot(moderator, '02-deal-card');
    await moderator.getByTestId('cover-hide').click();
    await expect(moderator.getByTestId('role-cover')).toHaveCount(0);
    await expect(cardOf(moderator, seat)).toHaveAttribute('data-seen', 'true');
  }
  // Every seat has seen its card: none is left unmarked.
  await expect(moderator.locator('[data-testid="card-seat"][data-seen="false"]')).toHaveCount(0);
  await shoot(moderator, '03-sunrise-moderator');
  await shoot(projector, '03-sunrise-projector');
  const dead = new Set<number>();
  /** The projector lists every seat not dead as living, and these as eliminated. */
  const expectSeatsOut = (eliminated: number[]) =>
    expectProjectorSeats(
      projector,
      [1, 2, 3, 4, 5, 6, 7].filter((s) => !dead.has(s)),
      eliminated,
    );
  expect(living(roles, dead, 'mafia')).toHaveLength(2);
  expect(living(roles, dead, 'honest')).toHaveLength(5);
  const [m1, m2] = living(roles, dead, 'mafia') as [number, number];
  const [h1, h2, h3, h4] = living(roles, dead, 'honest') as [number, number, number, number, number];
  await expectNoSecrets(projector);

  await endSunrise(moderator);
  await expectModeratorPhase(moderator, 'day', 1);
  await expectProjectorPhase(projector, 'day', 1);
  await expectLatestAnnouncement(projector, 'Day 1 begins.');

  // --- Day 1: an accusation that fails (count of hands), then one that passes (voter by voter).
  await accuse(moderator, h1, h2);
  await expect(projector.getByTestId('projector-vote')).toContainText(
    `${NAMES[h1 - 1]} (${h1}) accuses ${NAMES[h2 - 1]} (${h2})`,
  );
  await expect(projector.getByTestId('projector-vote-needed')).toHaveText('4 of 6 hands needed');
  await enterCount(moderator, 2);
  await expectTally(moderator, { yes: 2, entitled: 6, needed: 4, carried: false });
  await confirmVote(moderator);
  await expectLatestAnnouncement(projector, `Accusation against ${NAMES[h2 - 1]} (${h2}): 2 for — not carried.`);
  await expect(projector.getByTestId('projector-vote')).toHaveCount(0);
  await expectProjectorSeats(projector, [1, 2, 3, 4, 5, 6, 7], []);
  await expectNoSecrets(projector);

  await accuse(moderator, h1, h2);
  const voters = [1, 2, 3, 4, 5, 6, 7].filter((s) => s !== h2).slice(0, 4);
  await enterVoters(moderator, voters);
  // The accused is not among the voters.
  await expect(commandForm(moderator, 'resolve-vote').locator('.voter')).toHaveCount(6);
  await expect(commandForm(moderator, 'resolve-vote').locator(`.voter[data-seat="${h2}"]`)).toHaveCount(0);
  await expectTally(moderator, { yes: 4, entitled: 6, needed: 4, carried: true });
  await shoot(moderator, '04-day-vote-moderator');
  await shoot(projector, '04-day-vote-projector');
  await confirmVote(moderator);
  dead.add(h2);
  await expectLatestAnnouncement(projector, `${NAMES[h2 - 1]} (${h2}) is voted out.`);
  await expectSeatsOut([h2]);
  await expect(projector.getByTestId('projector-eliminated')).toContainText('voted out on day 1');
  await expectNoSecrets(projector);

  // --- A proposal to go to night that fails, then one that passes.
  await proposeNight(moderator, h1);
  await expect(projector.getByTestId('projector-vote')).toContainText(
    `${NAMES[h1 - 1]} (${h1}) proposes to go to night`,
  );
  await enterCount(moderator, 1);
  await expectTally(moderator, { yes: 1, entitled: 6, needed: 4, carried: false });
  await confirmVote(moderator);
  await expectLatestAnnouncement(projector, `Night proposed by ${NAMES[h1 - 1]} (${h1}): 1 for — not carried.`);
  await expectProjectorPhase(projector, 'day', 1);

  await proposeNight(moderator, m1);
  await enterCount(moderator, 5);
  await expectTally(moderator, { yes: 5, entitled: 6, needed: 4, carried: true });
  await confirmVote(moderator);
  await expectModeratorPhase(moderator, 'night', 1);
  await expectProjectorPhase(projector, 'night', 1);
  await expectLatestAnnouncement(projector, 'Night 1 falls.');
  await expectNoSecrets(projector);

  // --- Night 1: the notes disagree, so nobody dies. The projector does not move while notes are read.
  const nightStart = await projectorSnapshot(projector);
  await writeNote(moderator, m1, h3);
  await writeNote(moderator, m2, h4);
  await shoot(moderator, '05-night-moderator');
  await shoot(projector, '05-night-projector');
  const afterNotes = await projectorSnapshot(projector);
  expect(afterNotes.html).toBe(nightStart.html);
  expect(afterNotes.png.equals(nightStart.png), 'the projector looks the same after the notes').toBe(true);
  await resolveNight(moderator);
  // The room sees the dawn only once the moderator announces it (issue 12 §3).
  await expectProjectorPhase(projector, 'night', 1);
  await announceDawn(moderator);
  await expectModeratorPhase(moderator, 'day', 2);
  await expectProjectorPhase(projector, 'day', 2);
  await expect(projector.getByTestId('projector-announcement').nth(1)).toHaveText('Nobody died in the night.');
  await expectSeatsOut([h2]);
  await expectNoSecrets(projector);

  // --- Day 2 straight to night 2; the notes agree (one is changed before the dawn), so h3 dies.
  await proposeNight(moderator, h4);
  await enterCount(moderator, 4);
  await confirmVote(moderator);
  await expectProjectorPhase(projector, 'night', 2);
  const night2 = await projectorSnapshot(projector);
  await writeNote(moderator, m1, h3);
  await writeNote(moderator, m2, h4);
  await writeNote(moderator, m2, h3);
  expect((await projectorSnapshot(projector)).html).toBe(night2.html);
  await resolveNight(moderator);
  // The room sees the dawn only once the moderator announces it (issue 12 §3).
  await announceDawn(moderator);
  dead.add(h3);
  await expectProjectorPhase(projector, 'day', 3);
  await expect(projector.getByTestId('projector-announcement').nth(1)).toHaveText(
    `${NAMES[h3 - 1]} (${h3}) was killed in the night.`,
  );
  await expectSeatsOut([h2, h3]);
  await expect(projector.getByTestId('projector-eliminated')).toContainText('killed in night 2');
  await expectNoSecrets(projector);

  // --- Day 3: an accusation undone with Ctrl+Z and redone, then the mafia voted out one by one.
  await accuse(moderator, h1, m1);
  await expect(projector.getByTestId('projector-vote')).toBeVisible();
  await moderator.locator('body').click({ position: { x: 5, y: 5 } });
  await moderator.keyboard.press('Control+z');
  await expect(commandForm(moderator, 'resolve-vote')).toHaveCount(0);
  await expect(projector.getByTestId('projector-vote')).toHaveCount(0);
  await expect(moderator.getByTestId('timeline-step').first()).toHaveAttribute('data-kind', 'steps-undone');
  await moderator.getByTestId('redo').click();
  await expect(commandForm(moderator, 'resolve-vote')).toBeVisible();
  await expect(projector.getByTestId('projector-vote')).toBeVisible();

  // Five living: four may vote on m1, three hands needed.
  await enterCount(moderator, 3);
  await expectTally(moderator, { yes: 3, entitled: 4, needed: 3, carried: true });
  await confirmVote(moderator);
  dead.add(m1);
  await expectLatestAnnouncement(projector, `${NAMES[m1 - 1]} (${m1}) is voted out.`);
  await expectSeatsOut([h2, h3, m1]);
  // Roles stay hidden when a player is out (RULES.md §1).
  await expectNoSecrets(projector);

  await accuse(moderator, h4, m2);
  await enterVoters(moderator, living(roles, dead, 'honest').slice(0, 2));
  await expectTally(moderator, { yes: 2, entitled: 3, needed: 2, carried: true });
  await confirmVote(moderator);
  dead.add(m2);

  // --- The end: the honest win; every honest player scores the 3 honest survivors.
  await expect(moderator.getByTestId('winner')).toHaveAttribute('data-winner', 'honest');
  await expectModeratorPhase(moderator, 'ended', 3);
  await expectProjectorPhase(projector, 'ended', 3);
  await expect(projector.getByTestId('projector-result')).toHaveAttribute('data-winner', 'honest');
  await expect(projector.getByTestId('projector-winner')).toHaveText('The honest win');
  for (const [seat, role] of roles) {
    const score = role === 'honest' ? '3' : '0';
    const row = projector.locator(`[data-testid="projector-result-row"][data-seat="${seat}"]`);
    await expect(row).toHaveAttribute('data-role', role);
    await expect(row).toHaveAttribute('data-score', score);
    await expect(row).toContainText(NAMES[seat - 1]!);
    await expect(row).toContainText(role === 'mafia' ? 'Mafia' : 'Honest');
    await expect(moderator.getByTestId(`result-row-${seat}`)).toHaveAttribute('data-role', role);
    await expect(moderator.getByTestId(`result-row-${seat}`)).toHaveAttribute('data-score', score);
  }
  await shoot(moderator, '06-end-moderator');
  await shoot(projector, '06-end-projector');

  // Until the end, nothing the projector received named a role or a note.
  const ended = projectorFrames.findIndex((f) => f.includes('"phase":"ended"'));
  expect(ended).toBeGreaterThan(0);
  for (const frame of projectorFrames.slice(0, ended)) {
    expect(frame).not.toMatch(/"role":"(mafia|honest)"|nightNotes|nightHistory|"prompts"|"timeline"/);
  }

  // --- Back to the start screen: the game is in the archive, won by the honest.
  await moderator.getByTestId('close-game').click();
  await expect(moderator.getByTestId('start-page')).toBeVisible();
  await expect(projector.getByTestId('projector-idle')).toBeVisible();
  const row = moderator
    .getByTestId('archive-list')
    .getByTestId('archive-row')
    .filter({ hasText: NAMES.join(', ') });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-winner', 'honest');
  await shoot(moderator, '07-archive');

  expect(moderatorProblems).toEqual([]);
  expect(projectorProblems).toEqual([]);
  await moderatorContext.close();
  await projectorContext.close();
});
