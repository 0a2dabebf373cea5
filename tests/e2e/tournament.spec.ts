import { readFileSync } from 'node:fs';
import type { GameProtocol } from '../../shared/print/index.ts';
import type { TournamentDetail } from '../../shared/contract/index.ts';
import { TOURNAMENT_PLAYERS } from '../fixtures/names.ts';
import { expect, test } from './support/fixtures.ts';
import { playOpenGame } from './support/open-game-player.ts';
import { expectInk, printAndRasterise } from './support/print-pdf.ts';
import { shoot } from './support/screenshots.ts';
import { fillNewTournament } from './support/tournament-form.ts';
import { moderatorLink } from './support/station-player.ts';
import { openConsole } from './support/open-pages.ts';

const PLAYERS = TOURNAMENT_PLAYERS.slice(0, 16);

/** The first player killed at night in a protocol, with the game's mafia (the best move's right answers). */
function firstNightVictim(protocol: GameProtocol): { victim: string; mafia: string[] } | null {
  for (const period of protocol.periods) {
    if (period.kind !== 'night') continue;
    const death = period.entries.find((e) => e.kind === 'death');
    if (death && death.kind === 'death') {
      return {
        victim: protocol.seats[death.seat - 1]!.name,
        mafia: protocol.seats.filter((s) => s.team === 'mafia').map((s) => s.name),
      };
    }
  }
  return null;
}

