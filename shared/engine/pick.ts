import type { Pick } from './core.ts';

/** One item of a non-empty list, chosen with `pick`. */
export function choose<T>(list: readonly T[], pick: Pick): T {
  const item = list[pick(list.length)];
  if (item === undefined) throw new Error('choose from an empty list');
  return item;
}

/**
 * Shuffles a copy of a list with the given choices (Fisher–Yates, `shuffle`). The copy is a slice, made at the
 * list's length, where a spread went through the iterator and made room for more than the list (issue 14: bytes
 * allocated per game; a simulated Copag game shuffles at every mission opened and turned).
 */
export function shuffled<T>(list: readonly T[], pick: Pick): T[] {
  return shuffle(list.slice(), pick);
}

/**
 * Shuffles a list in place with the given choices (Fisher–Yates) and returns it: the draws of `shuffled`, for a list
 * its caller has just made and nobody else holds, where a copy would be one more list made only to be dropped.
 */
export function shuffle<T>(list: T[], pick: Pick): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** A seeded Pick (mulberry32) for reproducible simulations outside fast-check. */
export function seededPick(seed: number): Pick {
  // The generator's state as the 32 bits of an Int32Array, not a number variable: an unsigned 32-bit value is
  // too large for a small integer half the time, and each such write made a heap number (issue 14: a random
  // Copag game draws ~1,500 times). The bits, and so every draw, are the same.
  const state = new Int32Array(1);
  state[0] = seed >>> 0;
  return (n: number) => {
    state[0] = state[0]! + 0x6d2b79f5;
    let t = state[0] >>> 0;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}
