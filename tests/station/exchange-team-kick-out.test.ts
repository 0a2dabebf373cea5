import { describe, expect, it } from 'vitest';
import type { Station } from '../../electron/station/index.ts';
import { exchangeText, type MrFile } from '../../shared/exchange/index.ts';
import { presetByKey } from '../../shared/tournament/index.ts';
import { BLACK_KICKED_OUT, RED_KICKED_OUT } from '../fixtures/team-kick-out-games.ts';
import { FIIM_TABLE } from './exchange-fixtures.ts';
import { ok, tickingStation } from './helpers.ts';

const standingsOf = (s: Station, tournamentId: string) =>
  ok(s.request('tournament.standings', { tournamentId })).rows.map(({ playerId: _, ...row }) => row);

/** A two-round FIIM v7 cup of one table, whose two games MafiaRatings ended by a team's kick-out. */
function kickOutCup(): MrFile {
  return {
    format: 'mafiaratings/games',
    version: 1,
    tournament: {
      name: 'Kick-out Cup',
      startsOn: '2026-11-21',
      endsOn: '2026-11-21',
      rounds: 2,
      tables: 1,
      options: FIIM_TABLE,
      scoring: presetByKey('fiim-v7')!.make() as unknown as Record<string, unknown>,
    },
    games: [RED_KICKED_OUT, { ...BLACK_KICKED_OUT, round: 2 }],
  };
}

/**
 * MafiaRatings ends a game at a team's kick-out, and its file stops there; the station refused such a file, replaying
 * on to an end that never came. A game stopped by its team's kick-out is a finished game with that verdict.
 */
describe('a MafiaRatings file whose games stop at a team kick-out', () => {
  it('imports as finished games with their verdicts, and export → import gives back the same games and standings', () => {
    const first = tickingStation();
    const cup = ok(first.request('tournament.import-ratings-json', { text: exchangeText(kickOutCup()) }));
    expect(cup.games).toBe(2);
    const detail = ok(first.request('tournament.get', { tournamentId: cup.tournamentId }));
    expect(detail.verdicts.map((v) => [v.gameId, v.technicalDefeat])).toEqual([
      ['mr-272', 'red'],
      ['mr-299', 'black'],
    ]);
    // Each game is finished, won by the side its kick-out did not defeat, and no defeated player won it.
    const games = ok(first.request('tournament.standings', { tournamentId: cup.tournamentId })).games;
    for (const [gameId, winner] of [
      ['mr-272', 'black'],
      ['mr-299', 'red'],
    ] as const) {
      expect(ok(first.request('game.summary', { gameId }))).toMatchObject({ winner });
      const players = games.find((g) => g.gameId === gameId)!.players;
      expect(players.filter((p) => p.won).map((p) => p.team)).toEqual(
        players.filter((p) => p.team === winner).map(() => winner),
      );
      expect(players.some((p) => p.won)).toBe(true);
    }

    const exported = ok(first.request('tournament.export-ratings-json', { tournamentId: cup.tournamentId }));
    expect(exported.games).toBe(2);
    const second = tickingStation();
    const again = ok(second.request('tournament.import-ratings-json', { text: exported.text }));
    expect(ok(second.request('tournament.get', { tournamentId: again.tournamentId })).verdicts).toEqual(
      detail.verdicts,
    );
    expect(standingsOf(second, again.tournamentId)).toEqual(standingsOf(first, cup.tournamentId));
    expect(ok(second.request('tournament.export-ratings-json', { tournamentId: again.tournamentId })).text).toBe(
      exported.text,
    );
  });
});
