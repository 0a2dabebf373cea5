import { cityMafia } from './city-mafia/index.ts';
import { copagMafia } from './copag-mafia/index.ts';
import { davidoff1987 } from './davidoff-1987/index.ts';
import { frenchDeck } from './french-deck/index.ts';
import { mensaHungariqa } from './mensa-hungariqa/index.ts';
import type { Ruleset } from './ruleset.ts';

/**
 * THE registry: every ruleset the station runs, in the order forms offer them. A ruleset is one module
 * (rulesets/<id>/index.ts, see Ruleset); adding it here is all the house needs — `RulesetId`, the unions
 * of states, events and commands, the request schemas, the game record's schema, the protocol, the
 * projector and the forms' lists are all read from this list.
 */
export const RULESET_LIST = [davidoff1987, frenchDeck, mensaHungariqa, cityMafia, copagMafia] as const;

/** A registered ruleset, with its own types. */
export type RegisteredRuleset = (typeof RULESET_LIST)[number];

/** The identifiers of the rulesets the engine knows. */
export type RulesetId = RegisteredRuleset['id'];

/** The registered ruleset with this id. */
export type RulesetWithId<R extends RulesetId> = Extract<RegisteredRuleset, { id: R }>;

/** Any ruleset, seen through the generic interface (the game layer dispatches on `rulesetId`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any, any>;

/** The ids of the registered rulesets, in the registry's order. */
export const RULESET_IDS: readonly RulesetId[] = RULESET_LIST.map((ruleset) => ruleset.id);

/** Every ruleset the engine runs, by id, seen through the generic interface (RULESET_LIST keeps each one's own types). */
export const RULESETS: Readonly<Record<RulesetId, AnyRuleset>> = Object.fromEntries(
  RULESET_LIST.map((ruleset): [string, AnyRuleset] => [ruleset.id, ruleset]),
) as Record<RulesetId, AnyRuleset>;

/** The ruleset with this id, or undefined for an unknown id. */
export function rulesetFor(id: string): AnyRuleset | undefined {
  return Object.hasOwn(RULESETS, id) ? RULESETS[id as RulesetId] : undefined;
}
