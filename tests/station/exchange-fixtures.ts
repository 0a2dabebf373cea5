import { applyStep, createGame, decideStep, type Game, type GameState } from '../../shared/engine/index.ts';
import { randomCommand } from '../../shared/engine/rulesets/city-mafia/simulate.ts';
import type { GameState as CityState } from '../../shared/engine/rulesets/city-mafia/types.ts';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import { mrGameOf, type MrFile, type MrGame } from '../../shared/exchange/index.ts';
import { exchangeText } from '../../shared/exchange/index.ts';
import { presetByKey, presetSports } from '../../shared/tournament/index.ts';
import { FIRST_EIGHT } from '../fixtures/names.ts';
import { ok, tickingStation } from './helpers.ts';

/** The twelve players of the cups below. */
export const CUP_PLAYERS = [...FIRST_EIGHT, 'Irina', 'Jonas', 'Katya', 'Lev'];

/** FIIM's table of ten, dealt by the station. */
export const FIIM_TABLE = {
  roles: { civilian: 6, sheriff: 1, doctor: 0, putana: 0, mafioso: 2, don: 1, maniac: 0 },
  dealing: 'station' as const,
  maniacCountsAsRed: false,
};

/** A ten-seat FIIM City game played to its end by the engine's random policy (seeded). */
export function randomFiimGame(seed: number, names: string[]): Game<GameState> {
  const pick = seededPick(seed);
  const created = createGame({ rulesetId: 'city-mafia', players: names, options: FIIM_TABLE });
  if (!created.ok) throw new Error(created.error.code);
  let game = created.value;
  for (;;) {
    const command = randomCommand(game.state as CityState, pick);
    if (command === null) break;
    const decided = decideStep(game, command);
    if (!decided.ok) throw new Error(decided.error.code);
    game = applyStep(game, decided.value);
  }
  return game;
}

/** A ten-seat City game played to its end by the engine's random policy, in the MafiaRatings shape. */
export function randomGame(seed: number, round: number, names: string[], gameId = `cup-r${round}`): MrGame {
  const game = randomFiimGame(seed, names);
  const exported = mrGameOf({
    gameId,
    log: game.log,
    createdAt: `2026-11-22T1${round}:00:00.000Z`,
    finishedAt: `2026-11-22T1${round}:45:00.000Z`,
    round,
    table: 1,
    extras: [{ seat: 2, points: 0.5, reason: 'a fine defence' }],
  });
  if (!exported.ok) throw new Error(exported.refusal.reason);
  const value = exported.value;
  // The best move of the first night's victim, when there was one.
  const victim = value.players.findIndex((p) => p.death?.round === 1 && p.death.type === 'night');
  if (victim >= 0) value.players[victim]!.legacy = [1, 2, 3].map((k) => ((victim + k) % 10) + 1);
  return value;
}

/**
 * A four-round, one-table City tournament of twelve players, as a MafiaRatings file: the sports scoring unless
 * another is given; `seed` varies the games and `prefix` their ids (two cups in one archive need both).
 */
export function cupFile(
  options: { name?: string; seed?: number; prefix?: string; scoring?: Record<string, unknown> } = {},
): MrFile {
  const { name = 'Autumn Cup', seed = 11, prefix = 'cup' } = options;
  return {
    format: 'mafiaratings/games',
    version: 1,
    tournament: {
      name,
      startsOn: '2026-11-22',
      endsOn: '2026-11-22',
      rounds: 4,
      tables: 1,
      options: FIIM_TABLE,
      scoring: options.scoring ?? (presetSports() as unknown as Record<string, unknown>),
    },
    games: [1, 2, 3, 4].map((round) =>
      randomGame(
        round * seed,
        round,
        Array.from({ length: 10 }, (_, i) => CUP_PLAYERS[(i + round) % 12]!),
        `${prefix}-r${round}`,
      ),
    ),
  };
}

/**
 * A FIIM v7 cup imported into a fresh station, with the verdict that defeats technically the side that won its
 * first game at the table (not yet given: each test gives it when it wants the game changed): the station, the
 * cup, its file, and that game's table winner (MafiaRatings' side), defeated team and scored winner.
 */
export function defeatedCup() {
  const station = tickingStation();
  const scoring = presetByKey('fiim-v7')!.make() as unknown as Record<string, unknown>;
  const file = cupFile({ scoring });
  const cup = ok(station.request('tournament.import-ratings-json', { text: exchangeText(file) }));
  const tableWinner = file.games[0]!.winner;
  const defeated = tableWinner === 'civ' ? 'red' : 'black';
  const scored = tableWinner === 'civ' ? 'black' : 'red';
  const verdict = { gameId: 'cup-r1', worstMoveSeat: null, surrenderSeat: null, technicalDefeat: defeated };
  return { station, cup, file, tableWinner, defeated, scored, verdict };
}
