import { publicLeavingPlayer, type PublicLeavingPlayer } from '../discipline.ts';
import { viewHead } from '../view-fields.ts';
import { PUBLIC_ANNOUNCEMENTS, publicCopier, roomNews } from '../room-news.ts';
import type { Seat } from '../../core.ts';
import { entitledVoters, votesNeeded } from './queries.ts';
import type { Announcement, EliminationCause, GameState, Phase, Role, Team, VoteRecord } from './types.ts';

/** What every player in the room may know of a french-deck game. Built field by field. */
export interface FrenchDeckPublicView {
  gameId: string;
  rulesetId: 'french-deck';
  phase: Phase;
  round: number;
  players: FrenchDeckPublicPlayer[];
  /** The accusation under way: who accused whom, whether the vote is called, the hands needed. */
  accusation: FrenchDeckPublicAccusation | null;
  /** Today's acquitted players: they cannot be accused again this day. */
  acquitted: Seat[];
  /** Every hand vote so far: the hands are raised in the open. */
  votes: FrenchDeckPublicVote[];
  announcements: Announcement[];
  result: { winner: Team; scores: null } | null;
}

/** One seat as the room sees it: the role once the card is turned over (at death) or the game is over. */
export type FrenchDeckPublicPlayer = PublicLeavingPlayer<Role, EliminationCause>;

/** The accusation under way, as the room sees it. */
export interface FrenchDeckPublicAccusation {
  accuser: Seat;
  accused: Seat;
  stage: 'defence' | 'vote';
  /** Everyone living votes, the accused too (with the discipline option, not those with the 4-remark penalty). */
  living: number;
  needed: number;
}

/** One hand vote, as the room saw it: all of its record (hands are raised in the open), copied field by field. */
export type FrenchDeckPublicVote = VoteRecord;

/** Copies one announcement field by field: the common ones as every ruleset does (room-news.ts), its own here. */
export const publicAnnouncement = publicCopier<Announcement>((a): Announcement => {
  switch (a.kind) {
    case 'acquitted':
      return { kind: a.kind, seat: a.seat };
    case 'card-revealed':
      return { kind: a.kind, seat: a.seat, role: a.role };
    case 'verdict':
      return { kind: a.kind, seat: a.seat, guilty: a.guilty, needed: a.needed, passed: a.passed };
  }
});

/**
 * The public projection of a french-deck game: never a living player's hidden role, the night's victim
 * before dawn, or the angel's check and its answer. The night looks the same whatever happens in it.
 */
export function publicBody(state: GameState): Omit<FrenchDeckPublicView, 'gameId'> {
  const ended = state.phase === 'ended';
  const accusation = state.accusation;
  return {
    ...viewHead(state),
    // RULES.md §2: a dead (or removed) player's card is turned over; every card is shown at the end.
    players: state.players.map((p) => publicLeavingPlayer(p, ended || !p.alive ? p.role : null)),
    accusation: accusation
      ? {
          accuser: accusation.accuser,
          accused: accusation.accused,
          stage: accusation.stage,
          living: entitledVoters(state).length,
          needed: votesNeeded(state),
        }
      : null,
    acquitted: [...state.acquitted],
    votes: state.votes.map((v) => ({
      round: v.round,
      accuser: v.accuser,
      accused: v.accused,
      guilty: v.guilty,
      voters: v.voters ? [...v.voters] : null,
      living: v.living,
      needed: v.needed,
      passed: v.passed,
    })),
    announcements: roomNews(state.announcements, PUBLIC_ANNOUNCEMENTS).map(publicAnnouncement),
    result: ended && state.outcome ? { winner: state.outcome.winner, scores: null } : null,
  };
}
