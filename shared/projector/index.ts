/**
 * What the projector draws, whichever ruleset built the view: each ruleset's model is its own file,
 * shared/projector/rulesets/<id>.ts, which its Ruleset names `projector` (the pages reach them by file:
 * renderer/projector/model/index.ts).
 */
export type { ProjectorModel, ProjectorPanel, ProjectorResult, ProjectorSeat } from './projector-model.ts';
export { shownTags } from './projector-model.ts';
