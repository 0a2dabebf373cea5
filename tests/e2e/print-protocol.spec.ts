import type { RulesetId } from '../../shared/engine/index.ts';
import { expect, test } from './support/fixtures.ts';
import { expectInk, printAndRasterise } from './support/print-pdf.ts';
import { moderatorLink, playGameThroughStation } from './support/station-player.ts';

const PLAYERS = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo', 'Ines', 'Jonas'];

const RULESETS: { id: RulesetId; seed: number; winner: Record<string, string> }[] = [
  { id: 'davidoff-1987', seed: 1, winner: { honest: 'Honest', mafia: 'Mafia' } },
  { id: 'french-deck', seed: 2, winner: { villagers: 'Villagers', mafia: 'Mafia' } },
  { id: 'mensa-hungariqa', seed: 3, winner: { citizens: 'Citizens', mafia: 'Mafia' } },
  { id: 'city-mafia', seed: 4, winner: { red: 'Red', black: 'Black', maniac: 'Maniac', draw: 'A draw' } },
];

test.describe('printed protocol (browser mode, Chromium page.pdf, poppler)', () => {
  for (const ruleset of RULESETS) {
    test(`${ruleset.id}: a whole game's protocol prints with names, nights and result`, async ({ page, station }) => {
      const link = await moderatorLink(station.url, station.token);
      const { gameId, state } = await playGameThroughStation(link, ruleset.id, PLAYERS, ruleset.seed);
      const notes = `Table by the window: ${ruleset.id}`;
      expect((await link.request('game.set-notes', { gameId, notes })).ok).toBe(true);
      const summary = (await link.request('game.summary', { gameId })).value as { createdAt: string; version: number };
      link.close();
      expect(state.outcome).not.toBeNull();
      await page.goto(`${station.url}/print/?token=${station.token}&document=protocol&game=${gameId}`);
      await expect(page.getByTestId('print-protocol')).toBeVisible();
      // The token leaves the address bar, as on the moderator page.
      expect(page.url()).not.toContain(station.token);
      const { text, pages } = await printAndRasterise(page, `protocol-${ruleset.id}`);
      expectInk(pages);
      for (const name of PLAYERS) expect(text).toContain(name);
      expect(text).toContain('Game protocol');
      expect(text).toMatch(/Night 1/);
      const winner = ruleset.winner[state.outcome!.winner]!;
      expect(text).toContain(winner);
      // The date the game was played, the moderator's notes, the steps as the archive page counts them.
      const day = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(summary.createdAt));
      expect(text.replace(/\s+/g, ' ')).toContain(day);
      expect(text).toContain(notes);
      // (pdftotext may break the header's line anywhere)
      expect(text).toMatch(new RegExp(`\\b${summary.version - 1}\\s+steps\\s+recorded`));
      // Seats read "Anna (1)": every player who left the game is named so where the story tells it. (The station
      // draws the deal, so which seats those are differs from run to run: Anna is not always among them.) And no
      // line starts with a list number that could be read as a seat ("1. 1 Anna").
      const departed = (state.players as { alive: boolean }[]).flatMap((p, i) => (p.alive ? [] : [i]));
      expect(departed.length).toBeGreaterThan(0);
      for (const i of departed) expect(text).toMatch(new RegExp(`${PLAYERS[i]}\\s+\\(${i + 1}\\)`));
      expect(text).not.toMatch(/^\s*\d+\.\s/m);
      // A City game nominates where the others accuse (its own wording, from its locale files).
      if (ruleset.id === 'city-mafia') expect(text).toMatch(/nominates/);
      else expect(text).not.toMatch(/nominates/);
      // Points name their scoring (the 1987 rules score their games; the others have no points).
      if (ruleset.id === 'davidoff-1987')
        expect(text).toContain('Points as the rules score them: Mafia 1987 (Davidoff)');
      else expect(text).not.toMatch(/Points as|Points: the scoring/);
    });
  }

  test('davidoff-1987 with the discipline option: the remarks column, each remark and the removal print', async ({
    page,
    station,
  }) => {
    const link = await moderatorLink(station.url, station.token);
    const players = PLAYERS.slice(0, 7);
    const created = await link.request('game.create', {
      rulesetId: 'davidoff-1987',
      players,
      options: { mafiaCount: 2, majorityBasis: 'entitled', discipline: true },
    });
    expect(created.ok).toBe(true);
    const { gameId } = created.value as { gameId: string };
    const commands = [
      { type: 'deal' },
      { type: 'end-sunrise' },
      { type: 'remark', seat: 2 },
      { type: 'remark', seat: 2 },
      { type: 'remove', seat: 3, reason: 'peeking', note: 'looked at night' },
    ];
    for (const [i, command] of commands.entries()) {
      const version = link.latestView()!.version;
      const answer = await link.request('game.command', {
        gameId,
        commandId: `d${i}`,
        expectedVersion: version,
        command,
      });
      expect(answer.ok, JSON.stringify(answer)).toBe(true);
    }
    link.close();
    await page.goto(`${station.url}/print/?token=${station.token}&document=protocol&game=${gameId}`);
    await expect(page.getByTestId('print-protocol')).toBeVisible();
    const { text, pages } = await printAndRasterise(page, 'protocol-davidoff-1987-discipline');
    expectInk(pages);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Remarks');
    expect(flat).toContain('Remark to Boris (2) (1 this round)');
    expect(flat).toContain('Remark to Boris (2) (2 this round)');
    expect(flat).toMatch(/Clara \(3\) removed: .+ — looked at night/);
  });

  test('role cards of a davidoff-1987 table print one card per player', async ({ page, station }) => {
    await page.goto(`${station.url}/print/?token=${station.token}&document=role-cards&ruleset=davidoff-1987&players=7`);
    await expect(page.getByTestId('print-role-cards')).toBeVisible();
    await expect(page.locator('.cards .card')).toHaveCount(7);
    const { text, pages } = await printAndRasterise(page, 'role-cards-davidoff-1987');
    expectInk(pages);
    expect(text).toContain('Honest');
    expect(text).toContain('Mafia');
  });

  test('the French deck card sheet maps playing cards to roles', async ({ page, station }) => {
    await page.goto(
      `${station.url}/print/?token=${station.token}&document=role-cards&ruleset=french-deck&players=8&options=${encodeURIComponent('{"mafiaCount":2}')}`,
    );
    await expect(page.getByTestId('print-french-cards')).toBeVisible();
    await expect(page.locator('[data-card]')).toHaveCount(8);
    const { text, pages } = await printAndRasterise(page, 'role-cards-french-deck');
    expectInk(pages);
    expect(text).toMatch(/King of spades/);
    expect(text).toMatch(/Queen of hearts/);
    expect(text).toContain('Guardian angel');
  });

  test('standings posted by the opening page print as a table', async ({ page, station }) => {
    await page.goto(`${station.url}/print/?document=none`);
    await expect(page.getByTestId('print-failure')).toBeVisible();
    const standings = {
      title: 'Spring Cup 2026',
      subtitle: 'Round 2 of 2',
      columns: [{ key: 'wins', label: 'Wins' }],
      rows: [
        { rank: 1, name: 'Anna', total: 2.25, values: { wins: 2 } },
        { rank: 2, name: 'Boris', total: 1, values: { wins: 1 } },
      ],
    };
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((data) => {
        const child = window.open('/print/?document=standings');
        window.addEventListener('message', (event) => {
          if ((event.data as { type?: string }).type === 'mafia-station.print-standings.ready')
            child?.postMessage({ type: 'mafia-station.print-standings', standings: data }, location.origin);
        });
      }, standings),
    ]);
    await expect(popup.getByTestId('print-standings')).toBeVisible();
    const { text, pages } = await printAndRasterise(popup, 'standings');
    expectInk(pages);
    expect(text).toContain('Spring Cup 2026');
    expect(text).toContain('Anna');
    expect(text).toContain('2.25');
  });

  test('a page with a wrong game id says so', async ({ page, station }) => {
    await page.goto(`${station.url}/print/?token=${station.token}&document=protocol&game=missing`);
    await expect(page.getByTestId('print-failure')).toContainText('Not found');
  });
});
