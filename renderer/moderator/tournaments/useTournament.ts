import { computed, ref, shallowRef } from 'vue';
import type { GameSummary, TournamentDetail, TournamentStandings } from '../../../shared/contract/index.ts';
import { MAX_SEARCH_LIMIT } from '../../../shared/contract/index.ts';
import { useRequest } from '../composables/useRequest.ts';

/**
 * One tournament as its page shows it: the detail (seating, awards, best moves), the standings, and the
 * games recorded into its tables (their state and result). `reload` asks the station again after a change.
 */
export function useTournament(tournamentId: () => string) {
  const { error, run } = useRequest();
  const detail = shallowRef<TournamentDetail | null>(null);
  const standings = shallowRef<TournamentStandings | null>(null);
  const games = ref<GameSummary[]>([]);

  /** Every game of the tournament, page by page (a big one holds more than a search page). */
  async function allGames(id: string): Promise<GameSummary[] | null> {
    const out: GameSummary[] = [];
    for (;;) {
      const page = await run('game.search', { tournamentId: id, limit: MAX_SEARCH_LIMIT, offset: out.length });
      if (!page) return null;
      out.push(...page.games);
      if (page.games.length === 0 || out.length >= page.total) return out;
    }
  }

  async function reload(): Promise<void> {
    const id = tournamentId();
    const [d, s, g] = await Promise.all([
      run('tournament.get', { tournamentId: id }),
      run('tournament.standings', { tournamentId: id }),
      allGames(id),
    ]);
    if (d) detail.value = d;
    if (s) standings.value = s;
    if (g) games.value = g;
  }

  /** The tournament's games by id. */
  const gamesById = computed(() => new Map(games.value.map((g) => [g.gameId, g])));
  /** Participants' names by player id. */
  const names = computed(() => new Map((detail.value?.participants ?? []).map((p) => [p.playerId, p.name])));

  /** Replaces the detail with one the station answered (after seating, an award, a best move). */
  function accept(next: TournamentDetail): void {
    detail.value = next;
  }

  return { detail, standings, games, gamesById, names, error, reload, accept };
}
