import { expect, test } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { shoot } from './support/screenshots.ts';
import { moderatorLink, type ModeratorLink } from './support/station-player.ts';

// Issue 6 item 1: a mis-entered vote corrected from the archive game's page. The correction is appended
// to the log, the later steps replayed, and the replay, result and protocol recomputed.

const PLAYERS = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita'];

/** Sends one command to the open game at its current version; fails the test when it is refused. */
async function send(link: ModeratorLink, gameId: string, command: Record<string, unknown>, n: number): Promise<void> {
  const version = (link.latestView() as { version?: number } | null)?.version ?? 0;
  const sent = await link.request('game.command', { gameId, commandId: `fix-${n}`, expectedVersion: version, command });
  expect(sent.ok, JSON.stringify(sent.error)).toBe(true);
  await expect
    .poll(() => (link.latestView() as { version?: number } | null)?.version)
    .toBe((sent.value as { version: number }).version);
}

test('a mis-entered vote corrected from the archive: the accused is executed after all, the later steps replayed', async ({
  page,
  station,
}) => {
  const problems = watchPageProblems(page, [/Failed to load resource/]);
  const link = await moderatorLink(station.url, station.token);
  const created = await link.request('game.create', { rulesetId: 'davidoff-1987', players: PLAYERS });
  const { gameId } = created.value as { gameId: string };
  let n = 0;
  await expect.poll(() => link.latestView()?.phase).toBe('setup');
  await send(link, gameId, { type: 'deal' }, n++);
  await send(link, gameId, { type: 'end-sunrise' }, n++);
  // The deal is the station's: find a mafioso and an honest accuser from the moderator's view.
  const seats = (link.latestView() as unknown as { players: { seat: number; role: string }[] }).players;
  const mafioso = seats.find((p) => p.role === 'mafia')!.seat;
  const accuser = seats.find((p) => p.role !== 'mafia')!.seat;
  await send(link, gameId, { type: 'accuse', accuser, accused: mafioso }, n++);
  // Five hands went up; the moderator typed 2, so the vote failed.
  await send(link, gameId, { type: 'resolve-vote', yes: 2 }, n++);
  // Step 0 creates the game, so the n-th command sent (counting from 1) is step n.
  const wrongVoteStep = n;
  await send(link, gameId, { type: 'propose-night', proposer: accuser }, n++);
  await send(link, gameId, { type: 'resolve-vote', yes: 6 }, n);
  await link.request('game.close', {});
  link.close();

  await page.goto(station.moderatorUrl);
  await page.getByTestId('nav-archive').click();
  await page.getByTestId(`archive-open-${gameId}`).click();
  await expect(page.getByTestId('replay-view')).toHaveAttribute('data-phase', 'night');
  const position = page.getByTestId('replay-position');
  await page.getByTestId('replay-range').fill(String(wrongVoteStep));
  await expect(position).toHaveAttribute('data-step', String(wrongVoteStep));

  await page.getByTestId('archive-correct').click();
  const dialog = page.getByTestId('correct-step');
  await expect(dialog.getByTestId('correct-step-recorded')).toContainText('2');
  const form = dialog.locator('[data-testid="command-form"][data-command="resolve-vote"]');
  await form.getByTestId('count-yes').fill('5');
  await shoot(page, 'archive-correct-step');
  await form.getByTestId('send-command').click();

  // The two later steps (the proposal of night and its vote) are replayed on top of the correction.
  await expect(page.getByTestId('archive-corrected')).toContainText('2 later steps replayed, 0 dropped');
  await expect(page.getByTestId('correct-step')).toHaveCount(0);
  await expect(page.getByTestId('replay-view')).toHaveAttribute('data-phase', 'night');
  await expect(page.locator(`[data-testid="replay-seat"][data-seat="${mafioso}"]`)).toHaveAttribute(
    'data-alive',
    'false',
  );
  await expect(page.getByTestId('archive-protocol')).toContainText(PLAYERS[mafioso - 1]!);
  await shoot(page, 'archive-corrected');
  expect(problems).toEqual([]);
});
