import type { Result } from '../../core.ts';
import { fail, ok } from '../../result.ts';
import { wholeNumberIn } from '../../whole-number.ts';
import { voteBar } from './ballot.ts';
import { emitterFor } from './emitter.ts';
import { R, wrongPhase } from './rule.ts';
import { isMuted } from '../discipline.ts';
import { entitledVoters, isLiving, playerAt, votesNeeded } from './queries.ts';
import type { Accusation, GameEvent, GameState, Seat } from './types.ts';

/** The open day (no accusation under way), or the rule error. */
function requireOpenDay(state: GameState, command: string): Result<null> {
  if (state.phase !== 'day') return wrongPhase(command, state);
  if (state.accusation) return fail(`${R}.accusation-under-way`, { accused: state.accusation.accused });
  return ok(null);
}

/** The accusation under way, or the rule error. */
function requireAccusation(state: GameState, command: string): Result<Accusation> {
  if (state.phase !== 'day') return wrongPhase(command, state);
  if (!state.accusation) return fail(`${R}.no-accusation-under-way`);
  return ok(state.accusation);
}

/**
 * RULES.md §2 day: the survivors debate freely and accuse at will. The accuser and the accused must be
 * living, and different; an acquitted player cannot be accused again that day.
 */
export function decideAccuse(state: GameState, accuser: unknown, accused: unknown): Result<GameEvent[]> {
  const open = requireOpenDay(state, 'accuse');
  if (!open.ok) return open;
  if (!isLiving(state, accuser)) return fail(`${R}.accuser-must-be-living`, { seat: String(accuser) });
  // Discipline option: four remarks last round take this day's accusation (RULES.md §4 thresholds).
  if (isMuted(playerAt(state, accuser))) return fail(`${R}.accuser-penalised`, { seat: accuser });
  if (!isLiving(state, accused)) return fail(`${R}.accused-must-be-living`, { seat: String(accused) });
  if (accuser === accused) return fail(`${R}.no-self-accusation`, { seat: accuser });
  if (state.acquitted.includes(accused)) return fail(`${R}.acquitted-today`, { seat: accused });
  return ok([{ type: 'accusation-made', accuser, accused }]);
}

/** RULES.md §2: after the debate, the moderator offers the accused a last defence, then calls the hand vote. */
export function decideCallVote(state: GameState): Result<GameEvent[]> {
  const accusation = requireAccusation(state, 'call-vote');
  if (!accusation.ok) return accusation;
  if (accusation.value.stage !== 'defence') return fail(`${R}.vote-already-called`);
  return ok([{ type: 'vote-called' }]);
}

/** The hands entered voter by voter: living seats, each once, as many as the count. */
function checkVoters(state: GameState, guilty: number, voters: unknown): Result<Seat[] | null> {
  if (voters === null || voters === undefined) return ok(null);
  if (!Array.isArray(voters)) return fail(`${R}.voters-must-match-count`, { guilty, voters: 0 });
  // Seat by seat, the reasons the moderator's ballot shows before anyone types (ballot.ts).
  for (const seat of voters as unknown[]) {
    const bar = voteBar(state, seat);
    // A seat out of the game is named as typed (it may be no seat at all); a penalised one by its seat.
    if (bar) return fail(bar, { seat: bar === `${R}.voter-penalised` ? (seat as Seat) : String(seat) });
  }
  const seats = voters as Seat[];
  if (new Set(seats).size !== seats.length) return fail(`${R}.voter-counted-twice`);
  // A count the list contradicts was refused at the door (counted-hands.ts), for every ruleset alike.
  return ok([...seats].sort((a, b) => a - b));
}

/**
 * RULES.md §2 vote: a hand vote among all living players (the accused too). A majority for guilty —
 * more than half of the living players — executes the accused, whose card is turned over, and the day
 * ends (night falls unless a camp is gone). Otherwise the accused is acquitted and the day goes on.
 */
export function decideResolveVote(state: GameState, count: unknown, voters: unknown): Result<GameEvent[]> {
  const accusation = requireAccusation(state, 'resolve-vote');
  if (!accusation.ok) return accusation;
  if (accusation.value.stage !== 'vote') return fail(`${R}.defence-first`, { seat: accusation.value.accused });
  // Every living player votes (with the discipline option, less the 4-remark penalty): the hands entitled.
  const living = entitledVoters(state).length;
  const guilty = wholeNumberIn(count, 0, living);
  if (guilty === null) return fail(`${R}.vote-count-out-of-range`, { max: living });
  const hands = checkVoters(state, guilty, voters);
  if (!hands.ok) return hands;
  const needed = votesNeeded(state);
  const passed = guilty >= needed;
  const accused = accusation.value.accused;
  const out = emitterFor(state);
  out.emit({ type: 'vote-resolved', guilty, voters: hands.value, living, needed, passed });
  if (passed) {
    const role = playerAt(state, accused)?.role ?? null;
    if (role === null) return fail(`${R}.roles-not-recorded`);
    out.emit({ type: 'player-eliminated', seat: accused, cause: 'executed', role });
    // RULES.md §2: the day ends when someone is executed.
    if (!out.endIfWon()) out.emit({ type: 'night-fell' });
  }
  return ok(out.events);
}

/** RULES.md §2: the day ends when nobody accuses any more; a new night falls. */
export function decideNoMoreAccusations(state: GameState): Result<GameEvent[]> {
  const open = requireOpenDay(state, 'no-more-accusations');
  if (!open.ok) return open;
  return ok([{ type: 'night-fell' }]);
}
