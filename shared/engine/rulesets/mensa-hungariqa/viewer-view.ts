import type { ViewerAction, ViewerBody, ViewerNight } from '../viewer-body.ts';
import { viewerAction, viewerSeats } from '../viewer-body.ts';
import { playerCard } from './player-view.ts';
import type { GameState, Hand, Seat } from './types.ts';

/** The inspector's check and the hands raised at the reading of the names (RULES.md §3), as actions. */
function actionsOf(check: { target: Seat; answer: 'yes' | 'no' } | null, hands: readonly Hand[]): ViewerAction[] {
  return [
    ...(check === null
      ? []
      : [viewerAction('check', check.target, { group: 'inspector', found: check.answer === 'yes' })]),
    ...hands.map((hand) => viewerAction('hand', hand.target, { by: hand.voter })),
  ];
}

/**
 * What a stream's viewers see of a Mensa game after the delay (issue 17): every first and second role,
 * and each night's check, hands, the bodyguard's save and the victim.
 */
export function viewerBody(state: GameState): ViewerBody {
  const nights: ViewerNight[] = state.nightHistory.map((night) => ({
    round: night.round,
    actions: [
      ...actionsOf(night.check, night.hands),
      ...(night.guarded === null ? [] : [viewerAction('guard', night.guarded, { group: 'bodyguard' })]),
    ],
    victims: night.victim === null ? [] : [night.victim],
  }));
  if (state.night)
    nights.push({ round: state.round, actions: actionsOf(state.night.check, state.night.hands), victims: [] });
  const seats = viewerSeats(
    state.players,
    (seat) => playerCard(state, seat),
    (seat) => state.players[seat - 1]?.second ?? null,
  );
  return { seats, nights };
}
