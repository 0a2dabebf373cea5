import { viewHead } from '../view-fields.ts';
import { ballotFrom, moderatorSeat, type ModeratorConsoleFields } from '../console-fields.ts';
import { ballotOf, entitledVoters } from './ballot.ts';
import { votesNeeded } from './majority.ts';
import type { Announcement, Davidoff1987Options, GameState, Outcome, Phase, PlayerState, VoteRecord } from './types.ts';

/** Everything the moderator of a 1987 game sees: the whole state, with the vote's arithmetic worked out. */
export interface Davidoff1987ModeratorBody extends ModeratorConsoleFields<Phase> {
  rulesetId: 'davidoff-1987';
  options: Davidoff1987Options;
  phase: Phase;
  round: number;
  players: PlayerState[];
  vote: (NonNullable<GameState['vote']> & { entitled: number; needed: number | null }) | null;
  votes: VoteRecord[];
  nightNotes: { seat: number; target: number }[];
  nightHistory: GameState['nightHistory'];
  announcements: Announcement[];
  outcome: Outcome | null;
}

/** The moderator's body of a 1987 game's view. */
export function moderatorBody(state: GameState): Davidoff1987ModeratorBody {
  const vote = state.vote;
  const entitled = vote ? entitledVoters(state).length : 0;
  const needed = vote ? votesNeeded(state, vote, state.options.majorityBasis) : null;
  return {
    ...viewHead(state),
    options: state.options,
    players: state.players,
    seats: state.players.map((p) => moderatorSeat(p, p.eliminated)),
    vote: vote ? { ...vote, entitled, needed } : null,
    votes: state.votes,
    // RULES.md §1 (option): the votes cast carry a vote with more hands for than against, else a majority.
    ballot: ballotFrom(
      state.players,
      ballotOf(state),
      entitled,
      needed === null ? { kind: 'more-for' } : { kind: 'hands', needed },
    ),
    nightNotes: state.nightNotes,
    nightHistory: state.nightHistory,
    announcements: state.announcements,
    outcome: state.outcome,
  };
}
