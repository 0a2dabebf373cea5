import { randomInt, randomUUID } from 'node:crypto';

/** The host's source of random outcomes: the engine never draws them itself. */
export interface RandomSource {
  /** A uniformly shuffled copy of a list. */
  shuffle<T>(list: readonly T[]): T[];
  /** A fresh unique id. */
  id(): string;
}

/** Random outcomes from the operating system's cryptographic RNG (Fisher–Yates with crypto.randomInt). */
export const cryptoRandom: RandomSource = {
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  },
  id: () => randomUUID(),
};
