/**
 * One entry of what a tournament form has given so far (TournamentForm's `given` list): its key, its data
 * attributes (read by the e2e specs), a figure shown in bold before its text (an award's points), its text.
 */
export interface GivenEntry {
  key: string | number;
  data: Record<string, string>;
  figure?: string;
  text: string;
}

/** The entry of a form that gives one entry per game (best move, verdicts): keyed and marked by the game's id. */
export const gameEntry = (gameId: string, text: string): GivenEntry => ({
  key: gameId,
  data: { 'data-game-id': gameId },
  text,
});
