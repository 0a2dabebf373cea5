import type { RulesetId } from '../types.ts';
import { cityMafia } from './city-mafia/index.ts';
import { davidoff1987 } from './davidoff-1987/index.ts';
import { frenchDeck } from './french-deck/index.ts';
import { mensaHungariqa } from './mensa-hungariqa/index.ts';
import type { Ruleset } from './ruleset.ts';

/** Any ruleset, seen through the generic interface (the game layer dispatches on `rulesetId`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any, any>;

/** Every ruleset the engine runs, by id. */
export const RULESETS: Record<RulesetId, AnyRuleset> = {
  'davidoff-1987': davidoff1987,
  'french-deck': frenchDeck,
  'mensa-hungariqa': mensaHungariqa,
  'city-mafia': cityMafia,
};

/** The ruleset with this id, or undefined for an unknown id. */
export function rulesetFor(id: string): AnyRuleset | undefined {
  return Object.hasOwn(RULESETS, id) ? RULESETS[id as RulesetId] : undefined;
}
