import { runCommand, type CommandTable } from '../command-table.ts';
import type { Result } from '../../core.ts';
import {
  decideAccuse,
  decideEndDay,
  decideExecution,
  decideKamikaze,
  decideLastWord,
  decideSupport,
} from './decide-day.ts';
import { DISCIPLINE_COMMANDS } from './decide-discipline.ts';
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
 * The mensa-hungariqa commands, each to the decider that checks its fields and rules. The deciders read the
 * fields as unknown: the command may come from anywhere, and each checks its own values.
 */
const COMMANDS: CommandTable<GameState, GameCommand, [], Result<GameEvent[]>> = {
  deal: (state, c) => decideDeal(state, c.roles),
  'record-role': (state, c) => decideRecordRole(state, c.seat, c.role),
  'record-second-role': (state, c) => decideRecordSecond(state, c.seat, c.second),
  'next-step': (state) => (state.phase === 'night-zero' ? decideIntroStep(state) : decideInspectorDone(state)),
  accuse: (state, c) => decideAccuse(state, c.accuser, c.accused),
  'support-vote': (state, c) => decideSupport(state, c.yes, c.voters),
  'give-last-word': (state) => decideLastWord(state),
  'execution-vote': (state, c) => decideExecution(state, c.yes, c.voters),
  'end-day': (state) => decideEndDay(state),
  'kamikaze-names': (state, c) => decideKamikaze(state, c.kamikaze, c.target),
  'inspector-check': (state, c) => decideCheck(state, c.target),
  hand: (state, c) => decideHand(state, c.voter),
  'vogon-looks': (state) => decideVogon(state),
  'next-name': (state) => decideNextName(state),
  reread: (state) => decideReread(state),
  ...DISCIPLINE_COMMANDS,
};

/**
 * Decides a mensa-hungariqa command against the state: the events it causes, or the rule it breaks.
 * Never throws, whatever the command's shape or values.
 */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  return runCommand(R, COMMANDS, state, command);
}
