import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { fiimCi, roundGroup } from './compensation.ts';
import { validateScoringConfig } from './config.ts';
import { KEY_ROLES, RED_TEAMS, scoreGame } from './game-points.ts';
import { roundPoints } from './round-points.ts';
import { rankRows } from './tie-breaks.ts';
import type {
  DisciplineRow,
  GamePoints,
  GameResult,
  PlayerGamePoints,
  ScoringConfig,
  StandingRow,
  Standings,
} from './types.ts';

/** Who is in the tournament beyond those who played, and how to show their names. */
export interface StandingsOptions {
  /** Registered players: listed (with zero games) even before they play. */
  players?: string[];
  /** Display names by player id, for the 'name' tie-break; the id when absent. */
  names?: Record<string, string>;
  /**
   * 'public': the standings the room sees — extras and best moves left out while the config hides them
   * (no game of its `hideUntilRound` finished yet). 'full' (the default): everything, for the judges.
   */
  view?: 'full' | 'public';
}

/** A player's running sums while the games are added up. */
interface Tally {
  games: number;
  wins: number;
  points: number;
  win: number;
  roleBonus: number;
  bestMove: number;
  extras: number;
  penalties: number;
  autoBonus: number;
  remarks: number;
  removals: number;
  keyRoleWins: number;
  firstNightDeaths: number;
  compensation: number;
}

function emptyTally(): Tally {
  return {
    games: 0,
    wins: 0,
    points: 0,
    win: 0,
    roleBonus: 0,
    bestMove: 0,
    extras: 0,
    penalties: 0,
    autoBonus: 0,
    remarks: 0,
    removals: 0,
    keyRoleWins: 0,
    firstNightDeaths: 0,
    compensation: 0,
  };
}

/** Whether the public view leaves extras and best moves out: a hiding round is set and none of its games is in. */
function extrasHidden(config: ScoringConfig, games: readonly GameResult[]): boolean {
  const until = config.hideUntilRound;
  return until !== undefined && !games.some((g) => g.round >= until);
}

/**
 * Adds Ci (the config's compensation) to each game in which a player was the red first-night victim, with K
 * and G counted in the game's round group (main or final), as FIIM counts them per group.
 */
function addCompensation(config: ScoringConfig, scored: GamePoints[]): void {
  const ci = config.compensation;
  if (!ci) return;
  const counts = new Map<string, { k: number; g: number }>();
  const keyOf = (game: GamePoints, p: PlayerGamePoints) => `${roundGroup(config, game.round)}\u0000${p.playerId}`;
  const isVictim = (p: PlayerGamePoints) => p.firstKilled && RED_TEAMS.includes(p.team);
  for (const game of scored) {
    for (const p of game.players) {
      const c = counts.get(keyOf(game, p)) ?? { k: 0, g: 0 };
      counts.set(keyOf(game, p), c);
      c.g++;
      if (isVictim(p)) c.k++;
    }
  }
  for (const game of scored) {
    game.players = game.players.map((p) => {
      if (!isVictim(p)) return p;
      const { k, g } = counts.get(keyOf(game, p))!;
      const points = fiimCi(k, g, ci.points, ci.share);
      if (points === 0) return p;
      return {
        ...p,
        compensation: points,
        total: roundPoints(p.total + points),
        lines: [...p.lines, { rule: 'compensation', points, detail: { k, g } }],
      };
    });
  }
}

/**
 * The tournament's standings: every game scored with the config (plus Ci once all are in), totals and
 * tie-break columns per player, ranks by total or points per game then the config's tie-breaks, and the
 * remarks and penalties of every player in one table. A bad config or game is an error (`scoring.*`),
 * never a throw and never a partial table.
 */
export function computeStandings(
  config: ScoringConfig,
  games: GameResult[],
  options: StandingsOptions = {},
): Result<Standings> {
  const valid = validateScoringConfig(config);
  if (!valid.ok) return valid;
  const hidden = options.view === 'public' && extrasHidden(valid.value, games);
  const gameIds = new Set<string>();
  const scored: GamePoints[] = [];
  for (const game of games) {
    if (gameIds.has(game.gameId)) return fail('scoring.duplicate-game', { gameId: game.gameId });
    gameIds.add(game.gameId);
    const shown: GameResult = hidden ? { ...game, extras: [], bestMove: undefined } : game;
    const points = scoreGame(valid.value, shown);
    if (!points.ok) return points;
    scored.push(points.value);
  }
  addCompensation(valid.value, scored);
  const tallies = new Map<string, Tally>();
  for (const id of options.players ?? []) if (!tallies.has(id)) tallies.set(id, emptyTally());
  for (const game of scored) {
    for (const p of game.players) {
      const t = tallies.get(p.playerId) ?? emptyTally();
      tallies.set(p.playerId, t);
      t.games++;
      if (p.won) t.wins++;
      if (p.won && KEY_ROLES.includes(p.role)) t.keyRoleWins++;
      if (p.firstKilled) t.firstNightDeaths++;
      t.points += p.total;
      t.win += p.win;
      t.roleBonus += p.roleBonus;
      t.bestMove += p.bestMove;
      t.extras += p.extras;
      t.penalties += p.penalties;
      t.autoBonus += p.autoBonus;
      t.compensation += p.compensation;
      t.remarks += p.remarks;
      if (p.removed) t.removals++;
    }
  }
  const nameOf = (id: string): string => options.names?.[id] ?? id;
  const rows: StandingRow[] = [...tallies].map(([playerId, t]) => ({
    rank: 0,
    playerId,
    name: nameOf(playerId),
    points: roundPoints(t.points),
    games: t.games,
    wins: t.wins,
    pointsWithoutBonus: roundPoints(t.win + t.penalties),
    roleBonus: roundPoints(t.roleBonus),
    bestMove: roundPoints(t.bestMove),
    extras: roundPoints(t.extras),
    penalties: roundPoints(t.penalties),
    autoBonus: roundPoints(t.autoBonus),
    perGame: t.games === 0 ? 0 : roundPoints(t.points / t.games),
    keyRoleWins: t.keyRoleWins,
    firstNightDeaths: t.firstNightDeaths,
    compensation: roundPoints(t.compensation),
  }));
  const ranked = rankRows(rows, valid.value.tieBreaks, scored, valid.value.ranking ?? 'total');
  const discipline: DisciplineRow[] = ranked.map((row) => {
    const t = tallies.get(row.playerId)!;
    return {
      playerId: row.playerId,
      name: row.name,
      games: t.games,
      remarks: t.remarks,
      removals: t.removals,
      penaltyPoints: roundPoints(t.penalties),
    };
  });
  return ok({ rows: ranked, discipline, games: scored, hidden });
}
