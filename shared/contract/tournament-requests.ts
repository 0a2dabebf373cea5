import * as v from 'valibot';
import { RULESET_IDS, type RulesetId } from '../engine/rulesets/index.ts';
import { TIE_BREAKS } from '../tournament/scoring/config.ts';
import { PlayerIdSchema } from './archive-requests.ts';
import { CalendarDaySchema } from '../input-checks/calendar-day.ts';
import { IdSchema } from './schemas.ts';

// The tournament requests. Shapes are checked here; ranges of the scoring and what a seating can meet
// are checked by shared/tournament (scoring.* and seating.* rule errors), so the messages match its rules.

const finite = v.pipe(v.number(), v.finite());
const pointsTable = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), finite),
  v.check((t) => Object.keys(t).length <= 32, 'at most 32 entries'),
);
const tieBreak = v.picklist(TIE_BREAKS);
const round = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100));

/** A scoring config (shared/tournament ScoringConfig); its ranges are checked by validateScoringConfig. */
export const ScoringConfigSchema = v.strictObject({
  mode: v.picklist(['points', 'davidoff-1987']),
  winPoints: pointsTable,
  roleBonus: pointsTable,
  bestMove: v.strictObject({ twoRight: finite, threeRight: finite }),
  extra: v.strictObject({ min: finite, max: finite }),
  penalties: v.strictObject({ remark: finite, removal: finite }),
  tieBreaks: v.pipe(v.array(tieBreak), v.maxLength(9)),
  basedOn: v.optional(
    v.strictObject({
      id: v.pipe(v.string(), v.maxLength(64)),
      version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
    }),
  ),
  lossPoints: v.optional(pointsTable),
  roleLoss: v.optional(pointsTable),
  bestMoveRules: v.optional(v.strictObject({ redOnly: v.boolean(), firstNightOnly: v.boolean() })),
  autoBonus: v.optional(v.strictObject({ points: finite, unlessWorstMove: v.boolean() })),
  technicalDefeat: v.optional(finite),
  compensation: v.optional(v.strictObject({ formula: v.picklist(['fiim-ci']), points: finite, share: finite })),
  roundWeights: v.optional(pointsTable),
  finalFromRound: v.optional(round),
  ranking: v.optional(v.picklist(['total', 'per-game'])),
  hideUntilRound: v.optional(round),
});

/** The shipped presets a request may name (shared/tournament's SCORING_PRESETS keys). */
export const SCORING_PRESET_KEYS = [
  'preset-1987',
  'preset-sports',
  'club-evening-v1',
  'fiim-v1',
  'fiim-v2',
  'fiim-v3',
  'fiim-v4',
  'fiim-v5',
  'fiim-v6',
  'fiim-v7',
  'win-loss-v1',
] as const;

/**
 * `tournament.create`: name, dates, ruleset and its options (as game.create takes them), the scoring (a
 * preset or a config), the participants by name (an identity is found or created for each), rounds and tables.
 */
export const TournamentCreateSchema = v.pipe(
  v.strictObject({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(200)),
    startsOn: CalendarDaySchema,
    endsOn: CalendarDaySchema,
    rulesetId: v.picklist(RULESET_IDS as [RulesetId, ...RulesetId[]]),
    options: v.optional(v.record(v.string(), v.unknown())),
    scoring: v.union([v.picklist(SCORING_PRESET_KEYS), ScoringConfigSchema]),
    players: v.pipe(v.array(v.pipe(v.string(), v.maxLength(400))), v.minLength(1), v.maxLength(1600)),
    rounds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
    tables: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)),
  }),
  v.check((t) => t.startsOn <= t.endsOn, 'the tournament must not end before it starts'),
);

/** Names one tournament. */
export const TournamentRefSchema = v.strictObject({ tournamentId: IdSchema });

/**
 * `tournament.standings`: the judges' full standings, or the public ones (extras and best moves left out
 * while the scoring hides them, issue 16).
 */
export const TournamentStandingsSchema = v.strictObject({
  tournamentId: IdSchema,
  view: v.optional(v.picklist(['full', 'public'])),
});

