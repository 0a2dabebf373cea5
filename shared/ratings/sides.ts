import { scoredWinner } from '../tournament/scoring/game-points.ts';
import type { RatedGame, RatingSide } from './types.ts';

/**
 * The rulesets a rating counts, and which of their teams is red and which black. Three traditions have one
 * uninformed majority against one informed minority: the 1987 rules (honest / mafia), the French card-deck
 * game (villagers / mafia) and City Mafia (red / black; the maniac, a third side, is not rated). The Mensa
 * HungarIQa rules are left out: their winners are seats, not a side (the collaborator wins with the mafia,
 * the lovers with each other), so a game has no one red and one black team to weigh.
 */
export const RATED_SIDES: Readonly<Record<string, Readonly<Record<string, RatingSide>>>> = {
  'davidoff-1987': { honest: 'red', mafia: 'black' },
  'french-deck': { villagers: 'red', mafia: 'black' },
  'city-mafia': { red: 'red', black: 'black' },
};

/** What the archive knows of a finished game, as the rating reads it. */
export interface ArchivedGameFacts {
  gameId: string;
  rulesetId: string;
  finishedAt: string;
  tournament: boolean;
  /** The table's winner (a team, or 'draw'); null while unfinished. */
  winner: string | null;
  /** The team a tournament's judge gave a technical defeat in this game (absent or null: none; a club game has none). */
  technicalDefeat?: string | null;
  seats: { playerId: string; name: string; team: string | null }[];
}

/**
 * A finished game as the rating counts it, or null when it does not count: a ruleset without two sides
 * (see {@link RATED_SIDES}), or a game that neither side won (a draw, the maniac's win). A tournament game is won
 * as its standings count it (scoredWinner): a team its judge defeated technically lost, as MafiaRatings, whose
 * rating this follows, records it. A club game has no judge's verdict, so its winner is the table's.
 */
export function ratedGameOf(game: ArchivedGameFacts): RatedGame | null {
  const sides = RATED_SIDES[game.rulesetId];
  const scored = scoredWinnerOf(game);
  const winner = scored === null ? undefined : sides?.[scored];
  if (!sides || !winner) return null;
  const players: RatedGame['players'] = [];
  for (const seat of game.seats) {
    const side = seat.team === null ? undefined : sides[seat.team];
    if (side) players.push({ playerId: seat.playerId, name: seat.name, side });
  }
  return {
    gameId: game.gameId,
    finishedAt: game.finishedAt,
    kind: game.tournament ? 'tournament' : 'club',
    tableSize: game.seats.length,
    winner,
    players,
  };
}

/** The game's winner as its standings count it: the table's, unless a tournament's judge defeated a team. */
function scoredWinnerOf(game: ArchivedGameFacts): string | null {
  if (game.winner === null || !game.technicalDefeat) return game.winner;
  const teams = game.seats.flatMap((s) => (s.team === null ? [] : [{ team: s.team }]));
  return scoredWinner({ winner: game.winner, players: teams, technicalDefeat: game.technicalDefeat });
}
