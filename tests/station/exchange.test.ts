import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { createStation, type Station } from '../../electron/station/index.ts';
import { applyStep, createGame, decideStep, type Game, type GameState } from '../../shared/engine/index.ts';
import { randomCommand } from '../../shared/engine/rulesets/city-mafia/simulate.ts';
import type { GameState as CityState } from '../../shared/engine/rulesets/city-mafia/types.ts';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import { exchangeText, mrGameOf, type MrFile, type MrGame } from '../../shared/exchange/index.ts';
import { presetSports } from '../../shared/tournament/index.ts';
import { tempDir } from './archive-fixtures.ts';
import { fixedRandom, ok } from './helpers.ts';

const PLAYERS = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo', 'Irina', 'Jonas', 'Katya', 'Lev'];
const FIIM = {
  roles: { civilian: 6, sheriff: 1, doctor: 0, putana: 0, mafioso: 2, don: 1, maniac: 0 },
  dealing: 'station' as const,
  maniacCountsAsRed: false,
};

function fresh(): Station {
  let n = 0;
  return createStation({
    archive: openArchive(join(tempDir(), 'archive.sqlite')),
    random: fixedRandom(),
    clock: () => new Date(Date.UTC(2026, 10, 22, 18, n++)),
  });
}

/** A ten-seat City game played to its end by the engine's random policy, in the MafiaRatings shape. */
function randomGame(seed: number, round: number, names: string[]): MrGame {
  const pick = seededPick(seed);
  let game = (createGame({ rulesetId: 'city-mafia', players: names, options: FIIM }) as { value: Game<GameState> })
    .value;
  for (;;) {
    const command = randomCommand(game.state as CityState, pick);
    if (command === null) break;
    const decided = decideStep(game, command);
    if (!decided.ok) throw new Error(decided.error.code);
    game = applyStep(game, decided.value);
  }
  const exported = mrGameOf({
    gameId: `cup-r${round}`,
    log: game.log,
    createdAt: `2026-11-22T1${round}:00:00.000Z`,
    finishedAt: `2026-11-22T1${round}:45:00.000Z`,
    round,
    table: 1,
    extras: [{ seat: 2, points: 0.5, reason: 'a fine defence' }],
  });
  if (!exported.ok) throw new Error(exported.message);
  const value = exported.value;
  // The best move of the first night's victim, when there was one.
  const victim = value.players.findIndex((p) => p.death?.round === 1 && p.death.type === 'night');
  if (victim >= 0) value.players[victim]!.legacy = [1, 2, 3].map((k) => ((victim + k) % 10) + 1);
  return value;
}

/** A four-round, one-table City tournament of twelve players, as a MafiaRatings file. */
function cupFile(): MrFile {
  return {
    format: 'mafiaratings/games',
    version: 1,
    tournament: {
      name: 'Autumn Cup',
      startsOn: '2026-11-22',
      endsOn: '2026-11-22',
      rounds: 4,
      tables: 1,
      options: FIIM,
      scoring: presetSports() as unknown as Record<string, unknown>,
    },
    games: [1, 2, 3, 4].map((round) =>
      randomGame(
        round * 11,
        round,
        Array.from({ length: 10 }, (_, i) => PLAYERS[(i + round) % 12]!),
      ),
    ),
  };
}

const standingsOf = (s: Station, tournamentId: string) =>
  ok(s.request('tournament.standings', { tournamentId })).rows.map(({ playerId: _, ...row }) => row);

describe('a tournament in the MafiaRatings game JSON (issue 16)', () => {
  it('round-trips: import, export, import into a fresh archive: the same games and the same standings', () => {
    const first = fresh();
    const cup = ok(first.request('tournament.import-ratings-json', { text: exchangeText(cupFile()) }));
    expect(cup.games).toBe(4);
    const exported = ok(first.request('tournament.export-ratings-json', { tournamentId: cup.tournamentId }));
    expect(exported.games).toBe(4);

    const second = fresh();
    const again = ok(second.request('tournament.import-ratings-json', { text: exported.text }));
    const standings = standingsOf(first, cup.tournamentId);
    expect(standings.length).toBe(12);
    expect(standingsOf(second, again.tournamentId)).toEqual(standings);
    // The same games: the fresh archive exports them exactly as the first one did.
    expect(ok(second.request('tournament.export-ratings-json', { tournamentId: again.tournamentId })).text).toBe(
      exported.text,
    );
    // Extra points and best moves came along.
    const detail = ok(second.request('tournament.get', { tournamentId: again.tournamentId }));
    expect(detail.awards).toHaveLength(4);
    expect(standings.some((row) => row.extras === 0.5)).toBe(true);
  });

  it('refuses bad input with a clear message and writes nothing', () => {
    const station = fresh();
    const before = ok(station.request('game.list', {}));
    const notJson = station.request('tournament.import-ratings-json', { text: '{"format":' });
    expect(notJson).toMatchObject({ ok: false, error: { code: 'exchange.import-refused' } });
    const file = cupFile();
    // The last game says the other side won: it cannot be replayed, so none of the four is written.
    const last = file.games[3]!;
    last.winner = last.winner === 'civ' ? 'maf' : 'civ';
    const refused = station.request('tournament.import-ratings-json', { text: exchangeText(file) });
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'rule',
        code: 'exchange.import-refused',
        params: { detail: 'Game cup-r4 does not replay as recorded: winner differs.' },
      },
    });
    expect(ok(station.request('tournament.list', {}))).toEqual([]);
    expect(ok(station.request('game.list', {}))).toEqual(before);
  });

  it('refuses a second import of the same games (their ids are taken), writing nothing', () => {
    const station = fresh();
    const text = exchangeText(cupFile());
    ok(station.request('tournament.import-ratings-json', { text }));
    const twice = station.request('tournament.import-ratings-json', { text });
    expect(twice).toMatchObject({ ok: false, error: { code: 'exchange.import-refused' } });
    expect(ok(station.request('tournament.list', {}))).toHaveLength(1);
  });

  it('rates the archive: every finished City game counts, club and tournament as chosen', () => {
    const station = fresh();
    ok(station.request('tournament.import-ratings-json', { text: exchangeText(cupFile()) }));
    const both = ok(station.request('ratings.table', { scope: 'both' }));
    expect(both.counted).toHaveLength(4);
    expect(both.players).toHaveLength(12);
    expect(both.players.reduce((n, p) => n + p.games, 0)).toBe(40);
    expect(ok(station.request('ratings.table', { scope: 'club' })).counted).toEqual([]);
  });
});