test('a two-round, two-table tournament from the console to printed standings (browser mode)', async ({
  page,
  station,
}) => {
  test.setTimeout(240_000);
  await openConsole(page, station);

  // A new tournament: 16 participants typed at once, 2 rounds × 2 tables, the sports scoring.
  await page.getByTestId('nav-tournaments').click();
  await expect(page.getByTestId('tournaments-empty')).toBeVisible();
  await fillNewTournament(page, { name: 'Autumn Cup', players: PLAYERS, rounds: 2, tables: 2, sizes: '8 · 8' });
  // The ruleset is the organiser's choice: none is chosen for them.
  await page.getByTestId('tournament-ruleset').selectOption('davidoff-1987');
  await page.getByTestId('scoring-preset').selectOption('preset-sports');
  await expect(page.getByTestId('scoring-winPoints-honest')).toHaveValue('1');
  // A penalty that would add points is out of range: said next to the field, and nothing is sent.
  await page.getByTestId('scoring-penalties-removal').fill('2');
  await expect(page.getByTestId('scoring-penalties-removal-error')).toContainText('between -100 and 0');
  await expect(page.getByTestId('tournament-create-submit')).toBeDisabled();
  await shoot(page, 'tournament-create-out-of-range');
  await page.getByTestId('scoring-penalties-removal').fill('-0.5');
  await expect(page.getByTestId('scoring-penalties-removal-error')).toHaveCount(0);
  await page.getByTestId('tournament-create-submit').click();

  // Its page: generate the seating; four tables of eight, with the evenness report.
  await expect(page.getByTestId('tournament-title')).toHaveText('Autumn Cup');
  await page.getByTestId('generate-seating').click();
  await expect(page.getByTestId('seating-table')).toHaveCount(4);
  await expect(page.getByTestId('evenness')).toBeVisible();
  await shoot(page, 'tournament-seating');

  const link = await moderatorLink(station.url, station.token);
  const protocols: GameProtocol[] = [];
  let seed = 11;
  for (const [round, table] of [
    [1, 1],
    [1, 2],
    [2, 1],
    [2, 2],
  ] as const) {
    // Started from the tournament page, the game opens in the console with its round and table.
    await page.getByTestId(`start-game-${round}-${table}`).click();
    const bar = page.getByTestId('tournament-game-bar');
    await expect(bar).toHaveAttribute('data-round', String(round));
    await expect(bar).toHaveAttribute('data-table', String(table));
    await expect(page.getByTestId('moderator-phase')).toBeVisible();
    if (round === 1 && table === 1) await shoot(page, 'tournament-game-console');
    const { gameId, state } = await playOpenGame(link, seed++);
    expect(state.outcome).not.toBeNull();
    // The game's end offers the way back first.
    const back = page.getByTestId('back-to-tournament');
    await expect(back).toBeFocused();
    if (round === 1 && table === 1) await shoot(page, 'tournament-game-over');
    await page.keyboard.press('Enter');
    const cell = page.locator(`[data-testid="seating-table"][data-round="${round}"][data-table="${table}"]`);
    await expect(cell).toHaveAttribute('data-state', 'finished');
    await expect(cell).toHaveAttribute('data-game-id', gameId);
    const protocol = await link.request('print.protocol', { gameId });
    protocols.push(protocol.value as GameProtocol);
  }
  await expect(page.getByTestId('games-finished')).toContainText('4 of 4');

  const detail = (
    await link.request('tournament.get', {
      tournamentId: await page.getByTestId('tournament-page').getAttribute('data-tournament-id'),
    })
  ).value as TournamentDetail;
  const idOf = new Map(detail.participants.map((p) => [p.name, p.playerId]));

  // An extra point with a reason (the sports scoring allows ±0.7).
  await page.getByTestId('award-player').selectOption(String(idOf.get('Anna')));
  await page.getByTestId('award-points').fill('0.9');
  await expect(page.getByTestId('award-range')).toBeVisible();
  await page.getByTestId('award-points').fill('0.5');
  await page.getByTestId('award-reason').fill('Fair play');
  await page.getByTestId('award-submit').click();
  await expect(page.getByTestId('award-entry')).toHaveCount(1);

  // A best move: the first killed at night of a game names the mafia (two or three right).
  const bestGame = protocols.findIndex((p) => firstNightVictim(p) !== null);
  expect(bestGame).toBeGreaterThanOrEqual(0);
  const best = firstNightVictim(protocols[bestGame]!)!;
  const suspects = best.mafia.slice(0, 3);
  expect(suspects.length).toBeGreaterThanOrEqual(2);
  await page.getByTestId('best-move-game').selectOption(protocols[bestGame]!.gameId);
  // The game's first night victim is offered, from its protocol.
  await expect(page.getByTestId('best-move-player')).toHaveValue(String(idOf.get(best.victim)));
  for (const name of suspects) await page.getByTestId(`suspect-${idOf.get(name)}`).check();
  await page.getByTestId('best-move-submit').click();
  await expect(page.getByTestId('best-move-entry')).toHaveCount(1);

  // The standings on screen, checked against the sports scoring computed here from the four protocols:
  // 1 point per win, best move 0.25 (two right) or 0.4 (three right), the extra, −0.5 per removal.
  const expected = new Map(PLAYERS.map((name) => [name, { points: 0, wins: 0 }]));
  for (const protocol of protocols) {
    for (const seat of protocol.seats) {
      const line = expected.get(seat.name)!;
      if (protocol.result && seat.team === protocol.result.winner) {
        line.points += 1;
        line.wins += 1;
      }
      if (seat.removed) line.points -= 0.5;
    }
  }
  expected.get(best.victim)!.points += suspects.length >= 3 ? 0.4 : 0.25;
  expected.get('Anna')!.points += 0.5;
  const rows = page.getByTestId('standings-row');
  await expect(rows).toHaveCount(16);
  await expect(rows.filter({ has: page.locator(`[data-column="extras"]`, { hasText: '0.5' }) })).toHaveCount(1);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      name: tr.getAttribute('data-name')!,
      rank: Number(tr.getAttribute('data-rank')),
      points: Number(tr.getAttribute('data-points')),
      wins: Number(tr.querySelector('[data-column="wins"]')!.textContent),
    })),
  );
  for (const row of shown) {
    expect(row.points, row.name).toBeCloseTo(expected.get(row.name)!.points, 6);
    expect(row.wins, row.name).toBe(expected.get(row.name)!.wins);
  }
  // Ranked by points, then wins (the sports scoring's first tie-break); equal ranks only for equal lines.
  for (let i = 1; i < shown.length; i++) {
    const [a, b] = [shown[i - 1]!, shown[i]!];
    expect(a.points >= b.points - 1e-9).toBe(true);
    if (Math.abs(a.points - b.points) < 1e-9) expect(a.wins).toBeGreaterThanOrEqual(b.wins);
    if (a.rank === b.rank) expect([a.points, a.wins]).toEqual([b.points, b.wins]);
  }
  await expect(page.getByTestId('discipline-row')).toHaveCount(16);
  await page.getByTestId('standings').scrollIntoViewIfNeeded();
  await shoot(page, 'tournament-standings');

  // Every point explained (issue 16): Anna's name opens her games and the rules that scored them.
  await page.getByTestId('standings-row').filter({ hasText: 'Anna' }).getByTestId('standings-explain').click();
  const explanation = page.getByTestId('score-explanation');
  await expect(explanation).toBeVisible();
  await expect(explanation.locator('[data-rule="extra"]')).toContainText('0.5');
  await expect(page.getByTestId('scoring-label')).toBeVisible();
  await explanation.scrollIntoViewIfNeeded();
  await shoot(page, 'tournament-standings-explained');
  await page.getByTestId('standings-row').filter({ hasText: 'Anna' }).getByTestId('standings-explain').click();
  await expect(explanation).toHaveCount(0);

  // CSV of the standings: a header and one line per participant.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('standings-csv').click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Rank,Player,Points,/);
  expect(lines).toHaveLength(17);

  // The standings printed: the print page opens with them, Chromium prints it to PDF, poppler to PNG.
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('print-standings-button').click()]);
  await expect(popup.getByTestId('print-standings')).toBeVisible();
  const { text, pages } = await printAndRasterise(popup, 'standings-tournament');
  expectInk(pages);
  expect(text).toContain('Autumn Cup');
  const leader = shown[0]!;
  expect(text).toContain(leader.name);
  await shoot(popup, 'tournament-standings-print');

  // The players' page knows the participants' games: two finished games each, on the chart.
  await page.getByTestId('nav-players').click();
  await page.getByTestId('player-search').fill('Anna');
  await page.getByTestId(`player-${idOf.get('Anna')}`).click();
  await expect(page.getByTestId('stat-finished')).toHaveText('2');
  await expect(page.getByTestId('results-chart')).toHaveAttribute('data-points', '2');
  await expect(page.getByTestId('chart-dot')).toHaveCount(2);
  await shoot(page, 'players-page');
  link.close();
});
