import { ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { checkGameResult } from './check-game.ts';
import { roundPoints } from './round-points.ts';
import type {
  GamePlayer,
  GamePoints,
  GameResult,
  PlayerGamePoints,
  ScoreLine,
  ScoreRule,
  ScoringConfig,
  TeamName,
} from './types.ts';

/** The teams whose players count as "black" for the best move: the mafia of every ruleset. */
export const BLACK_TEAMS: readonly string[] = ['mafia', 'black'];
/** The teams whose players count as "red" (FIIM's best move and Ci are for red players only). */
export const RED_TEAMS: readonly string[] = ['honest', 'red'];
/** The roles whose wins the 'key-role-wins' tie-break counts. */
export const KEY_ROLES: readonly string[] = ['don', 'sheriff'];
/** RULES.md §1's team names. */
const HONEST = 'honest';
const MAFIA = 'mafia';

/** Living in the RULES.md sense: not dead and not removed. */
function survives(p: GamePlayer): boolean {
  return p.alive && !p.removed;
}

/**
 * RULES.md §1: if the mafia win, each surviving mafioso scores the initial number of honest players; if
 * the honest win, every honest player (dead or alive) scores the number of surviving honest players.
 * Used when a game result carries no `gameScore` of its own.
 */
export function davidoffScore(game: GameResult, player: GamePlayer): number {
  if (game.winner === MAFIA) {
    return player.team === MAFIA && survives(player) ? game.players.filter((p) => p.team === HONEST).length : 0;
  }
  if (game.winner === HONEST) {
    return player.team === HONEST ? game.players.filter((p) => p.team === HONEST && survives(p)).length : 0;
  }
  return 0;
}

/** The round weight of a game (1 unless the config weighs its round). */
export function roundWeight(config: ScoringConfig, round: number): number {
  return config.roundWeights?.[String(round)] ?? 1;
}

/**
 * Why a player may not give a game's best move under the config's limits, or null when he may (one rule, read
 * by the scoring and by the station's entry check alike). FIIM's limits: only a first-night victim gives it
 * ('not-first-killed'; 'no-first-killed' when the game's first night killed nobody), and only a red one
 * ('not-red'). A game without the fact (`firstKilled` absent) or a giver whose team is not known yet (a game
 * still running) is trusted on that point.
 */
export function bestMoveBar(
  config: ScoringConfig,
  game: Pick<GameResult, 'firstKilled'>,
  giver: { playerId: string; team?: TeamName },
): 'not-first-killed' | 'no-first-killed' | 'not-red' | null {
  const rules = config.bestMoveRules;
  if (rules?.firstNightOnly && game.firstKilled) {
    if (game.firstKilled.length === 0) return 'no-first-killed';
    if (!game.firstKilled.includes(giver.playerId)) return 'not-first-killed';
  }
  if (rules?.redOnly && giver.team !== undefined && !RED_TEAMS.includes(giver.team)) return 'not-red';
  return null;
}

/**
 * Best-move points for a player: two or three black suspects named by the first one killed at night, if the
 * config's limits let him give it (bestMoveBar).
 */
function bestMoveLine(config: ScoringConfig, game: GameResult, player: GamePlayer): ScoreLine | null {
  if (!game.bestMove || game.bestMove.playerId !== player.playerId) return null;
  if (bestMoveBar(config, game, player)) return null;
  const teamOf = new Map(game.players.map((p) => [p.playerId, p.team]));
  const right = game.bestMove.suspects.filter((id) => BLACK_TEAMS.includes(teamOf.get(id) ?? '')).length;
  const points = right >= 3 ? config.bestMove.threeRight : right === 2 ? config.bestMove.twoRight : 0;
  return { rule: 'best-move', points, detail: { right } };
}

/**
 * The team a game's points count as the winner. A team given a technical defeat (FIIM v5+) has lost the game,
 * whatever the table's result: MafiaRatings' "teamKickOut" is a removal "and their team lost because of that",
 * its scoring's flag "Team kicked out (opposite team wins)". So the other team wins when the table had exactly one
 * other (red and black); with more (City's maniac), a winner other than the defeated team keeps the win, and a
 * defeated winner leaves the game won by nobody, scored as a draw. Tryout 10: black, defeated, kept its win. Read
 * wherever a tournament game's result is told (the standings, the MafiaRatings export, the protocols, the rating).
 */
export function scoredWinner(game: {
  winner: GameResult['winner'];
  players: readonly Pick<GamePlayer, 'team'>[];
  technicalDefeat?: TeamName | undefined;
}): TeamName | 'draw' {
  const defeated = game.technicalDefeat;
  if (defeated === undefined) return game.winner;
  const others = [...new Set(game.players.map((p) => p.team))].filter((team) => team !== defeated);
  if (others.length === 1) return others[0]!;
  return game.winner === defeated ? 'draw' : game.winner;
}

/** The explanation lines of one player's game, before the round weight; zero lines left out. */
function linesOf(config: ScoringConfig, game: GameResult, p: GamePlayer): ScoreLine[] {
  const lines: ScoreLine[] = [];
  const add = (rule: ScoreRule, points: number, more: Omit<ScoreLine, 'rule' | 'points'> = {}): void => {
    if (points !== 0) lines.push({ rule, points, ...more });
  };
  const winner = scoredWinner(game);
  const won = winner !== 'draw' && p.team === winner;
  // A draw is nobody's win: every team is scored as losing it (its loss points and role loss), so that a draw never
  // pays less than a loss (tryout 10: a club evening paid 0 for a draw, 1 for a loss, and spared the drawn don's −0.5).
  const lost = !won;
  if (config.mode === 'davidoff-1987') add('game-score', p.gameScore ?? davidoffScore(game, p));
  else if (won) add('win', config.winPoints[p.team] ?? 0);
  else if (lost) add('loss', config.lossPoints?.[p.team] ?? 0);
  if (won) add('role-win', config.roleBonus[p.role] ?? 0);
  if (lost) add('role-loss', config.roleLoss?.[p.role] ?? 0);
  const best = bestMoveLine(config, game, p);
  if (best) add(best.rule, best.points, { detail: best.detail! });
  const auto = config.autoBonus;
  if (auto && !(auto.unlessWorstMove && game.worstMove?.includes(p.playerId))) add('auto-bonus', auto.points);
  for (const extra of game.extras.filter((e) => e.playerId === p.playerId))
    add('extra', extra.points, { reason: extra.reason });
  add('remarks', p.remarks * config.penalties.remark, { detail: { remarks: p.remarks } });
  // FIIM: 4 warnings (a removal in city rules), a removal or a surrender are one penalty per game.
  if (p.removed || game.surrendered?.includes(p.playerId)) add('removal', config.penalties.removal);
  if (game.technicalDefeat !== undefined && game.technicalDefeat === p.team)
    add('technical-defeat', config.technicalDefeat ?? 0);
  return lines;
}

/** The sum of a player's lines of the given rules, times the weight. */
function sumOf(lines: ScoreLine[], rules: readonly ScoreRule[], weight: number): number {
  return roundPoints(lines.filter((l) => rules.includes(l.rule)).reduce((s, l) => s + l.points, 0) * weight);
}

/**
 * One game's points per player, by source, each point explained by a line. Decisions: win points and role
 * bonus go to every player of the winning team, removed or not (the result belongs to the team; a removal
 * costs its own penalty); a role bonus is paid only when its team wins, a role loss only when it loses; a
 * draw is a loss for every team (its loss points and role loss: never less than a loss); the winner is the
 * scored one (scoredWinner: a team's technical defeat is its loss). The round weight multiplies every point of
 * the game (a 'round-weight' line says how much it added). Checks the game first (`scoring.game-*`).
 */
export function scoreGame(config: ScoringConfig, game: GameResult): Result<GamePoints> {
  const checked = checkGameResult(config, game);
  if (!checked.ok) return checked;
  const weight = roundWeight(config, game.round);
  const winner = scoredWinner(game);
  const players = game.players.map((p): PlayerGamePoints => {
    const lines = linesOf(config, game, p);
    const raw = lines.reduce((s, l) => s + l.points, 0);
    if (weight !== 1 && raw !== 0)
      lines.push({ rule: 'round-weight', points: roundPoints(raw * (weight - 1)), detail: { weight } });
    return {
      playerId: p.playerId,
      team: p.team,
      role: p.role,
      won: winner !== 'draw' && p.team === winner,
      win: sumOf(lines, ['win', 'loss', 'game-score'], weight),
      roleBonus: sumOf(lines, ['role-win', 'role-loss'], weight),
      bestMove: sumOf(lines, ['best-move'], weight),
      extras: sumOf(lines, ['extra'], weight),
      penalties: sumOf(lines, ['remarks', 'removal', 'technical-defeat'], weight),
      autoBonus: sumOf(lines, ['auto-bonus'], weight),
      compensation: 0,
      total: roundPoints(raw * weight),
      remarks: p.remarks,
      removed: p.removed,
      lines,
      firstKilled: game.firstKilled?.includes(p.playerId) ?? false,
    };
  });
  return ok({
    gameId: game.gameId,
    round: game.round,
    table: game.table,
    winner,
    ...(game.technicalDefeat === undefined ? {} : { technicalDefeat: game.technicalDefeat }),
    players,
  });
}
