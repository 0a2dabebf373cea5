import type {
  ModeratorRequestPayload,
  ModeratorRequestResults,
  SeasonCandidate,
  StationResult,
  TournamentDetail,
} from '../../shared/contract/index.ts';
import { checkPlacePoints, placesOf, seasonStandings, type SeasonTournament } from '../../shared/ratings/index.ts';
import type { Archive } from './archive/archive-api.ts';

type Reply<N extends keyof ModeratorRequestResults> = StationResult<ModeratorRequestResults[N]>;
type SeasonRequest = 'season.tournaments' | 'season.table';

/** What the season requests need from the station. */
export interface SeasonDeps {
  archive: () => Archive;
  /** A tournament's judges' standings, as `tournament.standings` answers them (its own tie-break order). */
  standings: (tournamentId: string) => Reply<'tournament.standings'>;
}

function refuse<T>(code: string, params: Record<string, string | number>): StationResult<T> {
  return { ok: false, error: { kind: 'rule', code, params } };
}

/** How far a tournament was played: its seated tables (or, before any seating, those planned) and the finished. */
function progressOf(archive: Archive, detail: TournamentDetail): { finished: number; tables: number } {
  const done = new Set(archive.tournaments.finishedGames(detail.tournamentId).map((g) => g.gameId));
  const tables = detail.seating.length === 0 ? detail.rounds * detail.tables : detail.seating.length;
  const finished = detail.seating.filter((t) => t.gameId !== null && done.has(t.gameId)).length;
  return { finished, tables };
}

/**
 * The season handlers (issue 16 "Season points by place for a series of tournaments"). A season is not stored:
 * it is computed each time from the organiser's choice of finished tournaments and points table, so it always
 * agrees with the tournaments' standings (a correction of a game moves the season too) and needs no schema.
 * A tournament counts once every table of its seating has a finished game.
 */
export function seasonHandlers(deps: SeasonDeps): {
  [N in SeasonRequest]: (payload: ModeratorRequestPayload<N>) => Reply<N>;
} {
  return {
    'season.tournaments': () => {
      const archive = deps.archive();
      const out: SeasonCandidate[] = [];
      for (const summary of archive.tournaments.list()) {
        const detail = archive.tournaments.get(summary.tournamentId);
        if (!detail) continue;
        const { finished, tables } = progressOf(archive, detail);
        if (detail.seating.length === 0 || finished < tables) continue;
        const standings = deps.standings(detail.tournamentId);
        if (!standings.ok) continue;
        out.push({
          tournamentId: detail.tournamentId,
          name: detail.name,
          startsOn: detail.startsOn,
          endsOn: detail.endsOn,
          rulesetId: detail.rulesetId,
          players: placesOf(standings.value.rows).length,
        });
      }
      // Played first, first: by the dates, then by name (and id), so the order is always the same.
      const key = (c: SeasonCandidate) => [c.startsOn, c.endsOn, c.name, c.tournamentId];
      out.sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        const i = ka.findIndex((k, n) => k !== kb[n]);
        return i < 0 ? 0 : ka[i]! < kb[i]! ? -1 : 1;
      });
      return { ok: true, value: out };
    },
    'season.table': ({ tournamentIds, placePoints }) => {
      const rise = checkPlacePoints(placePoints);
      if (rise) return refuse(rise.code, rise.params);
      const archive = deps.archive();
      const series: SeasonTournament[] = [];
      const counted: ModeratorRequestResults['season.table']['tournaments'] = [];
      for (const tournamentId of tournamentIds) {
        const detail = archive.tournaments.get(tournamentId);
        if (!detail) return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
        if (series.some((t) => t.tournamentId === tournamentId))
          return refuse('season.duplicate-tournament', { name: detail.name });
        const { finished, tables } = progressOf(archive, detail);
        if (detail.seating.length === 0 || finished < tables)
          return refuse('season.unfinished', { name: detail.name, finished, tables });
        const standings = deps.standings(tournamentId);
        if (!standings.ok) return standings;
        series.push({ tournamentId, name: detail.name, places: placesOf(standings.value.rows) });
        counted.push({ tournamentId, name: detail.name, startsOn: detail.startsOn, endsOn: detail.endsOn });
      }
      return { ok: true, value: { tournaments: counted, placePoints, rows: seasonStandings(series, placePoints) } };
    },
  };
}
