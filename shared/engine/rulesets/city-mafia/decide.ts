import { ok } from '../../result.ts';
import { runCommand, type CommandTable } from '../command-table.ts';
import type { Result } from '../../core.ts';
import { decideEndSpeech, decideNominate, decideVote } from './decide-day.ts';
import { decideRemark, decideRemove, decideTechnicalDefeat } from './decide-discipline.ts';
import { decideDeal, decideIntroduced, decideRecordRole, decideStartIntroductions } from './decide-setup.ts';
import { decideEndStep, decideNightAction } from './decide-night.ts';
import { emitterFor, type Emitter } from './emitter.ts';
import { settle } from './flow.ts';
import { R, type Handled } from './rule-errors.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/** The city-mafia commands, each to the decider that checks its fields and rules and emits its events. */
const COMMANDS: CommandTable<GameState, GameCommand, [Emitter], Handled> = {
  deal: (state, c, out) => decideDeal(state, c.roles, out),
  'start-introductions': (state, _, out) => decideStartIntroductions(state, out),
  'record-role': (state, c, out) => decideRecordRole(state, c.seat, c.role, out),
  introduced: (state, _, out) => decideIntroduced(state, out),
  'end-speech': (state, _, out) => decideEndSpeech(state, out),
  nominate: (state, c, out) => decideNominate(state, c.by, c.nominee, out),
  vote: (state, c, out) => decideVote(state, c.voters, out),
  'putana-visit': (state, c, out) => decideNightAction(state, 'putana', c.target, out),
  'mafia-shoot': (state, c, out) => decideNightAction(state, 'mafia', c.target, out),
  'don-check': (state, c, out) => decideNightAction(state, 'don', c.target, out),
  'sheriff-check': (state, c, out) => decideNightAction(state, 'sheriff', c.target, out),
  'doctor-heal': (state, c, out) => decideNightAction(state, 'doctor', c.target, out),
  'maniac-kill': (state, c, out) => decideNightAction(state, 'maniac', c.target, out),
  'end-step': (state, _, out) => decideEndStep(state, out),
  remark: (state, c, out) => decideRemark(state, c.seat, out),
  remove: (state, c, out) => decideRemove(state, c.seat, c.reason, c.note, out),
  'technical-defeat': (state, c, out) => decideTechnicalDefeat(state, c.team, out),
};

/**
 * Decides a city-mafia command against the state: the events it causes (the moderator's fact, then
 * every automatic consequence), or the rule it breaks. Never throws, whatever the command.
 */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  const out = emitterFor(state);
  const refused = runCommand(R, COMMANDS, state, command, out);
  if (refused) return refused;
  settle(out);
  return ok(out.events);
}
