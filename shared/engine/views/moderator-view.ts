import type { SeatGenders } from '../gender.ts';
import { gendersOf, heldDawn, history, rulesetOfState, type Game } from '../game.ts';
import type { Prompt } from '../prompt.ts';
import type { Davidoff1987ModeratorBody } from '../rulesets/davidoff-1987/moderator-view.ts';
import type { Davidoff1987Event, LoggedEvent, MetaEvent } from '../types.ts';
import type { AnyModeratorBody } from './view-bodies.ts';

/** One line of the timeline: a step, what it did, and whether it is undone. */
export interface TimelineStep<E extends { type: string } = LoggedEvent> {
  step: number;
  /** The type of the step's first event: its message key is `timeline.<kind>`. */
  kind: E['type'];
  events: E[];
  /**
   * The step's events as the timeline tells them, where its ruleset words one otherwise than the log (city-mafia:
   * the putana's guest, logged as killed, left with her); absent: as `events`, which stay the log.
   */
  told?: ({ type: string } & Record<string, unknown>)[];
  undone: boolean;
}

/** What the moderator sees of any game: the prompts, the timeline and undo/redo, whatever the ruleset. */
export interface ModeratorViewBase<E extends { type: string } = LoggedEvent> {
  gameId: string;
  version: number;
  prompts: Prompt[];
  timeline: TimelineStep<E>[];
  canUndo: boolean;
  canRedo: boolean;
  /** The night's outcome waits for the moderator to announce it (the room still sees the night): announce-dawn. */
  dawnHeld: boolean;
  /** Each seat's gender from the player record (index seat - 1; null: none set), for the gendered words of the texts. */
  genders: SeatGenders;
}

/** Everything the moderator sees: the ruleset's whole state, the prompts and the timeline. */
export type ModeratorView = ModeratorViewBase & AnyModeratorBody;

/** The moderator view of a davidoff-1987 game. */
export type Davidoff1987ModeratorView = ModeratorViewBase<Davidoff1987Event | MetaEvent> & Davidoff1987ModeratorBody;

/** The moderator's projection of a game: everything, plus what to do next. */
export function moderatorView(game: Game, gameId: string): ModeratorView {
  const ruleset = rulesetOfState(game.state);
  const { effective, undone, redoable } = history(game.log);
  const timeline: TimelineStep[] = [];
  // RULES.md §5: where the operator is a player (copag-mafia), his timeline leaves out what he may not see.
  const shown = (event: LoggedEvent): LoggedEvent =>
    ruleset.operatorEvent ? (ruleset.operatorEvent(event) as LoggedEvent) : event;
  for (const entry of game.log) {
    const event = shown(entry.event);
    const last = timeline.at(-1);
    if (last && last.step === entry.step) last.events.push(event);
    else timeline.push({ step: entry.step, kind: event.type, events: [event], undone: undone.has(entry.step) });
  }
  // A step's events as its ruleset tells them (city-mafia: the putana's guest left with her, the log says killed),
  // beside the log's own: the events stay the truth (a reader may replay them), the told ones are for the text.
  if (ruleset.timelineEvents)
    for (const step of timeline) {
      const told = ruleset.timelineEvents(step.events as never);
      if (told.some((event, i) => event !== step.events[i])) step.told = told as TimelineStep['told'];
    }
  const dawnHeld = heldDawn(game) !== null;
  const prompts = ruleset.prompts(game.state);
  return {
    gameId,
    version: game.version,
    // A timer is the room's (the projector shows its kind and seat): while the dawn is held, the day's first
    // timer (a victim's last word, or the first speech after a night nobody died) would tell the room the
    // night's outcome, so the console offers none until the dawn is announced.
    prompts: dawnHeld ? prompts.map(({ timer: _timer, ...prompt }) => prompt) : prompts,
    timeline: timeline.reverse(),
    canUndo: effective.some((s) => s > 0),
    canRedo: redoable.length > 0,
    dawnHeld,
    genders: gendersOf(game),
    ...(ruleset.moderatorView(game.state) as AnyModeratorBody),
  };
}
