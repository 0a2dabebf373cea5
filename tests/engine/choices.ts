/** The random choices of a property-tested game, shared by every ruleset's property tests. */
import fc from 'fast-check';
import { seededPick, type Pick } from '../../shared/engine/simulate/random-game.ts';

/**
 * The choices of one random game: fast-check's integers first, then either a PRNG seeded by an integer
 * fast-check draws, or the same answer for ever (an adversarial player the policies must survive).
 * fast-check shrinks the prefix, so a counterexample is a short list that can be pasted into a test.
 */
export interface Choices {
  prefix: number[];
  then: { seed: number } | { constant: number };
}

/** A Pick that consumes the generated integers, then the fallback. */
export function pickOf(choices: Choices): Pick {
  let i = 0;
  const then = choices.then;
  const fallback: Pick = 'seed' in then ? seededPick(then.seed) : (n) => then.constant % n;
  return (n: number) => {
    if (!Number.isInteger(n) || n <= 0) throw new Error(`pick(${n})`);
    const next = choices.prefix[i++];
    return next === undefined ? fallback(n) : next % n;
  };
}

/** Choices with a prefix of at most `maxPrefix` integers; a seeded PRNG four times in five after it. */
export function choicesArbitrary(maxPrefix = 300): fc.Arbitrary<Choices> {
  return fc.record({
    prefix: fc.array(fc.nat({ max: 1_000_000 }), { maxLength: maxPrefix }),
    then: fc.oneof(
      { weight: 4, arbitrary: fc.record({ seed: fc.integer() }) },
      { weight: 1, arbitrary: fc.record({ constant: fc.nat({ max: 100 }) }) },
    ),
  });
}
