import type { Game } from '../../shared/engine/index.ts';

/** Whether a game is Copag's with the objectives dealt by the station (so only the players' own cards know them). */
function copagStationDealt(game: Game): boolean {
  const { state } = game;
  return state.rulesetId === 'copag-mafia' && state.options.dealing === 'station';
}

/**
 * RULES.md §5, issue 15: with the station's deal, a police reveal comes from the player's own phone card, never
 * from the operator's screen — the operator is a player, and a refusal "not police" on his screen would leak an
 * objective. With real cards the operator records it, as any other command.
 */
export function revealsOnPhoneOnly(game: Game, command: { type: string }): boolean {
  return command.type === 'reveal-police' && copagStationDealt(game);
}

/** Whether a seat's phone card carries the reveal's button now: a Copag police officer of the station's deal, unrevealed. */
export function offersPhoneReveal(game: Game, seat: number): boolean {
  if (!copagStationDealt(game) || game.state.rulesetId !== 'copag-mafia' || game.state.phase === 'ended') return false;
  const player = game.state.players[seat - 1];
  return player?.role === 'police' && !player.revealed;
}
