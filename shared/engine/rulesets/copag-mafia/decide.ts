import type { Result } from '../../core.ts';
import { runCommand, type CommandTable } from '../command-table.ts';
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

/** The copag-mafia commands, each to the decider that checks its fields and rules. */
const COMMANDS: CommandTable<GameState, GameCommand, [], Result<GameEvent[]>> = {
  'assign-characters': (state, c) => decideAssignCharacters(state, c.characters),
  deal: (state, c) => decideDeal(state, c.roles),
  'cards-dealt': (state) => decideCardsDealt(state),
  'open-mission': (state, c) => decideOpenMission(state, c.card, c.recruited),
  contribute: (state, c) => decideContribute(state, c),
  'play-card': (state, c) => decidePlayCard(state, c),
  pass: (state) => decidePass(state),
  'skip-turn': (state) => decideSkipTurn(state),
  'use-ability': (state, c) => decideUseAbility(state, c.character, c.target),
  'reveal-mission': (state, c) => decideRevealMission(state, c.cards),
  vincenzo: (state, c) => decideVincenzo(state, c.shift),
  'reveal-police': (state, c) => decideRevealPolice(state, c.seat),
  'break-omerta': (state, c) => decideBreakOmerta(state, c.seat),
};

/**
 * Decides a copag-mafia command against the state: the events it causes, or the rule it breaks.
 * Never throws, whatever the command: every field is checked as if it came from outside.
 */
export function decide(state: GameState, command: GameCommand): Result<GameEvent[]> {
  return runCommand(R, COMMANDS, state, command);
}
