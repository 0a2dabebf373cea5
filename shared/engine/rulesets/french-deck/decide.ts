import type { Result } from '../../core.ts';
import { runCommand, type CommandTable } from '../command-table.ts';
import { decideAccuse, decideCallVote, decideNoMoreAccusations, decideResolveVote } from './decide-day.ts';
import { decideCardsDealt, decideDeal, decideRecordRole } from './decide-deal.ts';
import { DISCIPLINE_COMMANDS } from './decide-discipline.ts';
import { decideAngelCheck, decideEndNight, decideMafiaKill } from './decide-night.ts';
import { R } from './rule.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/** The french-deck commands, each to the decider that checks its fields and rules. */
const COMMANDS: CommandTable<GameState, GameCommand, [], Result<GameEvent[]>> = {
  deal: (state, c) => decideDeal(state, c.roles),
  'cards-dealt': (state) => decideCardsDealt(state),
  'record-role': (state, c) => decideRecordRole(state, c.seat, c.role),
  'mafia-kill': (state, c) => decideMafiaKill(state, c.target),
  'angel-check': (state, c) => decideAngelCheck(state, c.target),
  'end-night': (state) => decideEndNight(state),
  accuse: (state, c) => decideAccuse(state, c.accuser, c.accused),
  'call-vote': (state) => decideCallVote(state),
  'resolve-vote': (state, c) => decideResolveVote(state, c.guilty, c.voters),
  'no-more-accusations': (state) => decideNoMoreAccusations(state),
  ...DISCIPLINE_COMMANDS,
};

/**
 * Decides a french-deck command against the state: the events it causes, or the rule it breaks.
 * Never throws, whatever the command: every field is checked as if it came from outside.
 */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  return runCommand(R, COMMANDS, state, command);
}
