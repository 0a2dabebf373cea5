import type { Result } from '../../core.ts';
import { fail } from '../../result.ts';
import { decidePlayCard } from './decide-card.ts';
import { decideAssignCharacters, decideCardsDealt, decideDeal, decideOpenMission } from './decide-setup.ts';
import {
  decideBreakOmerta,
  decideContribute,
  decidePass,
  decideRevealMission,
  decideRevealPolice,
  decideSkipTurn,
  decideUseAbility,
  decideVincenzo,
} from './decide-turn.ts';
import { R } from './rule.ts';
import type { GameCommand, GameEvent, GameState } from './types.ts';

/**
 * Decides a copag-mafia command against the state: the events it causes, or the rule it breaks.
 * Never throws, whatever the command: every field is checked as if it came from outside.
 */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  if (typeof command !== 'object' || command === null)
    return fail(`${R}.unknown-command`, { command: String(command) });
  if (state.phase === 'ended') return fail(`${R}.game-over`);
  switch (command.type) {
    case 'assign-characters':
      return decideAssignCharacters(state, command.characters);
    case 'deal':
      return decideDeal(state, command.roles);
    case 'cards-dealt':
      return decideCardsDealt(state);
    case 'open-mission':
      return decideOpenMission(state, command.card, command.recruited);
    case 'contribute':
      return decideContribute(state, command);
    case 'play-card':
      return decidePlayCard(state, command);
    case 'pass':
      return decidePass(state);
    case 'skip-turn':
      return decideSkipTurn(state);
    case 'use-ability':
      return decideUseAbility(state, command.character, command.target);
    case 'reveal-mission':
      return decideRevealMission(state, command.cards);
    case 'vincenzo':
      return decideVincenzo(state, command.shift);
    case 'reveal-police':
      return decideRevealPolice(state, command.seat);
    case 'break-omerta':
      return decideBreakOmerta(state, command.seat);
    default:
      return fail(`${R}.unknown-command`, { command: String((command as { type?: unknown }).type) });
  }
}
