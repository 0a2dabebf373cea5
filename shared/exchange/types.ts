import type { RemovalReason } from '../engine/rulesets/discipline.ts';

/**
 * The station's reading of a MafiaRatings game (issue 16 "Paperwork and exchange"): what the export builds from
 * a game's log (export-game.ts), the import replays (rebuild.ts) and the paper protocol draws. It is what the
 * file held in version 1 (still read: files people have). It is not MafiaRatings' own format, which differs in
 * rounds (from 0), times (objects), votes, bonus and more: since version 2 the file holds that format
 * (ratings-format.ts, its rules as include/game.php states them), converted both ways by ratings-game.ts.
 * Version 1 of the file, field by field:
 *
 * ```json
 * {
 *   "format": "mafiaratings/games", "version": 1,
 *   "tournament": { "name": "…", "startsOn": "2026-11-21", "endsOn": "2026-11-22", "rounds": 6, "tables": 2,
 *                   "options": { … }, "scoring": { … } },        // optional: a tournament's settings
 *   "games": [{
 *     "id": "…", "startTime": "ISO", "endTime": "ISO", "winner": "civ" | "maf",  // a technical defeat's: the other side
 *     "round": 1, "table": 1,                                       // the tournament's round and table
 *     "players": [{                                                 // seat 1 first
 *       "id": 12, "name": "Anna", "role": "civ" | "sheriff" | "maf" | "don",
 *       "death": { "round": 1, "type": "night" | "day" | "warnings" | "kickOut" | "giveUp" | "teamKickOut",
 *                  "time": "night",
 *                  "reason": "peeking", "note": "…" },              // ours: a removal's reason and note
 *       "warnings": [{ "round": 1, "time": "discussion", "at": 4 }],
 *       "don": 2, "sheriff": 1,                                     // the night the don / sheriff checked him
 *       "nominating": [3, null],                                    // [day − 1]: the seat he nominated
 *       "voting": [{ "main": 3 }, { "main": 5, "revote": 5, "allLeave": true }],   // [day − 1]
 *       "shooting": [4, 7],                                         // black only, [night − 1]: the mafia's shot
 *       "legacy": [2, 5, 9],                                        // his best move: the seats he named (0–3)
 *       "bonus": [{ "points": 0.5, "reason": "…" }, "worstMove"],  // a judge's extra points; the worst move
 *       "surrendered": true                                         // ours: a surrender without a removal
 *     }],
 *     "technicalDefeat": "maf"                                      // ours: a technical defeat with no removal
 *   }]
 * }
 * ```
 *
 * The judges' verdicts (FIIM v5+) take MafiaRatings' own names where it has them: the worst move is the token
 * `"worstMove"` in the player's `bonus` (MafiaRatings' "no auto-bonus"), and a surrender is the death type
 * `"giveUp"` of a player who left the game by removal, and a team's technical defeat is MafiaRatings' own record of
 * one: the game's `winner` is the other side, and the defeated side's player the judge removed last leaves by
 * `"teamKickOut"` ("kicked out … and their team lost because of that"). Two are our extensions, as MafiaRatings has
 * no field for them: `"surrendered": true` on a player whose surrender was not his removal from the game, and the
 * game's `"technicalDefeat"`, the side ("civ" or "maf") defeated where the judge removed none of its players (a
 * verdict given after the game: MafiaRatings has no player to mark then).
 *
 * Rounds are the station's: day N and the night after it are round N (RULES.md §4). A `time` is the part of
 * the round in which it happened: morning, discussion, voting (the main vote), revote, all-leave, defence,
 * last-words or night; `at` (ours) the
 * seat that had the floor then, the candidate being voted on, or at night the moment of the
 * night's script (2·step + 1, counting steps from 0; one more once a check is answered). A check repeated on later nights is a list
 * of nights (`"sheriff": [1, 3]`). Absent fields
 * mean none (no death, no warning, no check…). Every game has only civilians, the sheriff, mafia and the don.
 */

/** A MafiaRatings role. */
export type MrRole = 'civ' | 'sheriff' | 'maf' | 'don';

/**
 * How a player left: killed at night, voted out by day, removed for four warnings, removed by the judge, removed
 * on giving up (a removal the judge's verdict calls a surrender), or removed with his team's technical defeat.
 */
