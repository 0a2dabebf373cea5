import type { Seat } from '../../core.ts';
import { ballotFrom, moderatorSeat, type ModeratorConsoleFields } from '../console-fields.ts';
import { ballotOf } from './ballot.ts';
import { answerPending } from './decide-night.ts';
import { allLeaveNeeded, votersEntitled } from './flow.ts';
import { checkAnswer, isBlocked, legalTargets, mayChooseNobody } from './night-rules.ts';
import { leaveTold } from './queries.ts';
import type { GameState } from './types.ts';

/** Everything the moderator of a city-mafia game sees: the whole state, with the arithmetic worked out. */
export interface CityMafiaModeratorBody extends GameState, ModeratorConsoleFields<GameState['phase']> {
  /** The vote under way: who may vote, and the hands needed in the all-leave vote. */
  voteInfo: { entitled: number; needed: number | null } | null;
  /** The current night step: the legal targets, whether "nobody" is allowed, blocked, and a check's answer. */
  nightInfo: { targets: Seat[]; nobody: boolean; blocked: boolean; answer: 'yes' | 'no' | null } | null;
}

/** The moderator's body of a city-mafia game's view (the moderator knows every secret). */
export function moderatorBody(state: GameState): CityMafiaModeratorBody {
  const vote = state.vote;
  let voteInfo: CityMafiaModeratorBody['voteInfo'] = null;
  if (state.phase === 'voting' && vote) {
    const entitled = votersEntitled(state);
    voteInfo = { entitled, needed: vote.stage === 'all-leave' ? allLeaveNeeded(entitled) : null };
  }
  let nightInfo: CityMafiaModeratorBody['nightInfo'] = null;
  const step = state.phase === 'night' ? state.nightSteps[state.step] : undefined;
  if (step && state.night) {
    let answer: 'yes' | 'no' | null = null;
    if (answerPending(state)) {
      const target = step === 'don' ? state.night.donCheck! : state.night.sheriffCheck!;
      answer = checkAnswer(state, step === 'don' ? 'don' : 'sheriff', target);
    }
    nightInfo = {
      targets: legalTargets(state, step),
      nobody: mayChooseNobody(state, step),
      blocked: isBlocked(state, step),
      answer,
    };
  }
  // RULES.md §4: the all-leave vote needs more than half of the voters; a candidate's vote is compared with the others'.
  const majority =
    voteInfo?.needed != null ? { kind: 'hands' as const, needed: voteInfo.needed } : { kind: 'compare' as const };
  const ballot = ballotFrom(state.players, ballotOf(state), voteInfo?.entitled ?? 0, majority);
  // A seat that left says how as the result tells it: the putana's guest left with her, nobody killed him.
  const seats = state.players.map((p) =>
    moderatorSeat(p, p.left && { cause: leaveTold(state, p)!, round: p.left.round }),
  );
  return { ...state, seats, voteInfo, ballot, nightInfo };
}
