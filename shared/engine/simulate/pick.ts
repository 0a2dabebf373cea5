import type { Pick } from '../core.ts';

/** One item of a non-empty list, chosen with `pick`. */
export function choose<T>(list: readonly T[], pick: Pick): T {
  const item = list[pick(list.length)];
  if (item === undefined) throw new Error('choose from an empty list');
  return item;
}

/** Shuffles a copy of a list with the given choices (Fisher–Yates). */
export function shuffled<T>(list: readonly T[], pick: Pick): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A seeded Pick (mulberry32) for reproducible simulations outside fast-check. */
export function seededPick(seed: number): Pick {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}
