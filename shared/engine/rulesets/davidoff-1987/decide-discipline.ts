/**
 * Remarks and removals, the `discipline` option (issue 4; RULES.md §4 "Remarks" and "Removal", with
 * city-mafia's thresholds). In 1987 the "day" of a remark is the day phase, votes included (the sunrise
 * is the deal, the night is silent); a removal may come at any time after the deal.
 */
import type { Seat } from '../../core.ts';
import { disciplineCommands } from '../discipline-commands.ts';
import { emitterFor } from './emitter.ts';
import { isLiving } from './queries.ts';
import type { GameEvent, GameState } from './types.ts';

function isSeat(state: GameState, seat: unknown): seat is Seat {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 && seat <= state.players.length;
}

/**
 * The 1987 `remark` and `remove` commands (discipline-commands.ts). A player removed leaves like an eliminated
 * one: his card stays hidden (RULES.md §1 reveals no role before the end), a vote on his accusation lapses,
 * his night note no longer counts (evolve.ts), and the win is checked at once.
 */
export const DISCIPLINE_COMMANDS = disciplineCommands<GameState, GameEvent>({
  id: 'davidoff-1987',
  emitterFor,
  isLiving: (state, seat): seat is Seat => isSeat(state, seat) && isLiving(state, seat),
  removeFrom(out, seat, reason, note) {
    out.emit({ type: 'player-removed', seat, reason, note });
    out.endIfWon();
  },
});
