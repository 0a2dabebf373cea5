import type { Seat } from '../../core.ts';
import { ballotOf } from './ballot.ts';
import { entitledVoters, votesNeeded } from './majority.ts';
import type { Announcement, Davidoff1987Options, GameState, Outcome, Phase, PlayerState, VoteRecord } from './types.ts';

/** Everything the moderator of a 1987 game sees: the whole state, with the vote's arithmetic worked out. */
export interface Davidoff1987ModeratorBody {
  rulesetId: 'davidoff-1987';
  options: Davidoff1987Options;
  phase: Phase;
  round: number;
  players: PlayerState[];
  vote: (NonNullable<GameState['vote']> & { entitled: number; needed: number | null }) | null;
  votes: VoteRecord[];
  /** Who may not vote in the vote asked now and why (the vote command's own reasons); null outside a vote. */
  ballot: { voted: Seat[]; barred: { seat: Seat; code: string }[] } | null;
  nightNotes: { seat: Seat; target: Seat }[];
  nightHistory: GameState['nightHistory'];
  announcements: Announcement[];
  outcome: Outcome | null;
}

/** The moderator's body of a 1987 game's view. */
export function moderatorBody(state: GameState): Davidoff1987ModeratorBody {
  const vote = state.vote;
  return {
    rulesetId: state.rulesetId,
    options: state.options,
    phase: state.phase,
    round: state.round,
    players: state.players,
    vote: vote ? { ...vote, entitled: entitledVoters(state, vote).length, needed: votesNeeded(state, vote, state.options.majorityBasis) } : null,
    votes: state.votes,
    ballot: ballotOf(state),
    nightNotes: state.nightNotes,
    nightHistory: state.nightHistory,
    announcements: state.announcements,
    outcome: state.outcome,
  };
}
