import { moderatorSeat, type ModeratorConsoleFields } from '../../views/console-fields.ts';
import { freeSeats, missionsEnded } from './queries.ts';
import { publicBody, type CopagPublicView } from './public-view.ts';
import { KNOWN_MISSIONS, MISSIONS_BEFORE_CONSIGLIERE, objectiveCounts } from './setup.ts';
import type { CopagOptions, GameState, MissionCard, ObjectiveSeen, Outcome, Seat } from './types.ts';

/**
 * What the operator of a copag-mafia game sees. The operator is one of the players (there is no
 * moderator), so this is the table's public body plus what running the station needs — and never an
 * objective (RULES.md §5): objectives are only on each player's own card and in the result.
 */
export interface CopagModeratorBody
  extends Omit<CopagPublicView, 'gameId'>, ModeratorConsoleFields<CopagPublicView['phase']> {
  options: CopagOptions;
  /** How the game ended (the winning side), null while it runs: the console's game-over cue, as in every ruleset. */
  outcome: Outcome | null;
  /** The table's objective cards by count (public: the rulebook's table). */
  objectiveCounts: { mafioso: number; police: number };
  /** The mission cards the console offers when one is opened (any other is typed in). */
  knownMissions: MissionCard[];
  /** The characters on no mission: a mission opened now recruits among them. */
  free: Seat[];
  /** Whether a Consigliere may be played (2 missions ended). */
  consigliereAllowed: boolean;
  /** Who looked at whose objective with a Consigliere (the card is played openly); never what he saw. */
  looks: ObjectiveSeen[];
}

/** The operator's body of a copag-mafia game's view: the public body and the station's helpers, field by field. */
export function moderatorBody(state: GameState): CopagModeratorBody {
  const body = publicBody(state);
  return {
    ...body,
    // The console's seats carry only what the table sees: a revealed police officer, every objective at the end.
    // Nobody leaves a Copag table: every seat is in, with no remarks (moderatorSeat, as every ruleset's seats).
    seats: body.players.map((p) => moderatorSeat({ seat: p.seat, name: p.name, role: p.role, alive: true }, null)),
    ballot: null,
    options: { ...state.options },
    outcome: state.outcome ? { ...state.outcome } : null,
    objectiveCounts: objectiveCounts(state.players.length),
    knownMissions: KNOWN_MISSIONS.map((m) => ({ ...m })),
    free: freeSeats(state),
    consigliereAllowed: missionsEnded(state) >= MISSIONS_BEFORE_CONSIGLIERE,
    looks: state.seen.map((s) => ({ viewer: s.viewer, target: s.target })),
  };
}
