import { describe, expect, it } from 'vitest';
import type { Station } from '../../electron/station/index.ts';
import { parseExchangeText } from '../../shared/exchange/index.ts';
import { defeatedCup } from './exchange-fixtures.ts';
import { ok, tickingStation } from './helpers.ts';

const standingsOf = (s: Station, tournamentId: string) =>
  ok(s.request('tournament.standings', { tournamentId })).rows.map(({ playerId: _, ...row }) => row);

/**
 * Tryout 11: a game whose winner lost technically was exported with the table's winner (and our own field), so
 * MafiaRatings, which reads `winner`, counted the defeated side's win. The export writes the scored winner.
 */
describe('a technically defeated tournament game in the MafiaRatings game JSON', () => {
  it('is exported won by the other side, and an import gives back the same game, verdict and standings', () => {
    // The side that won round 1 at the table loses it technically.
    const { station: first, cup, tableWinner, defeated, verdict } = defeatedCup();
    ok(first.request('tournament.verdict', { tournamentId: cup.tournamentId, ...verdict }));
    const exported = ok(first.request('tournament.export-ratings-json', { tournamentId: cup.tournamentId }));

    const parsed = parseExchangeText(exported.text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
    const game = parsed.value.games.find((g) => g.id === 'cup-r1')!;
    expect(game.winner).toBe(tableWinner === 'civ' ? 'maf' : 'civ');
    // The standings agree: no player of the defeated side won the game.
    const points = ok(first.request('tournament.standings', { tournamentId: cup.tournamentId })).games.find(
      (g) => g.gameId === 'cup-r1',
    )!;
    const winners = points.players.filter((p) => p.won).map((p) => p.team);
    expect(winners.length).toBeGreaterThan(0);
    expect(winners.every((team) => team !== defeated)).toBe(true);

    const second = tickingStation();
    const again = ok(second.request('tournament.import-ratings-json', { text: exported.text }));
    expect(ok(second.request('tournament.get', { tournamentId: again.tournamentId })).verdicts).toEqual([verdict]);
    expect(standingsOf(second, again.tournamentId)).toEqual(standingsOf(first, cup.tournamentId));
    expect(ok(second.request('tournament.export-ratings-json', { tournamentId: again.tournamentId })).text).toBe(
      exported.text,
    );
  });
});
