import { CityMafiaCommandSchema, CityMafiaCreateSchema } from './schemas.ts';
import { defineRuleset, everyMember } from '../ruleset.ts';
import * as parts from './parts.ts';
import { deckFor } from './setup.ts';
import type { GameState, Team } from './types.ts';

/** The sides that can win (RULES.md). */
const TEAMS = everyMember<Team>()(['red', 'black', 'maniac']);

/** "Городская мафия", the city rules: red, black and the maniac (RULES.md §4, rulebook 001). */
export const cityMafia = defineRuleset({
  ...parts,
  id: 'city-mafia',
  // Physical dealing deals no cards from the station: the moderator records them at the introductions.
  deck: (state: GameState) => (state.options.dealing === 'station' ? deckFor(state.options) : []),
  teams: TEAMS,
  winners: [...TEAMS, 'draw'],
  moderatorSeesRoles: true,
  // RULES.md §4: every living player speaks for a minute in turn, in seat order.
  speakingTurns: true,
  // RULES.md §4: the first night's victim names his suspects (FIIM's best move), a don and a sheriff are dealt,
  // the mafia kill from the first night on, and the moderator gives remarks and removals.
  scoringFacts: ['best-move', 'key-roles', 'first-night', 'discipline'],
  schemas: { command: CityMafiaCommandSchema, create: CityMafiaCreateSchema },
});
