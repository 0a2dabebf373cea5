/** The fields every ruleset's views copy as they are: the game's head and each seat's identity. */

/** The head of a view, the room's or the moderator's: the ruleset, the phase and the round, which the whole room knows. */
export function viewHead<S extends { rulesetId: string; phase: string; round: number }>(
  state: S,
): Pick<S, 'rulesetId' | 'phase' | 'round'> {
  return { rulesetId: state.rulesetId, phase: state.phase, round: state.round };
}

/** A seat as the room knows it before anything about its role: its number, its player's name, and whether he plays on. */
export function publicSeat(p: { seat: number; name: string; alive: boolean }): {
  seat: number;
  name: string;
  alive: boolean;
} {
  return { seat: p.seat, name: p.name, alive: p.alive };
}
