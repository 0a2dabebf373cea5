/**
 * What the projector draws, whichever ruleset built the view: each ruleset's model is its own file,
 * shared/projector/rulesets/<id>.ts, which its Ruleset names `projector` (the pages reach them by file:
 * renderer/projector/model/index.ts).
 */
import type { Announcement, RulesetId } from '../engine/index.ts';
import type { ProjectorModel as RulesetProjectorModel } from './projector-model.ts';

/** What the projector draws of any registered ruleset's game: its ruleset and announcements the registry's unions. */
export type ProjectorModel = RulesetProjectorModel<RulesetId, Announcement>;
export type { ProjectorPanel, ProjectorResult, ProjectorSeat } from './projector-model.ts';
export { shownTags } from './projector-model.ts';
