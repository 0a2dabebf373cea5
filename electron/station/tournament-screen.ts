import type { TournamentDetail, TournamentScreen, TournamentStandings } from '../../shared/contract/index.ts';

/**
 * The projector's tournament screen, copied field by field from what the room may see (DESIGN.md: views
 * are allowlisted): the tournament's name, the next round's tables (seat and name, the judge), and the
 * standings' rank, name, points and games. Nothing else of the detail or the standings is taken.
 */
export function buildTournamentScreen(
  detail: TournamentDetail,
  standings: TournamentStandings | null,
  show: TournamentScreen['show'],
): TournamentScreen {
  const waiting = detail.seating.filter((t) => t.gameId === null).map((t) => t.round);
  const round = waiting.length > 0 ? Math.min(...waiting) : null;
  const tables = detail.seating
    .filter((t) => t.round === round)
    .sort((a, b) => a.table - b.table)
    .map((t) => ({
      table: t.table,
      judge: t.judge,
      players: [...t.players].sort((a, b) => a.seat - b.seat).map((p) => ({ seat: p.seat, name: p.name })),
    }));
  return {
    name: detail.name,
    show,
    round,
    tables,
    standings: (standings?.rows ?? []).map((row) => ({
      rank: row.rank,
      name: row.name,
      total: row.points,
      games: row.games,
    })),
    gamesFinished: standings?.games.length ?? 0,
    gamesTotal: detail.seating.length,
  };
}
