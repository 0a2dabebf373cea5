import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import { decideEndSpeech, decideNominate, decideVote } from './decide-day.ts';
import { decideRemark, decideRemove } from './decide-discipline.ts';
import { decideDeal, decideIntroduced, decideRecordRole, decideStartIntroductions } from './decide-setup.ts';
import { decideEndStep, decideNightAction } from './decide-night.ts';
import { emitterFor, type Emitter } from './emitter.ts';
import { settle } from './flow.ts';
import { R, type Handled } from './rule-errors.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/**
 * Decides a city-mafia command against the state: the events it causes (the moderator's fact, then
 * every automatic consequence), or the rule it breaks. Never throws, whatever the command.
 */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  if (typeof command !== 'object' || command === null)
    return fail(`${R}.unknown-command`, { command: String(command) });
  if (state.phase === 'ended') return fail(`${R}.game-over`);
  const out = emitterFor(state);
  const refused = handle(state, command, out);
  if (refused) return refused;
  settle(out);
  return ok(out.events);
}

function handle(state: GameState, command: GameCommand, out: Emitter): Handled {
  switch (command.type) {
    case 'deal':
      return decideDeal(state, command.roles, out);
    case 'start-introductions':
      return decideStartIntroductions(state, out);
    case 'record-role':
      return decideRecordRole(state, command.seat, command.role, out);
    case 'introduced':
      return decideIntroduced(state, out);
    case 'end-speech':
      return decideEndSpeech(state, out);
    case 'nominate':
      return decideNominate(state, command.by, command.nominee, out);
    case 'vote':
      return decideVote(state, command.voters, out);
    case 'putana-visit':
      return decideNightAction(state, 'putana', command.target, out);
    case 'mafia-shoot':
      return decideNightAction(state, 'mafia', command.target, out);
    case 'don-check':
      return decideNightAction(state, 'don', command.target, out);
    case 'sheriff-check':
      return decideNightAction(state, 'sheriff', command.target, out);
    case 'doctor-heal':
      return decideNightAction(state, 'doctor', command.target, out);
    case 'maniac-kill':
      return decideNightAction(state, 'maniac', command.target, out);
    case 'end-step':
      return decideEndStep(state, out);
    case 'remark':
      return decideRemark(state, command.seat, out);
    case 'remove':
      return decideRemove(state, command.seat, command.reason, command.note, out);
    default:
      return fail(`${R}.unknown-command`, { command: String((command as { type: unknown }).type) });
  }
}