/**
 * `tournament.reseat` (issue 16): players withdraw; the rounds not yet started are seated again without them
 * (and without anyone who withdrew before), the rounds with a started game kept as they were.
 */
export const TournamentReseatSchema = v.strictObject({
  tournamentId: IdSchema,
  withdrawn: v.pipe(v.array(PlayerIdSchema), v.minLength(1), v.maxLength(1600)),
});

/** `tournament.start-game`: creates the game of one round's table with its seating. */
export const TournamentStartGameSchema = v.strictObject({
  tournamentId: IdSchema,
  round: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  table: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)),
});

/** `tournament.award`: extra points (within the scoring's bounds) with a reason, for a game the player sat in (default: his latest). */
export const TournamentAwardSchema = v.strictObject({
  tournamentId: IdSchema,
  playerId: PlayerIdSchema,
  points: v.pipe(v.number(), v.finite()),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'a reason is required'), v.maxLength(500)),
  gameId: v.optional(IdSchema),
});

/** `tournament.best-move`: the first player killed at night names up to three suspects (replaces an earlier entry). */
export const TournamentBestMoveSchema = v.strictObject({
  tournamentId: IdSchema,
  gameId: IdSchema,
  playerId: PlayerIdSchema,
  suspects: v.pipe(v.array(PlayerIdSchema), v.maxLength(3)),
});

const JudgeName = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(200));

/**
 * `tournament.constraints` (issue 16): replaces the seating's hard constraints — pairs never at one table, the
 * judges in the order they take the tables and whom each may not judge, the rounds a player misses. The station
 * checks them against the participants and the rounds; the seating (and every re-seat) reads them.
 */
export const TournamentConstraintsSchema = v.strictObject({
  tournamentId: IdSchema,
  separate: v.pipe(v.array(v.tuple([PlayerIdSchema, PlayerIdSchema])), v.maxLength(1600)),
  judges: v.pipe(v.array(JudgeName), v.maxLength(200)),
  judgeConflicts: v.pipe(
    v.array(v.strictObject({ judge: JudgeName, playerIds: v.pipe(v.array(PlayerIdSchema), v.maxLength(1600)) })),
    v.maxLength(200),
  ),
  absences: v.pipe(
    v.array(v.strictObject({ playerId: PlayerIdSchema, rounds: v.pipe(v.array(round), v.maxLength(100)) })),
    v.maxLength(1600),
  ),
});

/**
 * `tournament.enter-late` (issue 16): a participant added during the day, absent from the rounds already started;
 * the rounds not yet started are seated again with him, as `tournament.reseat` does.
 */
export const TournamentEnterLateSchema = v.strictObject({
  tournamentId: IdSchema,
  name: v.pipe(v.string(), v.maxLength(400)),
});

const Seat = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)));

/**
 * `tournament.verdict` (issue 16, FIIM v5+): a finished game's worst move (a seat: no auto-bonus), a surrender
 * (a seat: penalised like a removal) and a team's technical defeat; null clears one. Replaces an earlier entry.
 */
export const TournamentVerdictSchema = v.strictObject({
  tournamentId: IdSchema,
  gameId: IdSchema,
  worstMoveSeat: Seat,
  surrenderSeat: Seat,
  technicalDefeat: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});

/** The inferred types of the schemas above. */
export type TournamentCreateRequest = v.InferOutput<typeof TournamentCreateSchema>;
export type TournamentReseatRequest = v.InferOutput<typeof TournamentReseatSchema>;
export type TournamentStartGameRequest = v.InferOutput<typeof TournamentStartGameSchema>;
export type TournamentAwardRequest = v.InferOutput<typeof TournamentAwardSchema>;
export type TournamentBestMoveRequest = v.InferOutput<typeof TournamentBestMoveSchema>;
export type TournamentConstraintsRequest = v.InferOutput<typeof TournamentConstraintsSchema>;
export type TournamentEnterLateRequest = v.InferOutput<typeof TournamentEnterLateSchema>;
export type TournamentVerdictRequest = v.InferOutput<typeof TournamentVerdictSchema>;
