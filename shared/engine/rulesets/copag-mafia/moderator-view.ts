import { moderatorSeat, type ModeratorConsoleFields } from '../console-fields.ts';
import { nameKey } from '../../names.ts';
import { freeSeats, missionsEnded, openMissionNamed } from './queries.ts';
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
  /**
   * The mission cards the console offers when one is opened (any other is typed in): the rulebook's named ones and
   * those entered earlier in this game, each once, less any open now (a card is on the table once).
   */
  knownMissions: MissionCard[];
  /** The characters on no mission: a mission opened now recruits among them. */
  free: Seat[];
  /** Whether a Consigliere may be played (2 missions ended). */
  consigliereAllowed: boolean;
  /** Who looked at whose objective with a Consigliere (the card is played openly); never what he saw. */
  looks: ObjectiveSeen[];
}

/** The named mission cards and those of this game's ended or aborted missions, each once, that are not open now. */
function missionsOffTable(state: GameState): MissionCard[] {
  const offered: MissionCard[] = [];
  const seen = new Set<string>();
  for (const card of [...KNOWN_MISSIONS, ...state.history.map((h) => h.card)]) {
    const key = nameKey(card.name);
    if (seen.has(key) || openMissionNamed(state, card.name) !== null) continue;
    seen.add(key);
    offered.push({ ...card });
  }
  return offered;
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
    knownMissions: missionsOffTable(state),
    free: freeSeats(state),
    consigliereAllowed: missionsEnded(state) >= MISSIONS_BEFORE_CONSIGLIERE,
    looks: state.seen.map((s) => ({ viewer: s.viewer, target: s.target })),
  };
}
