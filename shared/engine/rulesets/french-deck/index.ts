import { FrenchDeckCommandSchema, FrenchDeckCreateSchema } from './schemas.ts';
import { defineRuleset, everyMember } from '../ruleset.ts';
import { cardsFor } from './cards.ts';
import * as parts from './parts.ts';
import { deckFor } from './setup.ts';
import type { FrenchDeckOptions, GameState, Team } from './types.ts';

/** Mafia played with a 32-card deck: mafia, a guardian angel / detective, villagers; night first (RULES.md §2). */
export const frenchDeck = defineRuleset({
  ...parts,
  id: 'french-deck',
  deck: (state: GameState) => deckFor(state.players.length, state.options),
  // The sides that can win (RULES.md).
  teams: everyMember<Team>()(['villagers', 'mafia']),
  moderatorSeesRoles: true,
  // The mafiosi recorded so far as the cards dealt by hand are shown on night 1: named, as every other list is.
  namedSeatLists: ['recorded'],
  // RULES.md §2: night first, so a first-night kill; remarks and removals with the discipline option. Villagers
  // are not FIIM's red (no best move, no Ci) and nobody is a don or a sheriff.
  scoringFacts: ['first-night', 'discipline'],
  schemas: { command: FrenchDeckCommandSchema, create: FrenchDeckCreateSchema },
  // RULES.md §2: the roles are played with ordinary cards; the sheet says which to take out of the deck.
  playingCards: (players: number, options: FrenchDeckOptions) =>
    cardsFor(players, options).map(({ rank, suit, role }) => ({ rank, suit, role })),
});
