import type { Seat } from '../../core.ts';
import { ballotFrom, moderatorSeat, type ModeratorConsoleFields } from '../console-fields.ts';
import { ballotOf } from './ballot.ts';
import { dayMajority, entitledVoters, livingMafia, livingSeats, sideOf, winsWith } from './queries.ts';
import { evaluateName, tonightsThreshold, type NameVerdict } from './reading.ts';
import type { GameState, PlayerState, Team } from './types.ts';

/** Everything the moderator sees: the whole state, with the arithmetic of the votes worked out. */
export interface MensaHungariqaModeratorBody
  extends Omit<GameState, 'players'>, ModeratorConsoleFields<GameState['phase']> {
  players: (PlayerState & { side: Team | null; winsWith: Team | null })[];
  living: number;
  livingMafia: Seat[];
  /** Hands needed by day: a strict majority of the living. */
  dayMajority: number;
  /** The mafia's threshold at night with the living mafiosi. */
  threshold: number;
  /** During the reading: the name being read and what its hands do so far. */
  reading: { seat: Seat; position: number; count: number; verdict: NameVerdict } | null;
}

/** The moderator's body of the view: the state as it is, plus worked-out numbers. */
export function moderatorBody(state: GameState): MensaHungariqaModeratorBody {
  const night = state.night;
  const seat = night && night.stage === 'reading' ? night.order[night.index] : undefined;
  const majority = dayMajority(state);
  return {
    ...state,
    players: state.players.map((p) => ({
      ...p,
      side: p.role === null ? null : sideOf(p.role),
      winsWith: p.role === null ? null : winsWith(p.role),
    })),
    seats: state.players.map((p) => moderatorSeat(p, p.death, p.second)),
    living: livingSeats(state).length,
    livingMafia: livingMafia(state),
    dayMajority: majority,
    // RULES.md §3: a strict majority of those entitled carries the support and the execution vote.
    ballot: ballotFrom(state.players, ballotOf(state), entitledVoters(state).length, {
      kind: 'hands',
      needed: majority,
    }),
    threshold: tonightsThreshold(state),
    reading:
      night && seat !== undefined
        ? { seat, position: night.index + 1, count: night.order.length, verdict: evaluateName(state, night, seat) }
        : null,
  };
}
