// A MafiaRatings file alone (session 20's list): a file MafiaRatings wrote has no tournament's settings, so the
// tournament import refuses it; the archive's «Import a game» now takes it, its games coming in as club games,
// all or nothing, none twice.
import { describe, expect, it } from 'vitest';
import type { Station } from '../../electron/station/index.ts';
import { exchangeText } from '../../shared/exchange/index.ts';
import { RATINGS_FILE_TEXT, RATINGS_GAME } from '../fixtures/ratings-exchange-game.ts';
import { cupFile } from './exchange-fixtures.ts';
import { ok, tickingStation } from './helpers.ts';

const importText = (station: Station, text: string) => station.request('game.import', { text });
const games = (station: Station) => ok(station.request('game.list', {}));

/** RATINGS_GAME started `minutes` later, under MafiaRatings' id `id`: another evening's game. */
function laterGame(minutes: number, id: number = RATINGS_GAME.id + minutes) {
  return {
    ...RATINGS_GAME,
    id,
    startTime: RATINGS_GAME.startTime + minutes * 60,
    endTime: RATINGS_GAME.endTime + minutes * 60,
  };
}

describe("the archive's import of a MafiaRatings file of games", () => {
  it('brings a file MafiaRatings wrote into the archive as finished City games', () => {
    const station = tickingStation();
    expect(ok(importText(station, RATINGS_FILE_TEXT))).toEqual({ status: 'games-imported', imported: 1, present: 0 });
    const [game] = games(station);
    expect(game).toMatchObject({
      gameId: 'mafiaratings-4711',
      rulesetId: 'city-mafia',
      players: RATINGS_GAME.players.map((p) => p.name),
      createdAt: new Date(RATINGS_GAME.startTime * 1000).toISOString(),
      winner: 'red',
    });
    expect(game!.finishedAt).not.toBeNull();
    // The game reads back as any archived game does: its record exports and the rating counts it.
    expect(ok(station.request('game.export', { gameId: game!.gameId })).text).toContain('"city-mafia"');
    expect(ok(station.request('ratings.table', { scope: 'club' })).counted).toHaveLength(1);
  });

  it('takes one game as MafiaRatings writes it, and several at once', () => {
    const one = tickingStation();
    expect(ok(importText(one, JSON.stringify(RATINGS_GAME)))).toMatchObject({ imported: 1, present: 0 });
    const several = tickingStation();
    const text = JSON.stringify({ games: [RATINGS_GAME, laterGame(90), laterGame(180)] });
    expect(ok(importText(several, text))).toEqual({ status: 'games-imported', imported: 3, present: 0 });
    expect(games(several)).toHaveLength(3);
  });

  it('adds no game twice: the same file again, or a file holding a game already there, counts them', () => {
    const station = tickingStation();
    ok(importText(station, RATINGS_FILE_TEXT));
    expect(ok(importText(station, RATINGS_FILE_TEXT))).toEqual({ status: 'games-imported', imported: 0, present: 1 });
    const more = JSON.stringify({ games: [laterGame(90), RATINGS_GAME] });
    expect(ok(importText(station, more))).toEqual({ status: 'games-imported', imported: 1, present: 1 });
    expect(games(station)).toHaveLength(2);
  });

  it('gives a new game a fresh id where the archive holds another game under its id', () => {
    const station = tickingStation();
    ok(importText(station, RATINGS_FILE_TEXT));
    // Another evening's game, numbered 4711 too (MafiaRatings of another club, or an edited file).
    expect(ok(importText(station, JSON.stringify({ games: [laterGame(90, RATINGS_GAME.id)] })))).toMatchObject({
      imported: 1,
      present: 0,
    });
    const ids = games(station).map((g) => g.gameId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(ids).toContain('mafiaratings-4711');
  });

  it('writes nothing when one game of the file does not replay, and says which', () => {
    const station = tickingStation();
    // The second game's winner is not what its deaths make: the rules give the town the win.
    const wrong = { ...laterGame(90), winner: 'maf' };
    const refused = importText(station, JSON.stringify({ games: [RATINGS_GAME, wrong] }));
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'rule',
        code: 'exchange.import-game-differs',
        params: { game: `mafiaratings-${wrong.id}`, field: 'winner' },
      },
    });
    expect(games(station)).toEqual([]);
  });

  it('sends a file holding a tournament to the tournament import, writing nothing', () => {
    const station = tickingStation();
    const refused = importText(station, exchangeText(cupFile()));
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'rule', code: 'exchange.import-holds-tournament', params: { name: cupFile().tournament!.name } },
    });
    expect(games(station)).toEqual([]);
  });

  it('still reads a game record file as before', () => {
    const station = tickingStation();
    const refused = importText(station, JSON.stringify({ format: 'mafia-station/game', version: 2 }));
    expect(refused).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^import\./) } });
  });
});
