import { defineRuleset, everyMember } from '../ruleset.ts';
import * as parts from './parts.ts';
import { CopagCommandSchema, CopagCreateSchema } from './schemas.ts';
import { deckFor } from './setup.ts';
import type { GameState, Team } from './types.ts';

/**
 * Copag's "Máfia" as a table companion (RULES.md §5): secret objectives, two open missions, characters
 * drawn onto them, cards placed and summed, mafiosi at 4 successes against police at 4 sabotages.
 */
export const copagMafia = defineRuleset({
  ...parts,
  id: 'copag-mafia',
  deck: (state: GameState) => deckFor(state.players.length),
  // The sides that can win (RULES.md §5): the mafiosi at 4 successes, the police at 4 sabotages.
  teams: everyMember<Team>()(['mafia', 'police']),
  schemas: { command: CopagCommandSchema, create: CopagCreateSchema },
  // The objective cards come in the box; the station deals them to phones or not at all (RULES.md §5).
  roleCards: false,
});
