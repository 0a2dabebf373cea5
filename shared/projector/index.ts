import { rulesetFor, type PublicView } from '../engine/index.ts';
import type { Translator } from '../text/translator.ts';
import type { ProjectorModel } from './projector-model.ts';

export type { ProjectorModel, ProjectorPanel, ProjectorResult, ProjectorSeat } from './projector-model.ts';

/** What the projector draws of a public view, whichever ruleset built it (each ruleset's module carries its model). */
export function projectorModel(view: PublicView, tr: Translator): ProjectorModel {
  const ruleset = rulesetFor(view.rulesetId);
  if (!ruleset) throw new Error(`unknown ruleset ${view.rulesetId}`);
  return ruleset.projector(view, tr);
}
