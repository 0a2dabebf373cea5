import type { ViewerAction, ViewerBody, ViewerNight } from '../viewer-body.ts';
import { viewerAction, viewerSeats } from '../viewer-body.ts';
import { playerCard } from './player-view.ts';
import type { AngelCheck, GameState, Seat } from './types.ts';

/** The mafia's victim and the angel's check (RULES.md §2), as actions. */
function actionsOf(victim: Seat | null, check: AngelCheck | null): ViewerAction[] {
  return [
    ...(victim === null ? [] : [viewerAction('kill', victim, { group: 'mafia' })]),
    ...(check === null ? [] : [viewerAction('check', check.target, { group: 'angel', found: check.mafioso })]),
  ];
}

/** What a stream's viewers see of a french-deck game after the delay (issue 17): every card and each night's victim and check. */
export function viewerBody(state: GameState): ViewerBody {
  const nights: ViewerNight[] = state.nightHistory.map((night) => ({
    round: night.round,
    actions: actionsOf(night.victim, night.check),
    victims: [night.victim],
  }));
  if (state.night)
    nights.push({ round: state.round, actions: actionsOf(state.night.victim, state.night.check), victims: [] });
  return { seats: viewerSeats(state.players, (seat) => playerCard(state, seat)), nights };
}
