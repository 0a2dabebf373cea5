/**
 * Remarks and removals, the `discipline` option (issue 4; RULES.md §4 "Remarks" and "Removal", with
 * city-mafia's thresholds). In mensa-hungariqa the "day" of a remark is the day phase (its accusations,
 * votes and last words; the endgame is one long day, so its remarks are never cleared); remarks are
 * cleared when night falls and the penalty earned holds for the next day. A removal may come at any
 * time after the deal, night 0 included.
 */
import type { Seat } from '../../core.ts';
import { disciplineCommands } from '../discipline-commands.ts';
import { settleDeaths } from './death-chain.ts';
import { emitterFor } from './emitter.ts';
import { isLiving, livingSeats } from './queries.ts';
import type { GameEvent, GameState } from './types.ts';

/**
 * The mensa-hungariqa `remark` and `remove` commands (discipline-commands.ts). A player removed leaves at
 * once, outside any death step (evolve.ts: no kamikaze naming, no lover following, his role hidden but the
 * corner grocer's). A death chain under way goes on and checks the win at the end of its step; otherwise the
 * win is checked now (at night 0, with real cards, once the records are confirmed at dawn), and with three
 * players left the endgame begins.
 */
export const DISCIPLINE_COMMANDS = disciplineCommands<GameState, GameEvent>({
  id: 'mensa-hungariqa',
  emitterFor,
  isLiving: (state, seat): seat is Seat => isLiving(state, seat),
  removeFrom(out, seat, reason, note) {
    out.emit({ type: 'player-removed', seat, reason, note });
    if (out.state.chain) {
      settleDeaths(out);
      return;
    }
    if (out.state.phase !== 'night-zero' && out.endIfWon()) return;
    if (livingSeats(out.state).length === 3 && !out.state.endgame) out.emit({ type: 'endgame-began' });
  },
});
