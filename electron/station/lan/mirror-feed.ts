import type { ProjectorLocale, TimerState } from '../../../shared/contract/index.ts';
import type { PublicView } from '../../../shared/engine/index.ts';
import { mirrorFrame, type MirrorFrame } from './mirror-frame.ts';

/** The public view feed the mirror follows: the station's currentPublicView and onPublicView. */
export interface PublicViewFeed {
  current(): PublicView | null;
  subscribe(listener: (view: PublicView | null) => void): () => void;
}

/** The shared timer as the mirror needs it (the station's timer: its state now, and its changes). */
export interface TimerFeed {
  current(): TimerState | null;
  subscribe(listener: () => void): () => void;
}

/** The projector's own state: the hold screen and the language (one change listener hears both). */
export interface ProjectorStateFeed {
  held(): boolean;
  locale(): ProjectorLocale;
  subscribe(listener: () => void): () => void;
}

/** What the mirror's event streams follow: the frame now, and a new frame on every change. */
export interface MirrorFeed {
  current(): MirrorFrame;
  subscribe(listener: (frame: MirrorFrame) => void): () => void;
}

/** Where a mirror frame comes from. */
export interface MirrorSources {
  publicView: PublicViewFeed;
  timer: TimerFeed;
  projector: ProjectorStateFeed;
}

/**
 * Combines the public view, the timer, the hold screen and the projector's language into one feed of
 * mirror frames. A frame is built once per change for every stream, and the sources are followed only
 * while some stream listens.
 */
export function createMirrorFeed(sources: MirrorSources): MirrorFeed {
  const listeners = new Set<(frame: MirrorFrame) => void>();
  let stopSources: (() => void) | null = null;

  const build = (view: PublicView | null = sources.publicView.current()): MirrorFrame =>
    mirrorFrame({ view, locale: sources.projector.locale(), held: sources.projector.held(), timer: sources.timer.current() });

  function push(frame: MirrorFrame): void {
    for (const listener of [...listeners]) listener(frame);
  }

  function follow(): () => void {
    // The pushed view is used as pushed: a listener may be told before current() reflects it.
    const stops = [
      sources.publicView.subscribe((view) => push(build(view))),
      sources.timer.subscribe(() => push(build())),
      sources.projector.subscribe(() => push(build())),
    ];
    return () => stops.forEach((stop) => stop());
  }

  return {
    current: () => build(),
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
