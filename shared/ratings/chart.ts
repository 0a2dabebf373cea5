import type { RatingHistoryEntry } from './types.ts';

/** The geometry of a rating chart: an SVG polyline per track, the value scale's ticks, the view box. */
export interface RatingChart {
  width: number;
  height: number;
  /** `points` attributes of SVG polylines: the overall rating, and the red and black tracks. */
  lines: { overall: string; red: string; black: string };
  /** Horizontal grid lines: the value and its y. */
  ticks: { value: number; y: number }[];
  min: number;
  max: number;
}

/**
 * Draws a player's history as polylines (no chart library): x is the game's index (0 = before the first
 * game, at the initial rating), y the rating, the scale padded so a flat line sits in the middle. Pure.
 */
export function ratingChart(
  history: readonly RatingHistoryEntry[],
  initial: number,
  size: { width: number; height: number } = { width: 600, height: 200 },
): RatingChart {
  const overall = [initial, ...history.map((h) => h.rating)];
  // Each track holds its value between the games of the other side, so the three lines share the x axis.
  const red: number[] = [initial];
  const black: number[] = [initial];
  for (const h of history) {
    red.push(h.side === 'red' ? h.sideRating : red[red.length - 1]!);
    black.push(h.side === 'black' ? h.sideRating : black[black.length - 1]!);
  }
  const all = [...overall, ...red, ...black];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const pad = Math.max(1, (high - low) * 0.1);
  const min = Math.floor(low - pad);
  const max = Math.ceil(high + pad);
  const margin = 4;
  const x = (i: number) => margin + (overall.length === 1 ? 0 : (i * (size.width - 2 * margin)) / (overall.length - 1));
  const y = (value: number) => margin + ((max - value) * (size.height - 2 * margin)) / (max - min);
  const line = (values: number[]) => values.map((value, i) => `${round(x(i))},${round(y(value))}`).join(' ');
  const step = niceStep((max - min) / 4);
  const ticks: RatingChart['ticks'] = [];
  for (let value = Math.ceil(min / step) * step; value <= max; value += step) ticks.push({ value, y: round(y(value)) });
  return {
    width: size.width,
    height: size.height,
    lines: { overall: line(overall), red: line(red), black: line(black) },
    ticks,
    min,
    max,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A step of 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= raw) return factor * power;
  return 10 * power;
}
