import { publicLeavingPlayer, type PublicLeavingPlayer } from '../discipline.ts';
import { viewHead } from '../view-fields.ts';
import { PUBLIC_ANNOUNCEMENTS, publicCopier, roomNews } from '../room-news.ts';
import type { Seat } from '../../core.ts';
import type { Announcement, EliminationCause, GameState, Outcome, Phase, Role, Team } from './types.ts';
import { entitledVoters } from './ballot.ts';
import { votesNeeded } from './majority.ts';

/** What every player in the room may know. Built field by field: a new state field never leaks by default. */
export interface PublicView {
  gameId: string;
  rulesetId: 'davidoff-1987';
  phase: Phase;
  round: number;
  players: PublicPlayer[];
  vote: PublicVote | null;
  announcements: Announcement[];
  result: { winner: Team; scores: number[] } | null;
}

/** One seat as the room sees it: the role only once the game is over (RULES.md §1). */
export type PublicPlayer = PublicLeavingPlayer<Role, EliminationCause>;

/** The vote under way, as announced: who accused whom or who proposed night, and the hands needed. */
export interface PublicVote {
  kind: 'accusation' | 'night-proposal';
  accuser: Seat | null;
  accused: Seat | null;
  proposer: Seat | null;
  entitled: number;
  needed: number | null;
}

/** Copies one announcement field by field: the common ones as every ruleset does (room-news.ts), its own here. */
export const publicAnnouncement = publicCopier<Announcement>((a): Announcement => {
  switch (a.kind) {
    case 'night-proposed':
      return { kind: a.kind, proposer: a.proposer };
    case 'vote-result':
      return { kind: a.kind, subject: a.subject, seat: a.seat, yes: a.yes, passed: a.passed };
    case 'vote-cancelled':
      return { kind: a.kind, subject: a.subject, seat: a.seat };
  }
});

function publicResult(outcome: Outcome | null): PublicView['result'] {
  return outcome ? { winner: outcome.winner, scores: [...outcome.scores] } : null;
}

/** The public projection of a 1987 game: only what every player in the room may know. */
export function publicBody(state: GameState): Omit<PublicView, 'gameId'> {
  const ended = state.phase === 'ended';
  const vote = state.vote;
  return {
    ...viewHead(state),
    // Roles stay hidden on elimination (and removal) and are revealed to all at the end.
    players: state.players.map((p) => publicLeavingPlayer(p, ended ? p.role : null)),
    vote: vote
      ? {
          kind: vote.kind,
          accuser: vote.kind === 'accusation' ? vote.accuser : null,
          accused: vote.kind === 'accusation' ? vote.accused : null,
          proposer: vote.kind === 'night-proposal' ? vote.proposer : null,
          entitled: entitledVoters(state, vote).length,
          needed: votesNeeded(state, vote, state.options.majorityBasis),
        }
      : null,
    announcements: roomNews(state.announcements, PUBLIC_ANNOUNCEMENTS).map(publicAnnouncement),
    result: ended ? publicResult(state.outcome) : null,
  };
}
