/**
 * Remarks and removals, the `discipline` option (issue 4; RULES.md §4 "Remarks" and "Removal", with
 * city-mafia's thresholds). In french-deck a round is a night then a day: remarks are given in the day
 * (its debate, accusations and votes), cleared when the next night falls, and the penalty earned holds
 * for the next day. A removal may come at any time after the deal.
 */
import { disciplineCommands } from '../discipline-commands.ts';
import { emitterFor } from './emitter.ts';
import { isLiving, playerAt } from './queries.ts';
import { R } from './rule.ts';
import type { GameEvent, GameState } from './types.ts';

/**
 * The french-deck `remark` and `remove` commands (discipline-commands.ts). A player removed leaves like an
 * eliminated one: his card is turned over (RULES.md §2 reveals the card of every player who leaves), an
 * accusation of him lapses, and the win is checked at once.
 */
export const DISCIPLINE_COMMANDS = disciplineCommands<GameState, GameEvent>({
  id: R,
  emitterFor,
  isLiving,
  removeFrom(out, seat, reason, note) {
    out.emit({ type: 'player-removed', seat, reason, note, role: playerAt(out.state, seat)?.role ?? null });
    out.endIfWon();
  },
});
