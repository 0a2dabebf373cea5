import type { DisplayInfo, LanStatus, ProjectorReveal, TimerState } from '../../shared/contract/index.ts';
import { LAN_STOPPED } from '../../shared/contract/index.ts';
import type { ModeratorView, PublicView } from '../../shared/engine/index.ts';
import type { DisplayHost, Station } from '../../electron/station/index.ts';
import { subscribe } from '../../electron/station/listeners.ts';

/** A Station that records requests and lets a test publish views, so the shell is tested without an archive. */
export interface FakeStation extends Station {
  readonly requests: { name: string; payload: unknown }[];
  closed: boolean;
  /** Publishes a moderator view to the subscribers, as the station does after a command. */
  publishModerator(view: ModeratorView | null): void;
  /** Publishes a public view to the subscribers. */
  publishPublic(view: PublicView | null): void;
  /** Publishes a LAN status to the subscribers. */
  publishLan(status: LanStatus): void;
  /** Publishes a projector QR reveal to the subscribers. */
  publishReveal(reveal: ProjectorReveal | null): void;
  /** Publishes a display list to the subscribers. */
  publishDisplays(displays: DisplayInfo[]): void;
  /** The display host the shell attached, if any. */
  readonly displayHost: DisplayHost | null;
  /** Publishes the shared timer to the subscribers. */
  publishTimer(timer: TimerState | null, revision: number): void;
  /** Publishes the hold screen's state to the subscribers. */
  publishHold(on: boolean): void;
  moderatorListenerCount(): number;
  publicListenerCount(): number;
  lanListenerCount(): number;
  /** Listeners of the timer and the hold screen. */
  sharedListenerCount(): number;
}

/** Creates a fake station whose every request succeeds with `{ echoed: name }`. */
export function fakeStation(): FakeStation {
  const moderatorListeners = new Set<(view: ModeratorView | null) => void>();
  const publicListeners = new Set<(view: PublicView | null) => void>();
  let lastModerator: ModeratorView | null = null;
  let lastPublic: PublicView | null = null;
  const lanListeners = new Set<(status: LanStatus) => void>();
  const revealListeners = new Set<(reveal: ProjectorReveal | null) => void>();
  let lastLan: LanStatus = LAN_STOPPED;
  let lastReveal: ProjectorReveal | null = null;
  const displayListeners = new Set<(displays: DisplayInfo[]) => void>();
  let displayHost: DisplayHost | null = null;
  const timerListeners = new Set<(timer: TimerState | null, revision: number) => void>();
  const holdListeners = new Set<(on: boolean) => void>();
  let lastTimer: { timer: TimerState | null; revision: number } = { timer: null, revision: 0 };
  let lastHold = false;
  const station: FakeStation = {
    requests: [],
    closed: false,
    request(name, payload) {
      station.requests.push({ name, payload });
      return { ok: true, value: { echoed: name } } as never;
    },
    onModeratorView: (listener) => subscribe(moderatorListeners, listener),
    onPublicView: (listener) => subscribe(publicListeners, listener),
    currentModeratorView: () => lastModerator,
    currentPublicView: () => lastPublic,
    onLanStatus: (listener) => subscribe(lanListeners, listener),
    onProjectorReveal: (listener) => subscribe(revealListeners, listener),
    currentLanStatus: () => lastLan,
    currentProjectorReveal: () => lastReveal,
    attachDisplays(host) {
      displayHost = host;
      return () => {
        displayHost = null;
      };
    },
    get displayHost() {
      return displayHost;
    },
    onDisplays: (listener) => subscribe(displayListeners, listener),
    publishDisplays(displays) {
      for (const listener of displayListeners) listener(displays);
    },
    onTimer: (listener) => subscribe(timerListeners, listener),
    currentTimer: () => lastTimer,
    onProjectorHold: (listener) => subscribe(holdListeners, listener),
    currentProjectorHold: () => lastHold,
    currentProjectorLocale: () => 'en',
    currentViewerView: () => null,
    onTournamentScreen: () => () => {},
    currentTournamentScreen: () => null,
    close() {
      station.closed = true;
    },
    publishModerator(view) {
      lastModerator = view;
      for (const listener of moderatorListeners) listener(view);
    },
    publishPublic(view) {
      lastPublic = view;
      for (const listener of publicListeners) listener(view);
    },
    publishLan(status) {
      lastLan = status;
      for (const listener of lanListeners) listener(status);
    },
    publishReveal(reveal) {
      lastReveal = reveal;
      for (const listener of revealListeners) listener(reveal);
    },
    publishTimer(timer, revision) {
      lastTimer = { timer, revision };
      for (const listener of timerListeners) listener(timer, revision);
    },
    publishHold(on) {
      lastHold = on;
      for (const listener of holdListeners) listener(on);
    },
    moderatorListenerCount: () => moderatorListeners.size,
    publicListenerCount: () => publicListeners.size,
    lanListenerCount: () => lanListeners.size + revealListeners.size,
    sharedListenerCount: () => timerListeners.size + holdListeners.size,
  };
  return station;
}

/** A stand-in view object: the shell forwards views without looking inside them. */
export function sampleView<T>(label: string): T {
  return { label } as unknown as T;
}
