import { viewerSteps, viewerView, type Game, type ViewerDelay, type ViewerView } from '../../shared/engine/index.ts';

/** What the viewer feed follows in the station: the open game, when each of its steps was appended, and its changes. */
export interface ViewerFeedSources {
  openGame(): { gameId: string; game: Game } | null;
  /** The times (ms, the station's clock) each step of a game was appended: the archive's, so they survive a restart. */
  stepTimes(gameId: string): number[];
  /** The organiser's delay now. */
  delay(): ViewerDelay;
  /** The stream's pause: while on, nothing of the game goes to the viewers. */
  paused(): boolean;
  /** The station's clock, ms since the epoch (tests inject it). */
  clock(): number;
  /** Hears every change of the open game, the delay or the pause; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Waits `ms` then calls back (setTimeout by default; tests drive time themselves). */
  schedule?(callback: () => void, ms: number): () => void;
}

/** The viewer feed: the open game as the delay lets viewers see it now, and each change of that. */
export interface ViewerFeed {
  /** What a viewer connecting now is sent: null with no game, while paused or while no step is old enough. */
  current(): ViewerView | null;
  /** How many steps of the open game a viewer may see now (a client asking for more is refused). */
  allowedVersion(): number;
  subscribe(listener: (view: ViewerView | null) => void): () => void;
}

const defaultSchedule = (callback: () => void, ms: number): (() => void) => {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
};

/**
 * Creates the viewer feed (issue 17): the station folds the log PREFIX its delay allows, by its own clock,
 * so a viewer link can never be given fresher data, whatever it asks; an undone step leaves the viewers'
 * screen once the undo itself is old enough. Followed only while some stream listens; with a delay in
 * seconds it wakes when the next step comes of age.
 */
export function createViewerFeed(sources: ViewerFeedSources): ViewerFeed {
  const schedule = sources.schedule ?? defaultSchedule;
  const listeners = new Set<(view: ViewerView | null) => void>();
  let stop: (() => void) | null = null;
  let wake: (() => void) | null = null;
  let last = 'null';

  function current(): ViewerView | null {
    const open = sources.openGame();
    if (!open || sources.paused()) return null;
    return viewerView(open.game, open.gameId, sources.stepTimes(open.gameId), sources.delay(), sources.clock());
  }

  function allowedVersion(): number {
    const open = sources.openGame();
    if (!open || sources.paused()) return 0;
    return viewerSteps(open.game, sources.stepTimes(open.gameId), sources.delay(), sources.clock());
  }

  /** Sets the wake-up for the next step not yet old enough (a delay in seconds only). */
  function rearm(): void {
    wake?.();
    wake = null;
    const open = sources.openGame();
    const delay = sources.delay();
    if (!open || delay.kind !== 'seconds' || sources.paused()) return;
    const times = sources.stepTimes(open.gameId);
    const next = times[viewerSteps(open.game, times, delay, sources.clock())];
    if (next === undefined) return;
    const due = next + delay.seconds * 1000 - sources.clock();
    wake = schedule(check, Math.max(0, due) + 1);
  }

  function check(): void {
    const view = current();
    const json = JSON.stringify(view);
    if (json !== last) {
      last = json;
      for (const listener of [...listeners]) listener(view);
    }
    rearm();
  }

  return {
    current,
    allowedVersion,
    subscribe(listener) {
      listeners.add(listener);
      if (!stop) {
        last = JSON.stringify(current());
        stop = sources.subscribe(check);
        rearm();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop) {
          stop();
          stop = null;
          wake?.();
          wake = null;
        }
      };
    },
  };
}
