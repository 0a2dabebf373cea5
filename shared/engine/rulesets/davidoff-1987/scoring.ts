import type { GameState, Outcome, Team } from './types.ts';

/**
 * RULES.md §1 scoring: if the mafia win, each surviving mafioso scores the initial number of honest
 * players; if the honest win, every honest player, dead or alive, scores the number of surviving honest.
 */
export function score(state: GameState, winner: Team): Outcome {
  const survivingHonest = state.players.filter((p) => p.alive && p.role === 'honest').length;
  const scores = state.players.map((p) => {
    if (winner === 'mafia') return p.role === 'mafia' && p.alive ? state.initialHonest : 0;
    return p.role === 'honest' ? survivingHonest : 0;
  });
  return { winner, scores };
}

/** RULES.md §1 end rule: one side extinct (not parity). Null while both sides live. */
export function winnerOf(state: GameState): Team | null {
  const living = state.players.filter((p) => p.alive);
  if (!living.some((p) => p.role === 'mafia')) return 'honest';
  if (!living.some((p) => p.role === 'honest')) return 'mafia';
  return null;
}
