import { MensaHungariqaCommandSchema, MensaHungariqaCreateSchema } from './schemas.ts';
import { defineRuleset, everyMember } from '../ruleset.ts';
import * as parts from './parts.ts';
import { deckFor } from './setup.ts';
import type { GameState, Team } from './types.ts';

/** The Mensa HungarIQa club rules with their optional extra roles (RULES.md §3, rulebook 000). */
export const mensaHungariqa = defineRuleset({
  ...parts,
  id: 'mensa-hungariqa',
  deck: (state: GameState) => deckFor(state.players.length, state.options),
  // The sides that can win (RULES.md).
  teams: everyMember<Team>()(['citizens', 'mafia']),
  moderatorSeesRoles: true,
  // The mafia, the lovers, who has not voted yet, the penalised and the winners: named, not numbered (tryfix7).
  namedSeatLists: ['seats', 'waiting', 'winners'],
  // RULES.md §3: the mafia kill from the first night; remarks and removals with the discipline option. Citizens
  // are not FIIM's red (no best move, no Ci) and nobody is a don or a sheriff.
  scoringFacts: ['first-night', 'discipline'],
  schemas: { command: MensaHungariqaCommandSchema, create: MensaHungariqaCreateSchema },
});
