import * as v from 'valibot';
import { IdSchema } from './schemas.ts';

// The projector's tournament screen (issue 16), between games: the next round's seating, then the live
// standings. Built by the station field by field from what the room may see (names, seats, tables, points).

/** `tournament.screen`: which tournament the projector shows between games and what of it, or none (null). */
export const TournamentScreenRequestSchema = v.strictObject({
  tournamentId: v.nullable(IdSchema),
  show: v.picklist(['seating', 'standings']),
});

/** The inferred type of the request. */
export type TournamentScreenRequest = v.InferOutput<typeof TournamentScreenRequestSchema>;

/** One table of the round shown: its judge (when there are judges) and its players by seat. */
export interface TournamentScreenTable {
  table: number;
  judge: string | null;
  players: { seat: number; name: string }[];
}

/** What the projector draws of a tournament: public only (no ids, no roles, no notes). */
export interface TournamentScreen {
  name: string;
  show: 'seating' | 'standings';
  /** The first round with a game not yet started (null when every game has started), with its tables. */
  round: number | null;
  tables: TournamentScreenTable[];
  /** The standings as the public sees them, best first. */
  standings: { rank: number; name: string; total: number; games: number }[];
  gamesFinished: number;
  gamesTotal: number;
}
