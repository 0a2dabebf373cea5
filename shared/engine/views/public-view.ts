import type { SeatGenders } from '../gender.ts';
import { gendersOf, heldDawn, rulesetOfState, type Game } from '../game.ts';
import type { PublicView as Davidoff1987PublicView } from '../rulesets/davidoff-1987/public-view.ts';
import type { GameState } from '../types.ts';
import type { AnyPublicBody } from './view-bodies.ts';

export { PUBLIC_ANNOUNCEMENTS } from '../rulesets/room-news.ts';
export type { PublicPlayer, PublicVote } from '../rulesets/davidoff-1987/public-view.ts';

/** What every player in the room may know, for a game of any ruleset (discriminated by `rulesetId`). */
export type PublicView = {
  gameId: string;
  /** Each seat's gender from the player record (index seat - 1; null: none set), for the gendered words of the room's texts. */
  genders?: SeatGenders;
} & AnyPublicBody;

/** The public view of a davidoff-1987 game. */
export type { Davidoff1987PublicView };

/** The public projection of a game: only what every player in the room may know, built by its ruleset. */
export function publicView(state: GameState, gameId: string): PublicView {
  return { gameId, ...(rulesetOfState(state).publicView(state) as AnyPublicBody) } as PublicView;
}

/**
 * The public projection of a game as the room may see it now: while the dawn waits for the moderator's
 * announcement, the night as it stood before its outcome (issue 12 §3), else the game's current state.
 */
export function publicViewOfGame(game: Game, gameId: string): PublicView {
  return { ...publicView(heldDawn(game) ?? game.state, gameId), genders: gendersOf(game) };
}
