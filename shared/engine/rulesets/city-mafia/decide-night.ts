/** The night's steps (RULES.md §4: putana → mafia → don's check → sheriff → doctor → maniac). */
import { fail } from '../../result.ts';
import type { Emitter } from './emitter.ts';
import { actorOf, isBlocked, mayChooseNobody, STEP_COMMAND } from './night-rules.ts';
import { isLiving, isSeat } from './queries.ts';
import { R, wrongPhase, type Handled } from './rule-errors.ts';
import type { GameState, NightStep } from './types.ts';

/** Whether a check has its target and waits for the moderator's nod (then `end-step`). */
export function answerPending(state: GameState): boolean {
  const step = state.nightSteps[state.step];
  const night = state.night;
  if (state.phase !== 'night' || !night) return false;
  return (step === 'don' && night.donCheck !== null) || (step === 'sheriff' && night.sheriffCheck !== null);
}

/**
 * One role's night choice, at its step only. A dead role's step is still called (the moderator waits
 * as if it were awake) and answered with no target. A role visited by the putana (RULES.md §4, rulebook
 * «Путана»): the don, sheriff and doctor are shown crossed arms as they wake and choose nobody; the
 * mafia and the maniac choose as usual (a legal target, or nobody) and their choice is recorded with no
 * effect. Otherwise the target must be legal (night-rules.ts), and "nobody" only where the rules allow it.
 */
export function decideNightAction(state: GameState, step: NightStep, rawTarget: unknown, out: Emitter): Handled {
  const command = STEP_COMMAND[step];
  if (state.phase !== 'night') return wrongPhase(command, state);
  const current = state.nightSteps[state.step];
  if (current !== step) return fail(`${R}.not-this-step`, { command, step: current ?? '' });
  if (answerPending(state)) return fail(`${R}.answer-pending`, { step });
  const target = rawTarget === undefined ? null : rawTarget;
  if (target !== null && !isSeat(state, target)) return fail(`${R}.no-such-seat`, { seat: String(target) });
  const actor = actorOf(state, step);
  if (actor === null) {
    if (target !== null) return fail(`${R}.role-out-of-game`, { step });
  } else if (isBlocked(state, step)) {
    // The rulebook: the blocked don, sheriff and doctor are shown crossed arms as they wake (no
    // choice); the blocked mafia («выбирает жертву, но Ведущий фиксирует промах») and maniac
    // («выбирает жертву, но Ведущий показывает скрещенные руки») still choose, by the usual rules.
    if (target !== null && !choosesWhenBlocked(step)) return fail(`${R}.blocked`, { step });
    if (target !== null) {
      const refused = illegalTarget(state, step, actor, target);
      if (refused) return refused;
    }
  } else if (target === null) {
    if (!mayChooseNobody(state, step)) return fail(`${R}.must-choose`, { step });
  } else {
    const refused = illegalTarget(state, step, actor, target);
    if (refused) return refused;
  }
  out.emit({ type: 'night-action', step, target });
  return null;
}

/** Whether a blocked role still shows a target (the mafia and the maniac) rather than none. */
export function choosesWhenBlocked(step: NightStep): boolean {
  return step === 'mafia' || step === 'maniac';
}

/** Why a living, unblocked actor may not choose this target, or null when he may. */
function illegalTarget(state: GameState, step: NightStep, actor: number, target: number): Handled {
  if (!isLiving(state, target)) return fail(`${R}.target-must-be-living`, { seat: target });
  switch (step) {
    case 'putana':
      // RULES.md §4: not herself; not the same player two nights in a row.
      if (target === actor) return fail(`${R}.putana-not-herself`, { seat: target });
      if (target === state.lastVisit) return fail(`${R}.putana-not-twice-running`, { seat: target });
      return null;
    case 'doctor':
      // RULES.md §4: not the same player two nights in a row; himself only once per game.
      if (target === state.lastHeal) return fail(`${R}.doctor-not-twice-running`, { seat: target });
      if (target === actor && state.selfHealUsed) return fail(`${R}.doctor-self-heal-once`, { seat: target });
      return null;
    case 'mafia':
      return null;
    default:
      if (target === actor) return fail(`${R}.no-self-target`, { step, seat: target });
      return null;
  }
}

/** The moderator has nodded the check's answer: the checker falls asleep and the script moves on. */
export function decideEndStep(state: GameState, out: Emitter): Handled {
  if (state.phase !== 'night') return wrongPhase('end-step', state);
  if (!answerPending(state)) return fail(`${R}.no-answer-pending`);
  out.emit({ type: 'step-ended' });
  return null;
}
