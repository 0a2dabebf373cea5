import { RULESET_LIST, type RulesetId } from '../../engine/rulesets/index.ts';
import { rulesetsMeeting } from './ruleset-facts.ts';
import type { ScoringConfig } from './types.ts';

/** Every team name the shipped rulesets use: 1987 (honest/mafia) and city (red/black/maniac). */
const ALL_TEAMS = ['honest', 'mafia', 'red', 'black', 'maniac'] as const;
const each = (points: number): Record<string, number> => Object.fromEntries(ALL_TEAMS.map((t) => [t, points]));

/**
 * RULES.md §1 (davidoff-1987): each game's own score is the player's points (the mafia's survivors score
 * the initial number of honest players; on an honest win every honest player scores the surviving honest).
 * Nothing else: the 1987 rules know no bonuses, remarks or removals.
 */
export function preset1987(): ScoringConfig {
  return {
    mode: 'davidoff-1987',
    winPoints: {},
    roleBonus: {},
    bestMove: { twoRight: 0, threeRight: 0 },
    extra: { min: 0, max: 0 },
    penalties: { remark: 0, removal: 0 },
    tieBreaks: ['wins', 'head-to-head', 'name'],
    basedOn: { id: 'davidoff-1987', version: 1 },
  };
}

/**
 * Sports scoring as the brief gives it: 1 point per win, best move 0.25 (two right) or 0.4 (three right),
 * removal −0.5. Team names cover the 1987 (honest/mafia) and city (red/black/maniac) rulesets; moderator
 * extras within ±0.7, the usual range of sports mafia's additional points.
 */
export function presetSports(): ScoringConfig {
  return {
    mode: 'points',
    winPoints: each(1),
    roleBonus: {},
    bestMove: { twoRight: 0.25, threeRight: 0.4 },
    extra: { min: -0.7, max: 0.7 },
    penalties: { remark: 0, removal: -0.5 },
    tieBreaks: ['wins', 'points-without-bonus', 'best-move', 'fewest-penalties', 'head-to-head'],
    basedOn: { id: 'sports', version: 1 },
  };
}

/**
 * A club evening: a win 4, a loss 1, the don and the sheriff +0.5 when their team wins and −0.5 when it
 * loses (issue 16's example). No best move, no Ci; remarks cost nothing, a removal −1 (a lost game's point).
 * A draw (RULES.md §4: nobody left) is not in issue 16's example. Decided (tryout 10, where a draw paid 0 against a
 * loss's 1): a draw is nobody's win, so every player is scored as losing it — the loss point 1, the don's and the
 * sheriff's −0.5 — and a draw never pays less than a loss (game-points.ts scores every preset so).
 */
export function presetClubEvening(): ScoringConfig {
  return {
    mode: 'points',
    winPoints: each(4),
    lossPoints: each(1),
    roleBonus: { don: 0.5, sheriff: 0.5 },
    roleLoss: { don: -0.5, sheriff: -0.5 },
    bestMove: { twoRight: 0, threeRight: 0 },
    extra: { min: -1, max: 1 },
    penalties: { remark: 0, removal: -1 },
    tieBreaks: ['wins', 'key-role-wins', 'name'],
    basedOn: { id: 'club-evening', version: 1 },
  };
}

/** The FIIM versions shipped, oldest first. */
export const FIIM_VERSIONS = [1, 2, 3, 4, 5, 6, 7] as const;
/** One FIIM version. */
export type FiimVersion = (typeof FIIM_VERSIONS)[number];

/**
 * The constants in which FIIM's versions differ (issue 16): ЛХ for three and two mafia named, Ci's cap (also
 * its numerator: "Ci 0.4" reads K·0.4 / round(0.4·G) capped at 0.4), the auto-bonus (none in v1–3, flat in
 * v4, withheld from the worst move from v5) and the team technical defeat (−0.7 from v5).
 */
const FIIM: Record<
  FiimVersion,
  { three: number; two: number; ci: number; auto: 'none' | 'flat' | 'worst'; tech: boolean }
> = {
  1: { three: 0.4, two: 0.25, ci: 0.4, auto: 'none', tech: false },
  2: { three: 0.4, two: 0.25, ci: 0.4, auto: 'none', tech: false },
  3: { three: 0.4, two: 0.25, ci: 0.4, auto: 'none', tech: false },
  4: { three: 0.5, two: 0.3, ci: 0.4, auto: 'flat', tech: false },
  5: { three: 0.5, two: 0.3, ci: 0.4, auto: 'worst', tech: true },
  6: { three: 0.7, two: 0.5, ci: 0.4, auto: 'worst', tech: true },
  7: { three: 0.7, two: 0.5, ci: 0.5, auto: 'worst', tech: true },
};

/**
 * The oldest FIIM version whose constants are this version's (v2 and v3 score as v1 here): the form says so, as
 * their scorings cannot otherwise be told apart.
 */
export function fiimScoredAs(version: FiimVersion): FiimVersion {
  const constants = JSON.stringify(FIIM[version]);
  return FIIM_VERSIONS.find((older) => JSON.stringify(FIIM[older]) === constants) ?? version;
}

/**
 * FIIM's sports scoring, version 1–7: win 1.0; ЛХ (the best move of the first-night victim, red only);
 * auto-bonus 0.3; removal or surrender −0.5; team technical defeat −0.7; Ci with share 0.4. Remarks themselves
 * cost nothing: FIIM's −0.5 for four warnings is for the removal they bring there, and under these rules
 * (RULES.md §4) a player is removed at the fifth remark or by the moderator, the fourth only silencing him for a
 * round (tryout 8). Extras ±0.7.
 * Tie-breaks: extra points → wins → wins as don/sheriff → first-night deaths → name (issue 16's example).
 * The team technical defeat is also the team's loss (tryout 10: a defeated winner kept its win): MafiaRatings, which
 * scores FIIM, records it as "teamKickOut" — a removal "and their team lost because of that", its scoring's flag
 * "Team kicked out (opposite team wins)". So the other team takes the win (game-points.ts, scoredWinner); RULES.md
 * says nothing of tournaments.
 */
