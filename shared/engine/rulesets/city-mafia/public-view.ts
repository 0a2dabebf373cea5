import { viewHead, publicSeat } from '../view-fields.ts';
import { PUBLIC_ANNOUNCEMENTS, publicCopier, roomNews } from '../room-news.ts';
import type { Seat } from '../../core.ts';
import { allLeaveNeeded, takesFloor, votersEntitled } from './flow.ts';
import { leaveTold } from './queries.ts';
import type {
  Announcement,
  GameState,
  IntroStep,
  LeaveTold,
  NightStep,
  Outcome,
  Penalty,
  Phase,
  RemovalReason,
  Role,
  SpeechKind,
  Team,
  VoteStage,
} from './types.ts';

/** What every player in the room may know of a city-mafia game. Built field by field. */
export interface CityMafiaPublicView {
  gameId: string;
  rulesetId: 'city-mafia';
  phase: Phase;
  round: number;
  /** The role group the moderator has called awake (announced aloud, dead or alive), or null by day. */
  awake: NightStep | IntroStep | null;
  players: CityMafiaPublicPlayer[];
  /** Whose turn it is to talk (a speech, a last word or a defence), for the console's timers and the projector. */
  speaker: Seat | null;
  speech: SpeechKind | null;
  /** Who talks after him, in order. */
  next: Seat[];
  /** The day's first speaker (the rotation moves one seat a day). */
  firstSpeaker: Seat | null;
  nominations: { by: Seat; nominee: Seat }[];
  /** The players of the car crash under way. */
  tied: Seat[];
  vote: CityMafiaPublicVote | null;
  announcements: Announcement[];
  result: Outcome | null;
}

/** One seat as the room sees it: the role only once the game is over (city-mafia reveals no role before). */
export interface CityMafiaPublicPlayer {
  seat: Seat;
  name: string;
  alive: boolean;
  /** How and when he left: the putana's guest is told as such only once the game is over (it would name her). */
  left: { cause: LeaveTold; round: number; reason: RemovalReason | null } | null;
  remarks: number;
  penalty: Penalty | null;
  role: Role | null;
}

/** The vote under way: hands are raised in the open. */
export interface CityMafiaPublicVote {
  stage: VoteStage;
  candidates: Seat[];
  /** The candidate being voted on (null in the all-leave vote). */
  current: Seat | null;
  /** The hands recorded so far: per candidate, or for "all leave" in the all-leave vote. */
  hands: { seat: Seat | null; voters: Seat[] }[];
  entitled: number;
  /** Hands needed in the all-leave vote (more than half); null for a candidate vote (the most hands). */
  needed: number | null;
}

/** Copies one announcement field by field: the common ones as every ruleset does (room-news.ts), its own here. */
export const publicAnnouncement = publicCopier<Announcement>((a): Announcement => {
  switch (a.kind) {
    case 'alibi':
      return { kind: a.kind, seat: a.seat };
    case 'technical-defeat':
      return { kind: a.kind, defeated: a.defeated };
    case 'no-vote':
    case 'nobody-voted-out':
      return { kind: a.kind };
    case 'vote-opened':
      return { kind: a.kind, stage: a.stage, seats: [...a.seats] };
    case 'vote-tally':
      return { kind: a.kind, stage: a.stage, results: a.results.map((r) => ({ seat: r.seat, votes: r.votes })) };
    case 'car-crash':
      return { kind: a.kind, seats: [...a.seats] };
    case 'all-leave-vote':
      return { kind: a.kind, seats: [...a.seats], votes: a.votes, voters: a.voters, passed: a.passed };
  }
});

/** The role group called awake: the introduction's or the night's step (the same whatever happens at night). */
function awakeOf(state: GameState): NightStep | IntroStep | null {
  if (state.phase === 'introduction') return state.introSteps[state.step] ?? null;
  if (state.phase === 'night') return state.nightSteps[state.step] ?? null;
  return null;
}

/**
 * The public projection: never a living player's hidden role, a night choice, a check or its answer, a
 * failed kill's target, the alibi before it is used or the moderator's removal note. At night only the
 * step called aloud moves (a check waiting for its nod looks like any other step).
 */
export function publicBody(state: GameState): Omit<CityMafiaPublicView, 'gameId'> {
  const ended = state.phase === 'ended';
  const vote = state.vote;
  let publicVote: CityMafiaPublicVote | null = null;
  if (vote) {
    const entitled = votersEntitled(state);
    const allLeave = vote.stage === 'all-leave';
    publicVote = {
      stage: vote.stage,
      candidates: [...vote.candidates],
      current: allLeave ? null : (vote.candidates[vote.index] ?? null),
      hands: allLeave
        ? [{ seat: null, voters: [...(vote.tally[0] ?? [])] }]
        : vote.candidates.map((seat, i) => ({ seat, voters: [...(vote.tally[i] ?? [])] })),
      entitled,
      needed: allLeave ? allLeaveNeeded(entitled) : null,
    };
  }
  const outcome = state.outcome;
  return {
    ...viewHead(state),
    awake: awakeOf(state),
    players: state.players.map((p) => ({
      ...publicSeat(p),
      // RULES.md §4: roles stay secret until the end, and "died with the putana" would tell the room who she was.
      left: p.left
        ? { cause: ended ? leaveTold(state, p)! : p.left.cause, round: p.left.round, reason: p.left.reason }
        : null,
      remarks: p.remarks,
      penalty: p.penalty,
      role: ended ? p.role : null,
    })),
    speaker: state.speaker,
    speech: state.speech,
    next: state.queue.filter((seat) => takesFloor(state, seat)),
    firstSpeaker: state.firstSpeaker,
    nominations: state.nominations.map((n) => ({ by: n.by, nominee: n.nominee })),
    tied: [...state.tied],
    vote: publicVote,
    announcements: roomNews(state.announcements, PUBLIC_ANNOUNCEMENTS).map(publicAnnouncement),
    result: ended && outcome ? { winner: outcome.winner as Team | 'draw', scores: null } : null,
  };
}
