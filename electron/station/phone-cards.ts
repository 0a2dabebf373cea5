import { rulesetFor, type Game } from '../../shared/engine/index.ts';

/** The ruleset's phone-card rules for a game, where its ruleset has any (shared/engine/rulesets/ruleset.ts). */
function phoneCardsOf(game: Game) {
  return rulesetFor(game.state.rulesetId)?.phoneCards;
}

/** Whether only a player's own phone card may give this command now, never the operator's screen (issue 15). */
export function revealsOnPhoneOnly(game: Game, command: { type: string }): boolean {
  return phoneCardsOf(game)?.onlyFromCard(game.state, command) ?? false;
}

/** Whether a seat's phone card carries its player's own command now (a Copag officer's police reveal). */
export function offersPhoneReveal(game: Game, seat: number): boolean {
  return phoneCardsOf(game)?.offersCommand(game.state, seat) ?? false;
}

/** The seats whose phone card a step's events gave news they have not read yet (a Copag Consigliere's answer). */
export function seatsWithNewAnswer(game: Game, events: readonly { type: string }[]): number[] {
  return phoneCardsOf(game)?.newsFor(game.state, events) ?? [];
}

/** Whether a game's ruleset deals once, so that a card's code belongs to the deal, not to the roles shown. */
export function dealtOnce(rulesetId: string): boolean {
  return rulesetFor(rulesetId)?.phoneCards?.dealtOnce ?? false;
}
