import type { ViewerAction, ViewerBody, ViewerNight } from '../viewer-body.ts';
import { viewerAction, viewerSeats } from '../viewer-body.ts';
import { playerCard } from './player-view.ts';
import { isBlackRole } from './setup.ts';
import type { GameState, NightChoices, Seat } from './types.ts';

/** The night's choices in the rulebook's order (RULES.md §4), with what each check found by the roles. */
function actionsOf(state: GameState, night: NightChoices): ViewerAction[] {
  const role = (seat: Seat): string | null => state.players[seat - 1]?.role ?? null;
  const actions: ViewerAction[] = [];
  if (night.visit !== null) actions.push(viewerAction('block', night.visit, { group: 'putana' }));
  if (night.shot !== null) actions.push(viewerAction('kill', night.shot, { group: 'mafia' }));
  // RULES.md §4: the don looks for the sheriff, the sheriff for a black player.
  if (night.donCheck !== null)
    actions.push(viewerAction('check', night.donCheck, { group: 'don', found: role(night.donCheck) === 'sheriff' }));
  if (night.sheriffCheck !== null)
    actions.push(
      viewerAction('check', night.sheriffCheck, {
        group: 'sheriff',
        found: isBlackRole(state.players[night.sheriffCheck - 1]?.role ?? null),
      }),
    );
  if (night.heal !== null) actions.push(viewerAction('heal', night.heal, { group: 'doctor' }));
  if (night.kill !== null) actions.push(viewerAction('kill', night.kill, { group: 'maniac' }));
  return actions;
}

/** What a stream's viewers see of a city-mafia game after the delay (issue 17): every role and each night's choices and victims. */
export function viewerBody(state: GameState): ViewerBody {
  const nights: ViewerNight[] = state.nightLog.map((night) => ({
    round: night.round,
    actions: actionsOf(state, night),
    victims: [...night.victims],
  }));
  if (state.night) nights.push({ round: state.round, actions: actionsOf(state, state.night), victims: [] });
  return { seats: viewerSeats(state.players, (seat) => playerCard(state, seat)), nights };
}
