/**
 * The whole number from `min` to `max` that a command or setup carries, or null when it carries none. A −0 comes
 * back as 0: the archive writes the log as JSON, which keeps no sign on zero, and the replay after a restart must
 * rebuild the very game that was played (tests/engine/negative-zero.test.ts).
 */
export function wholeNumberIn(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value + 0 : null;
}
