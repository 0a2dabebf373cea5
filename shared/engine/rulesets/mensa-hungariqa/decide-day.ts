import { fail, ok } from '../../result.ts';
import { wholeNumberIn } from '../../whole-number.ts';
import type { Result } from '../../core.ts';
import { settleDeaths } from './death-chain.ts';
import { emitterFor } from './emitter.ts';
import { voteBar } from './ballot.ts';
import { guardedTonight } from './reading.ts';
import { isMuted } from '../discipline.ts';
import { dayMajority, entitledCount, isLiving, isSeat, pardonAvailable, playerAt } from './queries.ts';
import type { DayState, GameEvent, GameState, Seat, Trial } from './types.ts';

const R = 'mensa-hungariqa';

function wrongPhase(command: string, state: GameState): Result<never> {
  return fail(`${R}.wrong-phase`, { command, phase: state.phase });
}

/** The day with no death chain open (a kamikaze still to name blocks the day's procedure). */
function openDay(state: GameState, command: string): Result<never> | DayState {
  if (state.phase !== 'day' || !state.day) return wrongPhase(command, state);
  if (state.chain) return fail(`${R}.kamikaze-must-name-first`, { seats: state.chain.namings.join(', ') });
  return state.day;
}

function isRefusal(value: Result<never> | DayState | Trial): value is Result<never> {
  return 'ok' in value;
}

/** The trial under way at a stage, or the rule that refuses the command. */
function trialAt(state: GameState, command: string, stage: Trial['stage']): Result<never> | Trial {
  const day = openDay(state, command);
  if (isRefusal(day)) return day;
  if (!day.trial) return fail(`${R}.no-accusation-under-way`);
  if (day.trial.stage !== stage) return fail(`${R}.wrong-trial-stage`, { command, stage: day.trial.stage });
  return day.trial;
}

/**
 * "I accuse X" (RULES.md §3): by a living player against another living player, when no other accusation
 * is under way; at most the option's number of accused tried a day, except in the endgame (rulebook: then
 * there is no limit on the accusations).
 */
export function decideAccuse(state: GameState, accuser: unknown, accused: unknown): Result<GameEvent[]> {
  const day = openDay(state, 'accuse');
  if (isRefusal(day)) return day;
  if (day.trial) return fail(`${R}.accusation-under-way`);
  if (!state.endgame && day.trials >= state.options.maxAccusationsPerDay) {
    return fail(`${R}.accusation-limit`, { max: state.options.maxAccusationsPerDay });
  }
  if (!isLiving(state, accuser)) return fail(`${R}.accuser-must-be-living`, { seat: String(accuser) });
  // Discipline option: four remarks yesterday take today's accusation (RULES.md §4 thresholds).
  if (isMuted(playerAt(state, accuser as Seat))) return fail(`${R}.accuser-penalised`, { seat: accuser as Seat });
  if (!isLiving(state, accused)) return fail(`${R}.accused-must-be-living`, { seat: String(accused) });
  if (accuser === accused) return fail(`${R}.no-self-accusation`, { seat: accuser as Seat });
  return ok([{ type: 'accused', accuser: accuser as Seat, accused: accused as Seat }]);
}

/**
 * Reads a show of hands: a count, or the seats that raised a hand (any living player may; with the
 * discipline option, not one with the 4-remark penalty).
 */
function handsOf(state: GameState, yes: unknown, voters: unknown): Result<{ yes: number; voters: Seat[] | null }> {
  const entitled = entitledCount(state);
  if (voters !== undefined && voters !== null) {
    if (!Array.isArray(voters)) return fail(`${R}.hand-count-out-of-range`, { max: entitled });
    const list = voters as unknown[];
    if (new Set(list).size !== list.length) return fail(`${R}.voter-counted-twice`);
    // Seat by seat, the reasons the moderator's ballot shows before anyone types (ballot.ts).
    for (const seat of list) {
      const bar = voteBar(state, seat);
      // A seat out of the game is named as typed (it may be no seat at all); a penalised one by its seat.
      if (bar) return fail(bar, { seat: bar === `${R}.voter-penalised` ? (seat as Seat) : String(seat) });
    }
    return ok({ yes: list.length, voters: [...(list as Seat[])].sort((a, b) => a - b) });
  }
  const count = wholeNumberIn(yes, 0, entitled);
  if (count === null) return fail(`${R}.hand-count-out-of-range`, { max: entitled });
  return ok({ yes: count, voters: null });
}

