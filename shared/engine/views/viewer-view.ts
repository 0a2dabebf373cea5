import { gameFromLog, heldDawn, isLogOnly, isMeta, rulesetOfState, stateAfter, type Game } from '../game.ts';
import type { GameEvent } from '../types.ts';
import type { GameState } from '../types.ts';
import { publicViewOfGame, type PublicView } from './public-view.ts';
import { viewerSeats, type ViewerBody } from '../rulesets/viewer-body.ts';

export type { ViewerAction, ViewerActionKind, ViewerBody, ViewerNight, ViewerSeat } from '../rulesets/viewer-body.ts';

/**
 * How late a stream's viewers see the game's secrets (issue 17), chosen by the organiser: N seconds after
 * each step by the station's clock, one phase late (the log as it was when the current phase began), or
 * nothing secret before the result.
 */
export type ViewerDelay = { kind: 'seconds'; seconds: number } | { kind: 'phase' } | { kind: 'end' };

/** The longest delay in seconds the organiser may set (an hour: longer is "after the game ends"). */
export const MAX_VIEWER_DELAY_SECONDS = 3600;

/** What the viewer feed sends: the game as it stood `version` steps in, to the room and beyond it. */
export interface ViewerView {
  gameId: string;
  /** How many steps of the log this view folds: a viewer link may never be given more. */
  version: number;
  /** The room's view of that prefix (the live room's view with the delay "after the game ends"). */
  public: PublicView;
  /** Roles and nights of that prefix; null while the delay "after the game ends" has not passed. */
  secret: ViewerBody | null;
}

/** The viewers' secrets of a state: its ruleset's viewer view, or the roles of its role cards where it has none. */
export function viewerBodyOf(state: GameState): ViewerBody {
  const ruleset = rulesetOfState(state);
  if (ruleset.viewerView) return ruleset.viewerView(state) as ViewerBody;
  return { seats: viewerSeats(state.players, (seat) => ruleset.playerCard(state, seat)), nights: [] };
}

/** The game as its log stood after its first `steps` steps (undo markers folded as the station folds them). */
export function gameAtStep(game: Game, steps: number): Game {
  return steps >= game.version ? game : gameFromLog(game.log.filter((entry) => entry.step < steps));
}

/**
 * How many steps of a game its viewers may see at `now` (ms, the station's clock), with `stepTimes[i]`
 * the time step i was appended. Seconds: the steps appended at least that long ago, in order (a later
 * step never shows before an earlier one). One phase: the log as it was when the current phase began.
 * After the game ends: all of it (its secrets are withheld instead, see viewerView). 0: nothing yet.
 */
export function viewerSteps(game: Game, stepTimes: readonly number[], delay: ViewerDelay, now: number): number {
  if (delay.kind === 'end') return game.version;
  if (delay.kind === 'seconds') {
    const cutoff = now - delay.seconds * 1000;
    let steps = 0;
    while (steps < game.version && (stepTimes[steps] ?? Infinity) <= cutoff) steps++;
    return steps;
  }
  // One phase late: back from now while the earlier log was already in this phase, the phase as the room
  // sees it (a dawn held from the room is still its night: the viewers get the night once it is announced).
  const phases = roomPhases(game);
  const phase = phases[game.version]!;
  let steps = game.version;
  while (steps > 1 && phases[steps - 1] === phase) steps--;
  return steps;
}

/**
 * The phase the room saw after each of the game's first k steps (index k, 1 … version), in one forward fold:
 * each step is folded onto the state before it, as the station applies it (an undo or redo replays its
 * prefix). A dawn held from the room (see heldDawn) is still the night: the step just folded began the day
 * out of a night, and nothing has followed it.
 */
function roomPhases(game: Game): string[] {
  const ruleset = rulesetOfState(game.state);
  const phases: string[] = [''];
  let state = game.state;
  let end = 0;
  for (let step = 0; step < game.version; step++) {
    const start = end;
    while (end < game.log.length && game.log[end]!.step === step) end++;
    const events = game.log.slice(start, end).map((entry) => entry.event);
    const before = state;
    if (step === 0 || events.some(isMeta)) {
      // The first step, or an undo or redo: the prefix as the station folds it, and its held dawn if any.
      const prefix = gameFromLog(game.log.slice(0, end));
      state = prefix.state;
      phases.push((heldDawn(prefix) ?? state).phase);
      continue;
    }
    state = stateAfter(ruleset, state, events.filter((event) => !isLogOnly(event)) as GameEvent[]);
    const held =
      events[0] !== undefined &&
      !isLogOnly(events[0]) &&
      state.phase !== 'night' &&
      state.phase !== 'ended' &&
      before.phase === 'night' &&
      events.some((event) => event.type === 'day-began');
    phases.push(held ? 'night' : state.phase);
  }
  return phases;
}

/** What the viewers of a game are sent at `now`, or null while no step is old enough. */
export function viewerView(
  game: Game,
  gameId: string,
  stepTimes: readonly number[],
  delay: ViewerDelay,
  now: number,
): ViewerView | null {
  const steps = viewerSteps(game, stepTimes, delay, now);
  if (steps === 0) return null;
  const then = gameAtStep(game, steps);
  const secret = delay.kind !== 'end' || then.state.phase === 'ended' ? viewerBodyOf(then.state) : null;
  return { gameId, version: steps, public: publicViewOfGame(then, gameId), secret };
}
