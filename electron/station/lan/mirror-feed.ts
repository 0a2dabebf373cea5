import type { MirrorPush, ProjectorLocale, TimerState } from '../../../shared/contract/index.ts';
import type { PublicView } from '../../../shared/engine/index.ts';

/** The public view feed the mirror follows: the station's currentPublicView and onPublicView. */
export interface PublicViewFeed {
  current(): PublicView | null;
  subscribe(listener: (view: PublicView | null) => void): () => void;
}

/** The shared timer as the mirror needs it (the station's timer: its state and revision now, and its changes). */
export interface TimerFeed {
  current(): { timer: TimerState | null; revision: number };
  subscribe(listener: () => void): () => void;
}

/** The projector's own state: the hold screen and the language (one change listener hears both). */
export interface ProjectorStateFeed {
  held(): boolean;
  locale(): ProjectorLocale;
  subscribe(listener: () => void): () => void;
}

/** What the mirror's event streams follow: the pushes that draw the screen now, and each push after. */
export interface MirrorFeed {
  /** The pushes a mirror connecting now needs, in PUSHES' order: the view, the timer, the hold screen (with the language). */
  current(): MirrorPush[];
  subscribe(listener: (push: MirrorPush) => void): () => void;
}

/** Where the mirror's pushes come from. */
export interface MirrorSources {
  publicView: PublicViewFeed;
  timer: TimerFeed;
  projector: ProjectorStateFeed;
}

/**
 * The projector window's own pushes (the public view, the timer, the hold screen with the language), for
 * the LAN mirror: the built mirror page draws them with the projector's components. Never the QR reveal.
 * On hold the view is sent as null, so nothing of the game leaves the station while the room is held.
 * The sources are followed only while some stream listens.
 */
export function createMirrorFeed(sources: MirrorSources): MirrorFeed {
  const listeners = new Set<(push: MirrorPush) => void>();
  let stopSources: (() => void) | null = null;

  const viewPush = (view: PublicView | null = sources.publicView.current()): MirrorPush => ({
    channel: 'public.view',
    view: sources.projector.held() ? null : view,
  });
  const holdPush = (): MirrorPush => ({
    channel: 'projector.hold',
    on: sources.projector.held(),
    locale: sources.projector.locale(),
  });
  const timerPush = (): MirrorPush => ({ channel: 'timer.state', ...sources.timer.current() });

  function push(...pushes: MirrorPush[]): void {
    for (const listener of [...listeners]) for (const one of pushes) listener(one);
  }

  function follow(): () => void {
    // The pushed view is used as pushed: a listener may be told before current() reflects it.
    let held = sources.projector.held();
    const stops = [
      sources.publicView.subscribe((view) => push(viewPush(view))),
      sources.timer.subscribe(() => push(timerPush())),
      sources.projector.subscribe(() => {
        const wasHeld = held;
        held = sources.projector.held();
        // The view changes with the hold screen only: held, the hold screen first, then the game goes;
        // released, the game comes back behind the hold screen, then the screen lifts.
        if (wasHeld === held) push(holdPush());
        else if (held) push(holdPush(), viewPush());
        else push(viewPush(), holdPush());
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  return {
    current: () => [viewPush(), timerPush(), holdPush()],
    subscribe(listener) {
      listeners.add(listener);
      stopSources ??= follow();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopSources) {
          stopSources();
          stopSources = null;
        }
      };
    },
  };
}
