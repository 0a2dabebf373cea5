import type { MrDayVotes } from '../exchange/index.ts';

/** The words of a vote cell in the organiser's language: no hand in the first vote ("–"), for all leaving ("+all"). */
export interface PaperVoteWords {
  noHand: string;
  allLeave: string;
}

/**
 * A day's hands as the FIIM paper protocol's vote cell writes them, as its legend (`print.paper.vote-legend`)
 * reads them: "9" a hand in the vote only; "9→7" for 9, then for 7 in the re-vote; "–→7" no hand in the vote, for
 * 7 in the re-vote (tryout 10: written "7", it read as a first-vote hand); "+all" for all the tied leaving.
 */
export function paperVoteCell(votes: MrDayVotes | null | undefined, words: PaperVoteWords): string {
  if (!votes) return '';
  const first = votes.main === undefined ? '' : String(votes.main);
  const hands = votes.revote === undefined ? first : `${first || words.noHand}→${votes.revote}`;
  return votes.allLeave ? `${hands} ${words.allLeave}`.trim() : hands;
}
