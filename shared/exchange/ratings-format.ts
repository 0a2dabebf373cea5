import * as v from 'valibot';
import { MAX_NOTE_LENGTH, REMOVAL_REASONS } from '../engine/rulesets/discipline.ts';
import { JUDGES_REMOVALS, RATINGS_MAX_WARNINGS } from './types.ts';

/**
 * MafiaRatings' own game JSON, as its current code reads and writes it (szotin/mafiaratings, read for
 * understanding at commit 0ab7207 of 2026-08-03; nothing copied): `include/game.php` (GAME_CURRENT_VERSION
 * "1.3", `check()` and its `check_*` rules, `api_help()` which documents each field) and the game client
 * `js/src/game.js` (what it writes). docs/game.js's older variants (a death as a bare round or string, a
 * warnings count) are not written. Field by field, with where each rule comes from:
 *
 * - `version` "1.3" (game.php GAME_CURRENT_VERSION; game.js `version`, which must match it).
 * - `features`: letters naming what the record holds (game.php feature_flags_help / leters_to_feature_flags):
 *   we hold g (don checks), s (sheriff checks), d u t c (death, its round, type and time), l (legacy), h
 *   (shooting), v (voting), k (the kill-all vote inside voting), n (nominating), w r (warnings with times).
 * - `startTime`, `endTime`: Unix seconds, as game.js writes them (`Math.round(Date/1000)`); game.php's
 *   setup_event also takes a date string. `tableNum`, `gameNum`: the game's table and its number at that
 *   table (game.php create()); the station writes its tournament round as the number (one game a round).
 * - `winner`: "civ", "maf" or "tie" (api_help; create() refuses anything else).
 * - `players`: exactly ten, the index is the player's number minus one (check(): "must be an array of size
 *   10"); six "civ" (the role may be left out: api_help "use civ"), one "sheriff", two "maf", one "don"
 *   (check_game_result throws otherwise).
 * - Rounds count from 0: round N is night N then day N; night 0 is the mafia's arrangement, day 0 the first
 *   day (api_help's description). A `gametime` (add_time_help, check_gametime): `round` ≥ 0 and `time`, one
 *   of GAMETIME_*; "speaking" and "day kill speaking" need `speaker` (1–10); "voting" and "voting kill all"
 *   need `votingRound` (0 the first vote, 1 the re-vote after a split…), and "voting" may name the `nominee`
 *   voted on or the `speaker` of a split's speech; `order` ranks events of one moment (game.js).
 * - `death` {round, type, time?} (api_help "death"; check_deaths): type "day", "night", "warnings",
 *   "techFouls", "kickOut", "teamKickOut" (kicked out "and their team lost because of that") or "giveUp";
 *   `time` (a gametime) is required for the last three and not written for the others (game.js writes it
 *   only for them); nobody is shot in night 0.
 * - `warnings`: up to four gametimes (check_warnings; game.js pushes a copy of the game's time).
 * - `don`, `sheriff`: the round of the night he was checked (api_help; game.js sets one number).
 * - `nominating`: per round from 0, the number he nominated or null (api_help, check_nominations).
 * - `voting`: per round from 0, null, the number he voted for, or an array by voting round — numbers, then
 *   a boolean "yes, kill all" (api_help's `[5,5,true]`; game.js gameVoteToKillAll).
 * - `shooting`: black only, per night from night 1 (index 0), the number shot or null (api_help, check_shooting).
 * - `legacy`: the numbers a first-night victim named, up to three (api_help; game.js keeps three);
 *   only a player killed at night in round ≤ 1 (check_game_result).
 * - `bonus`: points, or "bestPlayer" / "bestMove" / "worstMove", or an array of these; `comment`: the
 *   moderator's free text on the player, required with a bonus (game.js gameSetBonus).
 * Unknown fields: game.php decodes the JSON into objects, reads only the fields above and stores the rest as
 * it came (Game::update → to_json), so the station's own facts travel in a `station` field of the game and of
 * a player (StationGameSchema, {@link StationPlayerFacts}).
 */
export const RATINGS_GAME_VERSION = '1.3';

/** The feature letters of what a station record holds (see the list above). */
export const RATINGS_FEATURES = 'gsdutclhvknwr';

