import type { ModeratorView } from '../../../shared/engine/index.ts';

/**
 * The hands a vote under way needs, as the ruleset's moderator view works it out (null where the vote is
 * a comparison, like city-mafia's candidates, and not a threshold).
 */
export function neededHands(view: ModeratorView): number | null {
  switch (view.rulesetId) {
    case 'city-mafia':
      return view.voteInfo?.needed ?? null;
    case 'mensa-hungariqa':
      return view.dayMajority;
    case 'french-deck':
      return view.needed;
    case 'davidoff-1987':
      return view.vote?.needed ?? null;
  }
}

/**
 * The seats that may raise a hand now, where the view says so; null leaves it to the living players.
 * The engine refuses a hand it does not count, and the console shows its reason.
 */
export function votersOf(view: ModeratorView): number[] | null {
  if (view.rulesetId === 'city-mafia' && view.phase === 'voting') {
    // A player with four remarks last round loses his vote for this round; the tied players of a car
    // crash do not vote in its re-vote or its "shall all leave?" (RULES.md §4).
    const tied = view.vote && view.vote.stage !== 'main' ? view.tied : [];
    return view.players.filter((p) => p.alive && p.penalty !== 'muted' && !tied.includes(p.seat)).map((p) => p.seat);
  }
  return null;
}
