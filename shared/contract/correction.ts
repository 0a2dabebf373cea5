import * as v from 'valibot';
import type { EngineCommand, ModeratorView, Prompt, RulesetId } from '../engine/index.ts';
import { stepNumber } from '../engine/rulesets/schema-parts.ts';
import { COMMAND_SCHEMAS, IdSchema } from './schemas.ts';

// Correcting a past step (issue 6 item 1): the moderator fixes a mis-entered step; the correction is
// appended to the log and every later step is replayed on top of it.

/** `game.step-form`: one past step of a game, to correct. */
export const GameStepRefSchema = v.strictObject({ gameId: IdSchema, step: stepNumber });

/**
 * `game.correct`: the command the step should have been. Its shape is checked here against every
 * ruleset's commands; the station then checks it against the game's own ruleset.
 */
export const GameCorrectSchema = v.strictObject({
  gameId: IdSchema,
  step: stepNumber,
  command: v.union(Object.values(COMMAND_SCHEMAS)),
});

/** The inferred types of the schemas above. */
export type GameStepRef = v.InferOutput<typeof GameStepRefSchema>;
export type GameCorrectRequest = v.InferOutput<typeof GameCorrectSchema>;

/** What the console needs to correct a step: the step as the moderator met it, and what he entered. */
export interface StepForm {
  step: number;
  rulesetId: RulesetId;
  /** The prompts the engine offered just before the step: the commands the correction may be. */
  prompts: Prompt[];
  /** The moderator's view of the game just before the step (its seats, the hands a vote needed…). */
  view: ModeratorView;
  /** The command the step stood for, as the engine took it (a deal with the roles the station drew). */
  recorded: EngineCommand;
}

/** A correction's result: the game's new version, and how many later steps were replayed or dropped. */
export interface CorrectionResult {
  version: number;
  /** Later steps the rules accepted again on top of the correction. */
  replayed: number;
  /** Later steps not replayed: from the first one the rules refused (the moderator goes on by hand). */
  dropped: number;
}

/** What a correction would do, before it is written (`game.correct-preview`): the dialog asks before it drops or changes a result. */
export interface CorrectionPreview {
  /** Later steps the rules would accept again on top of the correction. */
  replayed: number;
  /** Later steps that would be dropped: from the first one the rules would refuse. */
  dropped: number;
  /** The winning team now, null while the game is not over. */
  winnerBefore: string | null;
  /** The winning team after the correction, null if the game would not be over. */
  winnerAfter: string | null;
  /** The corrected step would record exactly what the step records now: there is nothing to correct. */
  unchanged: boolean;
}
