import type { Pick, Seat } from '../core.ts';
import { choose } from '../pick.ts';

/**
 * A simulator's accusation of `accused` by one of `accusers` other than him, chosen uniformly (the caller
 * draws the accused first, so that he has another to accuse him).
 */
export function accusationOf(
  accused: Seat,
  accusers: readonly Seat[],
  pick: Pick,
): { type: 'accuse'; accuser: Seat; accused: Seat } {
  return {
    type: 'accuse',
    accuser: choose(
      accusers.filter((s) => s !== accused),
      pick,
    ),
    accused,
  };
}
