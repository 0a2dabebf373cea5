/** The rules engine: pure, deterministic, event-sourced. No Electron, DOM, Node or database here. */
export * from './types.ts';
export * from './result.ts';
export * from './prompt.ts';
export * from './names.ts';
export * from './gender.ts';
export * from './game.ts';
export { RULESET_IDS, RULESET_LIST, RULESETS, rulesetFor } from './rulesets/index.ts';
export type { Ruleset, ScoringFact } from './rulesets/ruleset.ts';
export type { AnyRuleset, RegisteredRuleset } from './rulesets/index.ts';
export * from './views/public-view.ts';
export * from './views/player-view.ts';
export * from './views/moderator-view.ts';
export * from './rulesets/console-fields.ts';
export { commandOfStep } from './command-of-step.ts';
export * from './views/viewer-view.ts';