export function presetFiim(version: FiimVersion): ScoringConfig {
  const c = FIIM[version];
  return {
    mode: 'points',
    winPoints: each(1),
    roleBonus: {},
    bestMove: { twoRight: c.two, threeRight: c.three },
    bestMoveRules: { redOnly: true, firstNightOnly: true },
    extra: { min: -0.7, max: 0.7 },
    penalties: { remark: 0, removal: -0.5 },
    ...(c.auto === 'none' ? {} : { autoBonus: { points: 0.3, unlessWorstMove: c.auto === 'worst' } }),
    ...(c.tech ? { technicalDefeat: -0.7 } : {}),
    compensation: { formula: 'fiim-ci', points: c.ci, share: 0.4 },
    tieBreaks: ['extras', 'wins', 'key-role-wins', 'first-night-deaths', 'name'],
    basedOn: { id: 'fiim', version },
  };
}

/**
 * A plain tournament: a win 1 to each player of the winning side, whatever the ruleset calls it, and nothing
 * else (no bonus, best move, penalty or extra), ties broken by wins, then head-to-head. It asks nothing of a
 * game but its winner, so it fits every ruleset, one without a moderator (copag-mafia) included.
 */
export function presetWinLoss(): ScoringConfig {
  const everyTeam = [...new Set(RULESET_LIST.flatMap((ruleset) => ruleset.teams))];
  return {
    mode: 'points',
    winPoints: Object.fromEntries(everyTeam.map((team) => [team, 1])),
    roleBonus: {},
    bestMove: { twoRight: 0, threeRight: 0 },
    extra: { min: 0, max: 0 },
    penalties: { remark: 0, removal: 0 },
    // Players still level share the place (1, 2, 2, 4): a club would not rank them by their names (tryout 7).
    tieBreaks: ['wins', 'head-to-head'],
    basedOn: { id: 'win-loss', version: 1 },
  };
}

/** A preset as the console and the requests name it. */
export interface ScoringPresetInfo {
  /** The request's name: `fiim-v7`, `club-evening-v1`, … (the older `preset-1987`, `preset-sports` stay). */
  key: string;
  id: string;
  version: number;
  /**
   * The rulesets whose games it can score, or 'every': what it counts must exist in the game (a don and a
   * sheriff, a red first-night victim, RULES.md §1's game score), read from the rulesets' scoring facts
   * (rulesetsMeeting). The form offers only these; the station refuses the others.
   */
  rulesets: readonly RulesetId[] | 'every';
  make(): ScoringConfig;
}

/**
 * The rulesets of red and black: the sports rules (FIIM's, the sports preset) count a best move and Ci for
 * the red first-night victim who names the black players, which only the rulesets declaring `best-move` give
 * (city, and 1987's honest and mafia read as red and black: RED_TEAMS, BLACK_TEAMS). The French deck's
 * villagers and Mensa's citizens are neither, and Copag has no night: their games would pay none of it.
 */
const RED_AND_BLACK: readonly RulesetId[] = rulesetsMeeting('best-move');
/** The club evening's don and sheriff bonus: only a ruleset that deals them (`key-roles`: the city game, RULES.md §4). */
const DON_AND_SHERIFF: readonly RulesetId[] = rulesetsMeeting('key-roles');

/**
 * Every shipped preset, each an immutable version: a changed constant is a new version, never an edit, so
 * a tournament's pinned copy (stored whole with it) and its `basedOn` keep meaning what they meant.
 */
export const SCORING_PRESETS: readonly ScoringPresetInfo[] = [
  ...[...FIIM_VERSIONS].reverse().map((version) => ({
    key: `fiim-v${version}`,
    id: 'fiim',
    version,
    rulesets: RED_AND_BLACK,
    make: () => presetFiim(version),
  })),
  { key: 'club-evening-v1', id: 'club-evening', version: 1, rulesets: DON_AND_SHERIFF, make: presetClubEvening },
  // RULES.md §1's game score is the 1987 rulebook's own: only a `scored` ruleset's result gives one.
  { key: 'preset-1987', id: 'davidoff-1987', version: 1, rulesets: rulesetsMeeting('game-score'), make: preset1987 },
  { key: 'preset-sports', id: 'sports', version: 1, rulesets: RED_AND_BLACK, make: presetSports },
  { key: 'win-loss-v1', id: 'win-loss', version: 1, rulesets: 'every', make: presetWinLoss },
];

/** Whether a preset can score a ruleset's games (its declaration says so). */
export function presetFits(preset: Pick<ScoringPresetInfo, 'rulesets'>, rulesetId: RulesetId): boolean {
  return preset.rulesets === 'every' || preset.rulesets.includes(rulesetId);
}

/** The presets a tournament of this ruleset may start from, in the form's order. */
export function presetsFor(rulesetId: RulesetId): ScoringPresetInfo[] {
  return SCORING_PRESETS.filter((preset) => presetFits(preset, rulesetId));
}

/** The preset a request names, or null. */
export function presetByKey(key: string): ScoringPresetInfo | null {
  return SCORING_PRESETS.find((p) => p.key === key) ?? null;
}

/** The preset a config was copied from, if that preset is shipped. */
export function presetOf(config: ScoringConfig): ScoringPresetInfo | null {
  const pin = config.basedOn;
  return pin ? (SCORING_PRESETS.find((p) => p.id === pin.id && p.version === pin.version) ?? null) : null;
}
