/**
 * The host's source of randomness (DESIGN.md "The engine": shared/ has no hidden randomness):
 * returns an integer in [0, n). Tests pass fast-check's choices or a seeded PRNG.
 */
export type Pick = (n: number) => number;
