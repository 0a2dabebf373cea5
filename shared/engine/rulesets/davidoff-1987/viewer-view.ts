import { viewerAction, viewerSeats, type ViewerBody, type ViewerNight } from '../viewer-body.ts';
import { playerCard } from './player-view.ts';
import type { GameState } from './types.ts';

/**
 * What a stream's viewers see of a 1987 game after the delay (issue 17): every role, and each night's
 * notes (RULES.md §1: each mafioso writes a name; the written name dies) with its victim.
 */
export function viewerBody(state: GameState): ViewerBody {
  const nights: ViewerNight[] = state.nightHistory.map((night) => ({
    round: night.round,
    actions: night.notes.map((note) => viewerAction('kill', note.target, { by: note.seat, group: 'mafia' })),
    victims: night.victim === null ? [] : [night.victim],
  }));
  if (state.phase === 'night')
    nights.push({
      round: state.round,
      actions: state.nightNotes.map((note) => viewerAction('kill', note.target, { by: note.seat, group: 'mafia' })),
      victims: [],
    });
  return { seats: viewerSeats(state.players, (seat) => playerCard(state, seat)), nights };
}
