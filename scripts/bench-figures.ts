// What every benchmark script prints its figures with: the load average beside them, and percentiles of
// sorted timings (wall-clock figures on a shared machine mean little without the load).
import { loadavg } from 'node:os';

/** The load average (1, 5 and 15 minutes), as printed beside every figure. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

/** The p-th percentile of timings sorted ascending (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