/** A trial vote's hands, counted against the day's majority (the same for both of a trial's votes). */
interface TrialCount {
  yes: number;
  voters: Seat[] | null;
  needed: number;
  passed: boolean;
}

/**
 * A trial's vote at its stage (RULES.md §3: a majority of the living carries it): the trial and the hands
 * counted, or the rule that refuses the command.
 */
function trialVote(
  state: GameState,
  command: string,
  stage: Trial['stage'],
  yes: unknown,
  voters: unknown,
): Result<{ trial: Trial; count: TrialCount }> {
  const trial = trialAt(state, command, stage);
  if (isRefusal(trial)) return trial;
  const hands = handsOf(state, yes, voters);
  if (!hands.ok) return hands;
  const needed = dayMajority(state);
  return ok({ trial, count: { ...hands.value, needed, passed: hands.value.yes >= needed } });
}

/** The support vote (RULES.md §3): with a majority of the living the accusation stands, else it falls. */
export function decideSupport(state: GameState, yes: unknown, voters: unknown): Result<GameEvent[]> {
  const vote = trialVote(state, 'support-vote', 'support', yes, voters);
  return vote.ok ? ok([{ type: 'support-counted', ...vote.value.count }]) : vote;
}

/** After the debate the moderator gives the accused the last word (RULES.md §3: nobody may interrupt). */
export function decideLastWord(state: GameState): Result<GameEvent[]> {
  const trial = trialAt(state, 'give-last-word', 'debate');
  if (isRefusal(trial)) return trial;
  return ok([{ type: 'last-word-given' }]);
}

/**
 * The execution vote, right after the last word (RULES.md §3): a majority kills the accused, unless he is
 * the protected citizen and the moderator pardons him; without a majority he lives. After a death the
 * day ends (or, with three left, the endgame's day goes on).
 */
export function decideExecution(state: GameState, yes: unknown, voters: unknown): Result<GameEvent[]> {
  const vote = trialVote(state, 'execution-vote', 'last-word', yes, voters);
  if (!vote.ok) return vote;
  const { trial, count } = vote.value;
  const out = emitterFor(state);
  out.emit({ type: 'execution-counted', ...count });
  if (!count.passed) return ok(out.events);
  if (pardonAvailable(state, trial.accused)) {
    out.emit({ type: 'pardoned', seat: trial.accused });
    return ok(out.events);
  }
  out.emit({ type: 'player-died', seat: trial.accused, cause: 'executed', by: null, context: 'day' });
  settleDeaths(out);
  return ok(out.events);
}

/** The moderator ends the day without a death (RULES.md §3), except in the endgame, which has no night. */
export function decideEndDay(state: GameState): Result<GameEvent[]> {
  const day = openDay(state, 'end-day');
  if (isRefusal(day)) return day;
  if (day.trial) return fail(`${R}.accusation-under-way`);
  if (state.endgame) return fail(`${R}.endgame-has-no-night`);
  return ok([{ type: 'night-fell' }]);
}

/**
 * A dead kamikaze names the player who dies with him, in the same death step (RULES.md §3). By day or at
 * dawn after the night's kill.
 */
export function decideKamikaze(state: GameState, kamikaze: unknown, target: unknown): Result<GameEvent[]> {
  const chain = state.chain;
  if (state.phase === 'ended') return fail(`${R}.game-over`);
  if (!chain || chain.namings.length === 0) return fail(`${R}.no-kamikaze-to-name`);
  if (!isSeat(state, kamikaze) || !chain.namings.includes(kamikaze)) {
    return fail(`${R}.not-a-kamikaze-to-name`, { seat: String(kamikaze), seats: chain.namings.join(', ') });
  }
  if (!isLiving(state, target)) return fail(`${R}.kamikaze-target-must-be-living`, { seat: String(target) });
  const out = emitterFor(state);
  out.emit({ type: 'kamikaze-named', kamikaze, victim: target as Seat });
  // RULES.md §3 bodyguard: his pick cannot die that night, not even as a kamikaze's victim.
  if (target === guardedTonight(state))
    out.emit({ type: 'guard-saved', seat: target as Seat, by: kamikaze, cause: 'kamikaze' });
  else out.emit({ type: 'player-died', seat: target as Seat, cause: 'kamikaze', by: kamikaze, context: chain.context });
  settleDeaths(out);
  return ok(out.events);
}
