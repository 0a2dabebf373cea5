import type { PlayerResult } from '../../../shared/contract/index.ts';

/** One finished game on the chart: when, and the running totals after it. */
export interface ResultPoint {
  /** Milliseconds since the epoch of the game's creation. */
  time: number;
  date: string;
  gameId: string;
  won: boolean;
  /** Games finished so far, this one included. */
  games: number;
  /** Games won so far, this one included. */
  wins: number;
  /** Wins over games so far (0..1). */
  rate: number;
}

/**
 * The running totals of a player's finished games, oldest first (the station gives them so; sorted again
 * by time, then game id, so a list in any order draws the same chart). Dates that cannot be read are left out.
 */
export function resultSeries(results: readonly PlayerResult[]): ResultPoint[] {
  const dated = results
    .map((r) => ({ result: r, time: Date.parse(r.date) }))
    .filter((r) => Number.isFinite(r.time))
    .sort(
      (a, b) => a.time - b.time || (a.result.gameId < b.result.gameId ? -1 : a.result.gameId > b.result.gameId ? 1 : 0),
    );
  let games = 0;
  let wins = 0;
  return dated.map(({ result, time }) => {
    games++;
    if (result.won) wins++;
    return { time, date: result.date, gameId: result.gameId, won: result.won, games, wins, rate: wins / games };
  });
}

/** The drawing area of the chart, in SVG units. */
export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A point of the series placed in the box: x by date, y by the count (0 at the bottom, `max` at the top). */
export interface PlacedPoint extends ResultPoint {
  x: number;
  yGames: number;
  yWins: number;
  yRate: number;
}

/**
 * Places the series in the box. x follows the dates (games on one day side by side would overlap, so a
 * single day, or a single game, is spread by order instead); y counts games and wins on one scale, and the
 * win rate on its own 0..100 % scale.
 */
export function placeSeries(
  points: readonly ResultPoint[],
  box: ChartBox,
): { placed: PlacedPoint[]; maxCount: number } {
  const maxCount = Math.max(1, ...points.map((p) => p.games));
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  const first = points[0]?.time ?? 0;
  const last = points.at(-1)?.time ?? 0;
  const byDate = last > first;
  const x = (p: ResultPoint, i: number): number => {
    if (points.length === 1) return box.left + innerW / 2;
    const share = byDate ? (p.time - first) / (last - first) : i / (points.length - 1);
    return box.left + share * innerW;
  };
  const y = (value: number, max: number): number => box.top + innerH - (value / max) * innerH;
  return {
    maxCount,
    placed: points.map((p, i) => ({
      ...p,
      x: x(p, i),
      yGames: y(p.games, maxCount),
      yWins: y(p.wins, maxCount),
      yRate: y(p.rate, 1),
    })),
  };
}

/** An SVG path through the points as steps (a total changes at a game and stays until the next one). */
export function stepPath(points: readonly { x: number; y: number }[], baseline: number): string {
  if (points.length === 0) return '';
  const first = points[0]!;
  let path = `M${round(first.x)},${round(baseline)} V${round(first.y)}`;
  for (const p of points.slice(1)) path += ` H${round(p.x)} V${round(p.y)}`;
  return path;
}

/** An SVG path straight through the points. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.y)}`).join(' ');
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
