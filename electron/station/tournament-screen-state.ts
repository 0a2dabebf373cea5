import type { TournamentScreen, TournamentScreenRequest } from '../../shared/contract/index.ts';

/** The projector's tournament screen: which tournament it shows between games, rebuilt when its games change. */
export interface TournamentScreenState {
  set(choice: TournamentScreenRequest): { screen: TournamentScreen | null };
  /** Builds the screen again (a game ended, points were given) and tells the listeners if it changed. */
  refresh(): void;
  current(): TournamentScreen | null;
  onChange(listener: (screen: TournamentScreen | null) => void): () => void;
}

/** Creates the screen state, showing nothing; `build` makes a tournament's screen (null if it is gone). */
export function createTournamentScreenState(
  build: (tournamentId: string, show: TournamentScreen['show']) => TournamentScreen | null,
): TournamentScreenState {
  const listeners = new Set<(screen: TournamentScreen | null) => void>();
  let choice: TournamentScreenRequest = { tournamentId: null, show: 'seating' };
  let screen: TournamentScreen | null = null;
  function refresh(): void {
    const next = choice.tournamentId === null ? null : build(choice.tournamentId, choice.show);
    // The projector only hears of a change: the same screen is not sent again.
    if (JSON.stringify(next) === JSON.stringify(screen)) return;
    screen = next;
    for (const listener of listeners) listener(screen);
  }
  return {
    set(next) {
      choice = next;
      refresh();
      return { screen };
    },
    refresh() {
      if (choice.tournamentId !== null) refresh();
    },
    current: () => screen,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
