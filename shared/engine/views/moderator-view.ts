import { history, type Game } from '../game.ts';
import type { Prompt } from '../prompt.ts';
import { rulesetFor } from '../rulesets/index.ts';
import { entitledVoters, votesNeeded } from '../rulesets/davidoff-1987/majority.ts';
import type { Davidoff1987Options, GameState, LoggedEvent, Outcome, PlayerState, Phase, RulesetId, VoteRecord, Seat, Announcement } from '../types.ts';

/** One line of the timeline: a step, what it did, and whether it is undone. */
export interface TimelineStep {
  step: number;
  /** The type of the step's first event: its message key is `timeline.<kind>`. */
  kind: LoggedEvent['type'];
  events: LoggedEvent[];
  undone: boolean;
}

/** Everything the moderator sees: the whole state, the prompts and the timeline. */
export interface ModeratorView {
  gameId: string;
  version: number;
  rulesetId: RulesetId;
  options: Davidoff1987Options;
  phase: Phase;
  round: number;
  players: PlayerState[];
  vote: (GameState['vote'] & { entitled: number; needed: number | null }) | null;
  votes: VoteRecord[];
  nightNotes: { seat: Seat; target: Seat }[];
  nightHistory: GameState['nightHistory'];
  announcements: Announcement[];
  outcome: Outcome | null;
  prompts: Prompt[];
  timeline: TimelineStep[];
  canUndo: boolean;
  canRedo: boolean;
}

/** The moderator's projection of a game: everything, plus what to do next. */
export function moderatorView(game: Game, gameId: string): ModeratorView {
  const state = game.state;
  const ruleset = rulesetFor(state.rulesetId);
  const { effective, undone, redoable } = history(game.log);
  const timeline: TimelineStep[] = [];
  for (const entry of game.log) {
    const last = timeline.at(-1);
    if (last && last.step === entry.step) last.events.push(entry.event);
    else timeline.push({ step: entry.step, kind: entry.event.type, events: [entry.event], undone: undone.has(entry.step) });
  }
  const vote = state.vote;
  return {
    gameId,
    version: game.version,
    rulesetId: state.rulesetId,
    options: state.options,
    phase: state.phase,
    round: state.round,
    players: state.players,
    vote: vote ? { ...vote, entitled: entitledVoters(state, vote).length, needed: votesNeeded(state, vote, state.options.majorityBasis) } : null,
    votes: state.votes,
    nightNotes: state.nightNotes,
    nightHistory: state.nightHistory,
    announcements: state.announcements,
    outcome: state.outcome,
    prompts: ruleset ? ruleset.prompts(state) : [],
    timeline: timeline.reverse(),
    canUndo: effective.some((s) => s > 0),
    canRedo: redoable.length > 0,
  };
}
