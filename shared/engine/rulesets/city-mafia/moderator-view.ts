import type { Seat } from '../../core.ts';
import { ballotOf } from './ballot.ts';
import { answerPending } from './decide-night.ts';
import { allLeaveNeeded, votersEntitled } from './flow.ts';
import { checkAnswer, isBlocked, legalTargets, mayChooseNobody } from './night-rules.ts';
import type { GameState } from './types.ts';

/** Everything the moderator of a city-mafia game sees: the whole state, with the arithmetic worked out. */
export interface CityMafiaModeratorBody extends GameState {
  /** The vote under way: who may vote, and the hands needed in the all-leave vote. */
  voteInfo: { entitled: number; needed: number | null } | null;
  /** The vote under way: who has voted in this stage (greyed), and who may not vote now, with the rule's code. */
  ballot: { voted: Seat[]; barred: { seat: Seat; code: string }[] } | null;
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
    nightInfo = { targets: legalTargets(state, step), nobody: mayChooseNobody(state, step), blocked: isBlocked(state, step), answer };
  }
  return { ...state, voteInfo, ballot: ballotOf(state), nightInfo };
}
