import { commandShapes } from '../../../shared/contract/index.ts';
import { rulesetFor, type RulesetId } from '../../../shared/engine/index.ts';

/** The console's controls a ruleset's own facts call for (no rule in the renderer: the ruleset module says). */
export interface ConsoleOffers {
  /** The header's switch that shows the dealt roles on the seats: where a moderator knows them. */
  roleSwitch: boolean;
  /** The timer's switch that starts the next speaker's timer as a speech ends: where speeches go in turn. */
  nextSpeakerTimer: boolean;
  /** The viewer feed shows every role and the nights' actions late; else only what the table knows. */
  secretViewerFeed: boolean;
  /** Players leave the game: the header counts who is still in, the game-over table says how each left. */
  leaving: boolean;
  /** The C key that turns a form's choice (a role recorded, a removal's reason): where a command has a choice. */
  choiceKey: boolean;
}

/** What the console offers for a game of this ruleset (nothing of these for an unknown one, or no game). */
export function consoleOffers(rulesetId: string | null | undefined): ConsoleOffers {
  const ruleset = rulesetId ? rulesetFor(rulesetId) : undefined;
  return {
    roleSwitch: ruleset?.moderatorSeesRoles === true,
    nextSpeakerTimer: ruleset?.speakingTurns === true,
    secretViewerFeed: ruleset?.moderatorSeesRoles === true,
    leaving: ruleset !== undefined && ruleset.nobodyLeaves !== true,
    choiceKey:
      ruleset !== undefined &&
      [...commandShapes(rulesetId as RulesetId).values()].some((shape) =>
        shape.fields.some((f) => f.kind === 'choice'),
      ),
  };
}