export type MrDeathType = 'night' | 'day' | 'warnings' | 'kickOut' | 'giveUp' | 'teamKickOut';

/**
 * The deaths that are the judge's removal of a player (a kick-out, a surrender, his team's technical defeat): the
 * ones MafiaRatings writes with their time (include/game.php check_deaths), and the station replays as a removal.
 */
export const JUDGES_REMOVALS: readonly string[] = ['kickOut', 'teamKickOut', 'giveUp'] satisfies MrDeathType[];

/** The warnings MafiaRatings keeps of a player (include/game.php check_warnings: the fourth removes him there). */
export const RATINGS_MAX_WARNINGS = 4;

/**
 * How and when a player left. `reason` and `note` are ours, on a removal by the judge (`kickOut`, `giveUp`,
 * `teamKickOut`): the
 * station's reason (City Mafia's list) and the moderator's note, which MafiaRatings has no field for.
 */
export interface MrDeath {
  round: number;
  type: MrDeathType;
  time: MrTime;
  at?: number;
  reason?: RemovalReason;
  note?: string;
}

/** The part of a round in which something happened (the station's phases). */
export type MrTime = 'morning' | 'discussion' | 'voting' | 'revote' | 'all-leave' | 'defence' | 'last-words' | 'night';

/** A player's votes of one day: the main vote, the re-vote among the tied, and "all leave" (true: for). */
export interface MrDayVotes {
  main?: number;
  revote?: number;
  allLeave?: boolean;
}

/** One seat of a game. */
export interface MrPlayer {
  /** The archive's player id, where the game comes from an archive. */
  id?: number;
  name: string;
  role: MrRole;
  death?: MrDeath;
  warnings?: MrWarning[];
  /** The night the don checked him (a list when checked more than once). */
  don?: number | number[];
  /** The night the sheriff checked him (a list when checked more than once). */
  sheriff?: number | number[];
  nominating?: (number | null)[];
  voting?: (MrDayVotes | null)[];
  shooting?: (number | null)[];
  legacy?: number[];
  /** A judge's extra points, and `"worstMove"` where the judge gave him the worst move (no auto-bonus). */
  bonus?: (MrBonus | typeof WORST_MOVE)[];
  /** Ours: he surrendered without being removed from the game by it (a removal on giving up is a `giveUp` death). */
  surrendered?: true;
}

/** A judge's extra points for a player in a game. */
export interface MrBonus {
  points: number;
  reason: string;
}

/** MafiaRatings' token, in a player's `bonus`, for the worst move (the judge took his auto-bonus away). */
export const WORST_MOVE = 'worstMove' as const;

/** One game. */
export interface MrGame {
  id: string;
  startTime: string;
  endTime: string;
  winner: 'civ' | 'maf';
  round?: number;
  table?: number;
  players: MrPlayer[];
  /** Ours: the side the judge gave a technical defeat, where none of its players was removed (else `teamKickOut`). */
  technicalDefeat?: 'civ' | 'maf';
}

/** A tournament's settings, where the file holds a tournament's games. */
export interface MrTournament {
  name: string;
  startsOn: string;
  endsOn: string;
  rounds: number;
  tables: number;
  options: Record<string, unknown>;
  scoring: Record<string, unknown>;
}

/** The `format` value of an exchange file. */
export const EXCHANGE_FORMAT = 'mafiaratings/games';

/**
 * Version 1 of the station's exchange file: this reading written as it is (still read, as files people have
 * are). In memory, every file read is this reading, whatever version it came in.
 */
export const EXCHANGE_VERSION = 1;

/** The exchange file version this build writes: MafiaRatings' own game format (ratings-format.ts). */
export const EXCHANGE_FILE_VERSION = 2;

/** A file of games in the station's reading of the MafiaRatings shape. */
export interface MrFile {
  format: typeof EXCHANGE_FORMAT;
  version: typeof EXCHANGE_VERSION;
  tournament?: MrTournament;
  games: MrGame[];
}

/**
 * A warning's moment; `order`: its place among what was said at that moment (the speaker's nomination and the
 * remarks, from 0), where the rebuild's own order (the nomination, then the remarks seat by seat) would differ.
 */
export interface MrWarning {
  round: number;
  time: MrTime;
  at?: number;
  order?: number;
}
