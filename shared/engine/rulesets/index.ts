import { davidoff1987 } from './davidoff-1987/index.ts';
import type { Ruleset } from './ruleset.ts';
import type { RulesetId } from '../types.ts';

/** Every ruleset the engine runs, by id. */
export const RULESETS: Record<RulesetId, Ruleset> = {
  'davidoff-1987': davidoff1987,
};

/** The ruleset with this id, or undefined for an unknown id. */
export function rulesetFor(id: string): Ruleset | undefined {
  return Object.hasOwn(RULESETS, id) ? RULESETS[id as RulesetId] : undefined;
}
