import * as v from 'valibot';
import type { SeasonRow } from '../ratings/index.ts';
import { IdSchema } from './schemas.ts';

// Issue 16 "Season points by place for a series of tournaments": the season is computed from the organiser's
// selection each time (nothing stored): the tournaments chosen and the points each place earns.

/** The most tournaments one season counts. */
export const SEASON_MAX_TOURNAMENTS = 100;

/** The most places a points table lists (places past its end earn 0). */
export const SEASON_MAX_PLACES = 200;

/**
 * `season.table`: the finished tournaments of the season, in the order the table shows them, and the points of
 * each place (1st first). That a lower place never earns more, and that each tournament is finished, the
 * station checks (`season.*` refusals).
 */
export const SeasonRequestSchema = v.strictObject({
  tournamentIds: v.pipe(
    v.array(IdSchema),
    v.minLength(1, 'choose at least one tournament'),
    v.maxLength(SEASON_MAX_TOURNAMENTS),
  ),
  placePoints: v.pipe(
    v.array(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000))),
    v.minLength(1, 'give the points of at least the first place'),
    v.maxLength(SEASON_MAX_PLACES),
  ),
});

/** A finished tournament a season may count (`season.tournaments`). */
export interface SeasonCandidate {
  tournamentId: string;
  name: string;
  startsOn: string;
  endsOn: string;
  rulesetId: string;
  /** Players who played at least one game. */
  players: number;
}

/** `season.table`'s answer: the tournaments counted (in the request's order), the points table, the rows. */
export interface SeasonTable {
  tournaments: { tournamentId: string; name: string; startsOn: string; endsOn: string }[];
  placePoints: number[];
  rows: SeasonRow[];
}
