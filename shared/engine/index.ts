/** The rules engine: pure, deterministic, event-sourced. No Electron, DOM, Node or database here. */
export * from './types.ts';
export * from './result.ts';
export * from './prompt.ts';
export * from './names.ts';
export * from './gender.ts';
export * from './game.ts';
export { RULESETS, rulesetFor } from './rulesets/index.ts';
export type { Ruleset, PlayerCard } from './rulesets/ruleset.ts';
export type { AnyRuleset } from './rulesets/index.ts';
export * from './views/public-view.ts';
export * from './views/player-view.ts';
export * from './views/moderator-view.ts';
export { commandOfStep } from './command-of-step.ts';
