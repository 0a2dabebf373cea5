import type { PhoneCards } from '../ruleset.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/** Whether the station dealt the objectives, so that only the players' own phone cards know them (RULES.md §5). */
function stationDealt(state: GameState): boolean {
  return state.options.dealing === 'station';
}

/**
 * Copag's phone cards (RULES.md §5, issue 15). With the station's deal, a police reveal comes from the officer's
 * own card, never from the operator's screen: the operator is a player, and a refusal "not police" there would
 * leak an objective. A Consigliere's asker reads the objective he looked at on his own card. With real objective
 * cards the operator records a reveal as any other command, and the players look at the cards themselves.
 */
export const phoneCards: PhoneCards<GameState, GameEvent, GameCommand> = {
  onlyFromCard: (state, command) => command.type === 'reveal-police' && stationDealt(state),
  offersCommand(state, seat) {
    if (!stationDealt(state) || state.phase === 'ended') return false;
    const player = state.players[seat - 1];
    return player?.role === 'police' && !player.revealed;
  },
  newsFor: (state, events) =>
    stationDealt(state) ? events.flatMap((event) => (event.type === 'objective-seen' ? [event.viewer] : [])) : [],
  // Copag deals once, and its operator's view shows an objective only once its player reveals himself as police.
  dealtOnce: true,
};
