/** The day: speeches, nominations and the vote's hands (RULES.md §4). */
import { fail } from '../../result.ts';
import type { Emitter } from './emitter.ts';
import { voteBar } from './ballot.ts';
import { passFloor } from './flow.ts';
import { isLiving, isSeat } from './queries.ts';
import { R, wrongPhase, type Handled } from './rule-errors.ts';
import type { GameState, Seat } from './types.ts';

/**
 * "Pass" (or the end of the minute, or of the 30 seconds): the speech, last word or defence is over and
 * the floor passes on. The timers themselves are the console's.
 */
export function decideEndSpeech(state: GameState, out: Emitter): Handled {
  const phase = state.phase;
  if (phase !== 'morning' && phase !== 'discussion' && phase !== 'defence' && phase !== 'last-words')
    return wrongPhase('end-speech', state);
  if (state.speaker === null) return fail(`${R}.nobody-speaking`);
  passFloor(out);
  return null;
}

/**
 * RULES.md §4 nominations: only during one's own speech; at most one per player per day; never
 * oneself; a living player only; no withdrawal (there is no command for it). A nominee already
 * nominated is refused with "already nominated" — the moderator says so and the speaker may name
 * another. A player with the 4-remark penalty may not nominate (the 3-remark one may).
 */
export function decideNominate(state: GameState, by: unknown, nominee: unknown, out: Emitter): Handled {
  if (state.phase !== 'discussion') return wrongPhase('nominate', state);
  if (!isSeat(state, by) || by !== state.speaker || state.speech !== 'speech')
    return fail(`${R}.nominate-only-in-own-speech`, { seat: String(by) });
  if (state.players[by - 1]!.penalty === 'muted') return fail(`${R}.nominator-penalised`, { seat: by });
  for (const n of state.nominations) if (n.by === by) return fail(`${R}.one-nomination-per-day`, { seat: by });
  if (nominee === by) return fail(`${R}.no-self-nomination`, { seat: by });
  if (!isLiving(state, nominee)) return fail(`${R}.nominee-must-be-living`, { seat: String(nominee) });
  for (const n of state.nominations)
    if (n.nominee === nominee) return fail(`${R}.already-nominated`, { seat: n.nominee });
  out.emit({ type: 'nominated', by, nominee: nominee as Seat });
  return null;
}

/**
 * The hands for the candidate (or the all-leave question) under vote, entered voter by voter (hands
 * are public). RULES.md §4: each living player votes for at most one candidate of the stage or
 * abstains, never for himself; the players of a car crash do not vote in its re-vote (nor, the
 * station's reading, in its all-leave vote); the 4-remark penalty takes the vote.
 */
export function decideVote(state: GameState, voters: unknown, out: Emitter): Handled {
  const vote = state.vote;
  if (state.phase !== 'voting' || !vote) return wrongPhase('vote', state);
  if (!Array.isArray(voters) || voters.length > state.players.length) return fail(`${R}.voters-list`);
  // Seats are at most 16: a bit mask of the hands seen.
  let seen = 0;
  for (const seat of voters) {
    if (!isSeat(state, seat)) return fail(`${R}.no-such-seat`, { seat: String(seat) });
    const bit = 1 << seat;
    if (seen & bit) return fail(`${R}.voter-counted-twice`, { seat });
    seen |= bit;
    // The same reasons, in the same order, as the moderator's ballot shows before anyone types (ballot.ts).
    const bar = voteBar(state, seat);
    if (bar) return fail(bar, { seat });
  }
  // The hands in seat order (a fresh array: the state never shares the caller's).
  const sorted: Seat[] = [];
  for (let seat = 1; seat <= state.players.length; seat++) if (seen & (1 << seat)) sorted.push(seat);
  out.emit({ type: 'vote-recorded', voters: sorted });
  return null;
}
