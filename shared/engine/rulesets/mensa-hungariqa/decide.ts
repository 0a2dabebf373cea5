import { fail } from '../../result.ts';
import type { Result } from '../../core.ts';
import {
  decideAccuse,
  decideEndDay,
  decideExecution,
  decideKamikaze,
  decideLastWord,
  decideSupport,
} from './decide-day.ts';
import { decideRemark, decideRemove } from './decide-discipline.ts';
import {
  decideCheck,
  decideHand,
  decideInspectorDone,
  decideNextName,
  decideReread,
  decideVogon,
} from './decide-night.ts';
import { decideDeal, decideIntroStep, decideRecordRole, decideRecordSecond } from './decide-setup.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

const R = 'mensa-hungariqa';

/**
 * Decides a mensa-hungariqa command against the state: the events it causes, or the rule it breaks.
 * Never throws, whatever the command's shape or values.
 */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  if (state.phase === 'ended') return fail(`${R}.game-over`);
  if (command === null || typeof command !== 'object')
    return fail(`${R}.unknown-command`, { command: String(command) });
  // Fields are read as unknown: the command may come from anywhere, and each decider checks its values.
  const c = command as unknown as Record<string, unknown>;
  switch (command.type) {
    case 'deal':
      return decideDeal(state, c.roles);
    case 'record-role':
      return decideRecordRole(state, c.seat, c.role);
    case 'record-second-role':
      return decideRecordSecond(state, c.seat, c.second);
    case 'next-step':
      if (state.phase === 'night-zero') return decideIntroStep(state);
      return decideInspectorDone(state);
    case 'accuse':
      return decideAccuse(state, c.accuser, c.accused);
    case 'support-vote':
      return decideSupport(state, c.yes, c.voters);
    case 'give-last-word':
      return decideLastWord(state);
    case 'execution-vote':
      return decideExecution(state, c.yes, c.voters);
    case 'end-day':
      return decideEndDay(state);
    case 'kamikaze-names':
      return decideKamikaze(state, c.kamikaze, c.target);
    case 'inspector-check':
      return decideCheck(state, c.target);
    case 'hand':
      return decideHand(state, c.voter);
    case 'vogon-looks':
      return decideVogon(state);
    case 'next-name':
      return decideNextName(state);
    case 'reread':
      return decideReread(state);
    case 'remark':
      return decideRemark(state, c.seat);
    case 'remove':
      return decideRemove(state, c.seat, c.reason, c.note);
    default:
      return fail(`${R}.unknown-command`, { command: String((command as { type?: unknown }).type) });
  }
}
