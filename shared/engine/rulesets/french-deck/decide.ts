import type { Result } from '../../core.ts';
import { fail } from '../../result.ts';
import { decideAccuse, decideCallVote, decideNoMoreAccusations, decideResolveVote } from './decide-day.ts';
import { decideCardsDealt, decideDeal, decideRecordRole } from './decide-deal.ts';
import { decideRemark, decideRemove } from './decide-discipline.ts';
import { decideAngelCheck, decideEndNight, decideMafiaKill } from './decide-night.ts';
import { R } from './rule.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/**
 * Decides a french-deck command against the state: the events it causes, or the rule it breaks.
 * Never throws, whatever the command: every field is checked as if it came from outside.
 */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  if (typeof command !== 'object' || command === null)
    return fail(`${R}.unknown-command`, { command: String(command) });
  if (state.phase === 'ended') return fail(`${R}.game-over`);
  switch (command.type) {
    case 'deal':
      return decideDeal(state, command.roles);
    case 'cards-dealt':
      return decideCardsDealt(state);
    case 'record-role':
      return decideRecordRole(state, command.seat, command.role);
    case 'mafia-kill':
      return decideMafiaKill(state, command.target);
    case 'angel-check':
      return decideAngelCheck(state, command.target);
    case 'end-night':
      return decideEndNight(state);
    case 'accuse':
      return decideAccuse(state, command.accuser, command.accused);
    case 'call-vote':
      return decideCallVote(state);
    case 'resolve-vote':
      return decideResolveVote(state, command.guilty, command.voters);
    case 'no-more-accusations':
      return decideNoMoreAccusations(state);
    case 'remark':
      return decideRemark(state, command.seat);
    case 'remove':
      return decideRemove(state, command.seat, command.reason, command.note);
    default:
      return fail(`${R}.unknown-command`, { command: String((command as { type?: unknown }).type) });
  }
}
