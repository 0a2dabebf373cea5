import { civOdds, factorsOf, oddsOf, ratingChange } from './elo.ts';
import type { PlayerRating, RatedGame, RatingOptions, RatingTable } from './types.ts';

/** The rating every player starts with, on each track. */
export const INITIAL_RATING = 1000;

/** The default settings: every game counts, from 1000. */
export const DEFAULT_RATING_OPTIONS: RatingOptions = { initial: INITIAL_RATING, scope: 'both' };

/** Whether a game counts under a scope. */
export function inScope(game: RatedGame, scope: RatingOptions['scope']): boolean {
  return scope === 'both' || game.kind === scope;
}

/**
 * The rating of every player, recomputed from the archive's games in the order they ended (then by game
 * id, so the order is always defined). Pure: the same games give the same table. Each player has a red and
 * a black track: the red side's mean is over its players' red ratings, the black side's over their black
 * ratings, and a game moves only the track of the side played. A game with no player on one side is
 * skipped (no odds can be had).
 */
export function ratingTable(games: readonly RatedGame[], options: RatingOptions = DEFAULT_RATING_OPTIONS): RatingTable {
  const ordered = games
    .filter((game) => inScope(game, options.scope))
    .sort((a, b) =>
      a.finishedAt === b.finishedAt ? compare(a.gameId, b.gameId) : compare(a.finishedAt, b.finishedAt),
    );
  const players = new Map<string, PlayerRating>();
  const counted: string[] = [];
  for (const game of ordered) {
    const red = game.players.filter((p) => p.side === 'red');
    const black = game.players.filter((p) => p.side === 'black');
    if (red.length === 0 || black.length === 0) continue;
    const entry = (player: RatedGame['players'][number]): PlayerRating => {
      let found = players.get(player.playerId);
      if (!found) {
        found = {
          playerId: player.playerId,
          name: player.name,
          red: options.initial,
          black: options.initial,
          rating: options.initial,
          games: 0,
          wins: 0,
          redGames: 0,
          blackGames: 0,
          history: [],
        };
        players.set(player.playerId, found);
      }
      // The latest name a game gives is the one shown (a player renamed keeps his rating).
      found.name = player.name;
      return found;
    };
    // Every mean is taken before any change of this game.
    const redOdds = civOdds(mean(red.map((p) => entry(p).red)), mean(black.map((p) => entry(p).black)));
    const factors = factorsOf(game.kind, game.tableSize);
    for (const player of game.players) {
      const rating = entry(player);
      const won = player.side === game.winner;
      const odds = oddsOf(player.side, redOdds);
      const delta = ratingChange(won, odds, factors);
      rating[player.side] += delta;
      rating.rating += delta;
      rating.games++;
      if (won) rating.wins++;
      if (player.side === 'red') rating.redGames++;
      else rating.blackGames++;
      rating.history.push({
        gameId: game.gameId,
        finishedAt: game.finishedAt,
        kind: game.kind,
        side: player.side,
        won,
        odds,
        delta,
        sideRating: rating[player.side],
        rating: rating.rating,
      });
    }
    counted.push(game.gameId);
  }
  const list = [...players.values()].sort(
    (a, b) => b.rating - a.rating || compare(a.name, b.name) || compare(a.playerId, b.playerId),
  );
  return { options: { ...options }, players: list, counted };
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** A code-point comparison: the same order on every machine and in every locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
