import type { Result, Seat } from '../core.ts';
import type { Emitter } from '../emitter.ts';
import { fail, ok } from '../result.ts';
import {
  hasDiscipline,
  readRemoval,
  REMARKS_TO_REMOVAL,
  removalRefused,
  type DisciplineFields,
  type RemarkGiven,
  type RemovalReason,
} from './discipline.ts';

/** A game whose options may turn remarks and removals on, and whose players count their remarks. */
interface DisciplinedGame {
  phase: string;
  options: { discipline?: boolean };
  players: readonly DisciplineFields[];
}

/** What a ruleset tells the shared remark and removal commands: its id, its emitter and how a player leaves. */
export interface DisciplineRules<S, E> {
  /** The ruleset's id: the prefix of its rule errors. */
  id: string;
  /** A new emitter for one command. */
  emitterFor(state: S): Emitter<S, E | RemarkGiven>;
  /** Whether a value is the seat of a living player. */
  isLiving(state: S, seat: unknown): seat is Seat;
  /** The player leaves at once, without a last word: the ruleset's removal event, then its rule of the end. */
  removeFrom(out: Emitter<S, E | RemarkGiven>, seat: Seat, reason: RemovalReason, note: string | null): void;
}

/**
 * The `remark` and `remove` handlers of a ruleset's command table (the `discipline` option of davidoff-1987,
 * french-deck and mensa-hungariqa; RULES.md §4 "Remarks" and "Removal", with city-mafia's thresholds), refused
 * alike in each under the ruleset's own codes. A remark is given aloud in the day phase; the count is of the
 * day: 3 silence the player the next day, 4 also take his accusation and his vote (applied at night fall), the
 * 5th removes him at once. A removal may come at any time after the deal, with a listed reason and a note.
 */
export function disciplineCommands<S extends DisciplinedGame, E extends { type: string }>(
  rules: DisciplineRules<S, E>,
) {
  const R = rules.id;
  return {
    remark(state: S, command: { seat: unknown }): Result<(E | RemarkGiven)[]> {
      const seat = command.seat;
      if (!hasDiscipline(state)) return fail(`${R}.discipline-off`);
      if (state.phase !== 'day') return fail(`${R}.wrong-phase`, { command: 'remark', phase: state.phase });
      if (!rules.isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
      const out = rules.emitterFor(state);
      out.emit({ type: 'remark-given', seat });
      if ((out.state.players[seat - 1]!.remarks ?? 0) >= REMARKS_TO_REMOVAL)
        rules.removeFrom(out, seat, 'remarks', null);
      return ok(out.events);
    },
    remove(state: S, command: { seat: unknown; reason: unknown; note?: unknown }): Result<(E | RemarkGiven)[]> {
      const seat = command.seat;
      if (!hasDiscipline(state)) return fail(`${R}.discipline-off`);
      if (state.phase === 'setup') return fail(`${R}.wrong-phase`, { command: 'remove', phase: state.phase });
      if (!rules.isLiving(state, seat)) return fail(`${R}.player-must-be-living`, { seat: String(seat) });
      const removal = readRemoval(command.reason, command.note);
      if (!removal.ok) return removalRefused(R, removal.rule);
      const out = rules.emitterFor(state);
      rules.removeFrom(out, seat, removal.reason, removal.note);
      return ok(out.events);
    },
  };
}
