/// <reference types="vite/client" />
// (import.meta.glob is Vite's: this module runs in the built windows and under vitest; the reference lets the
// Node-side typecheck of the tests read it too.)
import type { PublicView } from '../../../shared/engine/index.ts';
import type { ProjectorModel } from '../../../shared/projector/index.ts';
import type { Translator } from '../../../shared/text/translator.ts';

export type {
  ProjectorModel,
  ProjectorPanel,
  ProjectorResult,
  ProjectorSeat,
} from '../../../shared/projector/index.ts';

/** A ruleset's projector model (the function its Ruleset names `projector`). */
type RulesetModel = (view: never, tr: Translator) => ProjectorModel;

// Each ruleset's model, found by its file (shared/projector/rulesets/<id>.ts), not through the engine's registry:
// the registry carries every ruleset's decide, evolve, simulator, schemas and protocol, which a projector, mirror
// or overlay page never runs (issue 14: their JavaScript at start). tests/renderer/projector-models.test.ts holds
// that every registered ruleset has its file here, drawing what its Ruleset's `projector` draws.
const MODELS: Readonly<Record<string, RulesetModel>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<RulesetModel>('../../../shared/projector/rulesets/*.ts', { eager: true, import: 'model' }),
  ).map(([path, model]) => [path.slice(path.lastIndexOf('/') + 1, -'.ts'.length), model]),
);

/** What the projector draws of a public view, whichever ruleset built it. */
export function projectorModel(view: PublicView, tr: Translator): ProjectorModel {
  const model = Object.hasOwn(MODELS, view.rulesetId) ? MODELS[view.rulesetId] : undefined;
  if (!model) throw new Error(`unknown ruleset ${view.rulesetId}`);
  return model(view as never, tr);
}
