import { Davidoff1987CommandSchema, Davidoff1987CreateSchema } from './schemas.ts';
import { defineRuleset, everyMember } from '../ruleset.ts';
import * as parts from './parts.ts';
import { deckFor } from './setup.ts';
import type { GameState, Team } from './types.ts';

/** The original 1987 Mafia (RULES.md §1). */
export const davidoff1987 = defineRuleset({
  ...parts,
  id: 'davidoff-1987',
  deck: (state: GameState) => deckFor(state.players.length, state.options),
  scored: true,
  // RULES.md §1: honest and mafia read as red and black (the sports rules' best move), the mafia kill at night
  // from the first on, and the discipline option gives remarks and removals. No don, no sheriff.
  scoringFacts: ['best-move', 'first-night', 'discipline'],
  moderatorSeesRoles: true,
  // The sides that can win (RULES.md).
  teams: everyMember<Team>()(['honest', 'mafia']),
  schemas: { command: Davidoff1987CommandSchema, create: Davidoff1987CreateSchema },
});
