import type { TournamentBoard, TournamentDetail, TournamentStandings } from '../../shared/contract/index.ts';

/** What the board needs of the station: the open game's place in a tournament, and that tournament's detail and standings. */
export interface TournamentBoardSources {
  placeOf(gameId: string): { tournamentId: string; round: number; table: number } | null;
  detail(tournamentId: string): TournamentDetail | null;
  standings(tournamentId: string): TournamentStandings | null;
}

/** How many standings rows an overlay is sent (a tournament table on a stream shows the top of the table). */
export const BOARD_ROWS = 16;

/**
 * The open game's tournament board for the stream overlays (issue 17): the standings now and the next
 * round's seating at this table, copied field by field (public facts: no player id, no remark). Null for a
 * club game.
 */
export function tournamentBoard(gameId: string | null, sources: TournamentBoardSources): TournamentBoard | null {
  const place = gameId === null ? null : sources.placeOf(gameId);
  if (!place) return null;
  const detail = sources.detail(place.tournamentId);
  if (!detail) return null;
  const standings = sources.standings(place.tournamentId);
  const next = detail.seating.find((t) => t.round === place.round + 1 && t.table === place.table) ?? null;
  return {
    name: detail.name,
    round: place.round,
    table: place.table,
    standings: (standings?.rows ?? [])
      .slice(0, BOARD_ROWS)
      .map((row) => ({ rank: row.rank, name: row.name, points: row.points, games: row.games })),
    next: next && {
      round: next.round,
      table: next.table,
      players: next.players.map((p) => ({ seat: p.seat, name: p.name })),
    },
  };
}