/** MafiaRatings' `time` values of a gametime (game.php GAMETIME_*), in its order within a round. */
export const RATINGS_TIMES = [
  'start',
  'arrangement',
  'relaxed sitting',
  'night start',
  'shooting',
  'don',
  'sheriff',
  'night end',
  'day start',
  'night kill speaking',
  'speaking',
  'voting start',
  'voting',
  'voting kill all',
  'day kill speaking',
  'end',
] as const;

/** A moment of a MafiaRatings game (its "gametime"). */
export type RatingsTime = v.InferOutput<typeof RatingsTimeSchema>;

/** A game as MafiaRatings' format holds it (with the station's facts in `station` fields). */
export type RatingsGame = v.InferOutput<typeof RatingsGameSchema>;

/** One seat of a MafiaRatings game. */
export type RatingsPlayer = v.InferOutput<typeof RatingsPlayerSchema>;

/** The station's facts on a player that MafiaRatings has no field for. */
export type StationPlayerFacts = v.InferOutput<typeof StationPlayerSchema>;

const Num = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16));
const Round = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const Text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** check_gametime: round, time, and the speaker or voting round a time needs. */
export const RatingsTimeSchema = v.pipe(
  v.looseObject({
    round: Round,
    time: v.picklist(RATINGS_TIMES),
    speaker: v.optional(Num),
    votingRound: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10))),
    nominee: v.optional(Num),
    order: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  v.check(
    (t) => !['speaking', 'day kill speaking'].includes(t.time) || t.speaker !== undefined,
    'a speech needs its speaker',
  ),
  v.check(
    (t) => !['voting', 'voting kill all'].includes(t.time) || t.votingRound !== undefined,
    'a vote needs its votingRound',
  ),
);

/** A station moment (round, part of the round, floor) where MafiaRatings' gametime cannot say it exactly. */
const StationTimeSchema = v.strictObject({
  round: Round,
  time: v.picklist(['morning', 'discussion', 'voting', 'revote', 'all-leave', 'defence', 'last-words', 'night']),
  at: v.optional(Num),
  /** A remark's place among what was said at its moment (types.ts MrWarning), where the rebuild needs it. */
  order: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
});

const StationPlayerSchema = v.strictObject({
  /** The archive's player id (MafiaRatings' `id` is its own user id, which the station does not know). */
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** A removal's reason (City Mafia's list) and the moderator's note. */
  reason: v.optional(v.picklist(REMOVAL_REASONS)),
  note: v.optional(Text(MAX_NOTE_LENGTH)),
  /** A surrender that was not his removal (a removal on surrender is MafiaRatings' "giveUp"). */
  surrendered: v.optional(v.literal(true)),
  /** The judge's extra points one by one (MafiaRatings' `bonus` holds their sum, `comment` their reasons). */
  extras: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          points: v.pipe(v.number(), v.finite(), v.minValue(-100), v.maxValue(100)),
          reason: Text(500),
        }),
      ),
      v.maxLength(20),
    ),
  ),
  /** Every night the don / sheriff checked him, where more than one (MafiaRatings keeps one). */
  don: v.optional(v.pipe(v.array(Round), v.minLength(2), v.maxLength(100))),
  sheriff: v.optional(v.pipe(v.array(Round), v.minLength(2), v.maxLength(100))),
  /** The station's exact moment of his death and warnings, where the gametime does not give it back. */
  death: v.optional(StationTimeSchema),
  warnings: v.optional(v.pipe(v.array(v.nullable(StationTimeSchema)), v.maxLength(RATINGS_MAX_WARNINGS))),
  /** Remarks after the fourth (RULES.md §4: the fifth of a round removes; MafiaRatings keeps four warnings). */
  moreWarnings: v.optional(v.pipe(v.array(StationTimeSchema), v.minLength(1), v.maxLength(20))),
});

const DEATH_TYPES = ['day', 'night', 'warnings', 'techFouls', 'kickOut', 'teamKickOut', 'giveUp'] as const;
const BONUS_TITLES = ['bestPlayer', 'bestMove', 'worstMove'] as const;
const Bonus = v.union([v.pipe(v.number(), v.finite(), v.minValue(-100), v.maxValue(100)), v.picklist(BONUS_TITLES)]);

