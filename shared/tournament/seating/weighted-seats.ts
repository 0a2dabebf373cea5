/**
 * The seat numbers weighed most, 0-based: seats 1 and 2 (the first to speak on day one, having heard
 * nothing) and the last seat of a full table (seat 10 in sports Mafia), as the sports clubs weigh them.
 */
export function weightedSeatIndices(fullSizes: number[]): number[] {
  const last = Math.max(...fullSizes) - 1;
  return [...new Set([0, 1, last])].sort((a, b) => a - b);
}
