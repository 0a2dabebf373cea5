/// <reference types="vite/client" />
// (import.meta.glob is Vite's: this module runs in the built windows and under vitest; the reference lets the
// Node-side typecheck of the tests read it too.)
import type { Announcement, PublicView, RulesetId } from '../../../shared/engine/index.ts';
import type { ProjectorModel as RulesetProjectorModel } from '../../../shared/projector/projector-model.ts';
import type { Translator } from '../../../shared/text/translator.ts';

export type { ProjectorPanel, ProjectorResult, ProjectorSeat } from '../../../shared/projector/projector-model.ts';

/**
 * What the projector draws of any registered ruleset's game: its ruleset and announcements the registry's unions
 * (bound here, at the pages, so that shared/projector, which each ruleset's own model builds on, never looks up
 * at the registry).
 */
export type ProjectorModel = RulesetProjectorModel<RulesetId, Announcement>;

/** A ruleset's projector model (the function its Ruleset names `projector`). */
type RulesetModel = (view: never, tr: Translator) => ProjectorModel;

/** The ruleset id of a model's file: the name of its folder (shared/engine/rulesets/<id>/projector.ts). */
function rulesetFolder(path: string): string {
  return path.split('/').at(-2) ?? path;
}

// Each ruleset's model, found by its file (shared/engine/rulesets/<id>/projector.ts), not through the engine's registry:
// the registry carries every ruleset's decide, evolve, simulator, schemas and protocol, which a projector, mirror
// or overlay page never runs (issue 14: their JavaScript at start). tests/renderer/projector-models.test.ts holds
// that every registered ruleset has its file here, drawing what its Ruleset's `projector` draws.
const MODELS: Readonly<Record<string, RulesetModel>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<RulesetModel>('../../../shared/engine/rulesets/*/projector.ts', { eager: true, import: 'model' }),
  ).map(([path, model]) => [rulesetFolder(path), model]),
);

/** What the projector draws of a public view, whichever ruleset built it. */
export function projectorModel(view: PublicView, tr: Translator): ProjectorModel {
  const model = Object.hasOwn(MODELS, view.rulesetId) ? MODELS[view.rulesetId] : undefined;
  if (!model) throw new Error(`unknown ruleset ${view.rulesetId}`);
  return model(view as never, tr);
}