/** One seat, as api_help and the check_* rules describe it. */
export const RatingsPlayerSchema = v.looseObject({
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  name: Text(80),
  role: v.optional(v.picklist(['civ', 'sheriff', 'maf', 'don'])),
  death: v.optional(
    v.pipe(
      v.looseObject({ round: Round, type: v.picklist(DEATH_TYPES), time: v.optional(RatingsTimeSchema) }),
      v.check((d) => !JUDGES_REMOVALS.includes(d.type) || d.time !== undefined, 'this death needs its time'),
      v.check((d) => d.type !== 'night' || d.round > 0, 'nobody is shot in night 0'),
    ),
  ),
  warnings: v.optional(v.pipe(v.array(RatingsTimeSchema), v.maxLength(RATINGS_MAX_WARNINGS))),
  don: v.optional(Round),
  sheriff: v.optional(Round),
  nominating: v.optional(v.pipe(v.array(v.nullable(Num)), v.maxLength(100))),
  voting: v.optional(
    v.pipe(
      v.array(v.nullable(v.union([Num, v.pipe(v.array(v.nullable(v.union([Num, v.boolean()]))), v.maxLength(10))]))),
      v.maxLength(100),
    ),
  ),
  shooting: v.optional(v.pipe(v.array(v.nullable(Num)), v.maxLength(100))),
  legacy: v.optional(v.pipe(v.array(Num), v.maxLength(3))),
  bonus: v.optional(v.union([Bonus, v.pipe(v.array(Bonus), v.maxLength(3))])),
  comment: v.optional(Text(2000)),
  station: v.optional(StationPlayerSchema),
});

const StationGameSchema = v.strictObject({
  /** The station's game id, its exact start and end (MafiaRatings' times are whole seconds). */
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, _ or -')),
  startTime: v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 time')),
  endTime: v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 time')),
  /** The side given a technical defeat where the judge removed none of its players (else its "teamKickOut"). */
  technicalDefeat: v.optional(v.picklist(['civ', 'maf'])),
});

const Seconds = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A game in MafiaRatings' format as the station reads it: every field's shape as above, and the station's
 * readings beside them. The seat count is left to {@link ratingsProblems}: the station writes its tables of
 * 6–16 seats in this shape, and says which ones MafiaRatings would refuse.
 */
export const RatingsGameSchema = v.looseObject({
  id: v.optional(v.union([v.pipe(v.number(), v.integer()), v.string()])),
  version: v.optional(v.string()),
  features: v.optional(v.string()),
  startTime: v.union([Seconds, v.string()]),
  endTime: v.union([Seconds, v.string()]),
  tableNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  gameNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  winner: v.picklist(['civ', 'maf']),
  players: v.pipe(v.array(RatingsPlayerSchema), v.minLength(6), v.maxLength(16)),
  station: v.optional(StationGameSchema),
});

/**
 * What MafiaRatings' check() would refuse or "fix" in a game of this shape, as short English lines (a test's
 * and a developer's reading, not the organiser's): ten players of six civilians, a sheriff, two mafiosi and a
 * don (check, check_game_result), shots by black only (check_shooting), a legacy only from a player killed at
 * night by round 1 (check_game_result), the time a removal needs (check_deaths). Empty for a clean game.
 */
export function ratingsProblems(game: RatingsGame): string[] {
  const problems: string[] = [];
  if (game.players.length !== 10) problems.push(`${game.players.length} players, not 10`);
  const count = (role: string) => game.players.filter((p) => (p.role ?? 'civ') === role).length;
  const roles = `${count('civ')}/${count('sheriff')}/${count('maf')}/${count('don')}`;
  if (roles !== '6/1/2/1') problems.push(`roles civ/sheriff/maf/don ${roles}, not 6/1/2/1`);
  for (const [i, p] of game.players.entries()) {
    const black = p.role === 'maf' || p.role === 'don';
    if (p.shooting && !black) problems.push(`player ${i + 1} is red and shoots`);
    if (p.legacy && (p.death?.type !== 'night' || p.death.round > 1))
      problems.push(`player ${i + 1} leaves a legacy without a first-night death`);
    if (p.death && JUDGES_REMOVALS.includes(p.death.type) && !p.death.time)
      problems.push(`player ${i + 1}'s ${p.death.type} has no time`);
  }
  return problems;
}
