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

/** One push of the fake station: its last value, its listeners, and a publish that sets one and tells the others. */
function pushOf<A extends unknown[]>(...first: A) {
  const listeners = new Set<(...args: A) => void>();
  let last = first;
  return {
    last: () => last,
    on: (listener: (...args: A) => void) => subscribe(listeners, listener),
    publish(...args: A): void {
      last = args;
      for (const listener of listeners) listener(...args);
    },
    count: () => listeners.size,
  };
}

/** Creates a fake station whose every request succeeds with `{ echoed: name }`. */
export function fakeStation(): FakeStation {
  const moderator = pushOf<[ModeratorView | null]>(null);
  const publicPush = pushOf<[PublicView | null]>(null);
  const lan = pushOf<[LanStatus]>(LAN_STOPPED);
  const reveal = pushOf<[ProjectorReveal | null]>(null);
  const displays = pushOf<[DisplayInfo[]]>([]);
  let displayHost: DisplayHost | null = null;
  const timer = pushOf<[TimerState | null, number]>(null, 0);
  const hold = pushOf<[boolean]>(false);
  const station: FakeStation = {
    requests: [],
    closed: false,
    request(name, payload) {
      station.requests.push({ name, payload });
      return { ok: true, value: { echoed: name } } as never;
    },
    onModeratorView: moderator.on,
    onPublicView: publicPush.on,
    currentModeratorView: () => moderator.last()[0],
    currentPublicView: () => publicPush.last()[0],
    onLanStatus: lan.on,
    onProjectorReveal: reveal.on,
    currentLanStatus: () => lan.last()[0],
    currentProjectorReveal: () => reveal.last()[0],
    attachDisplays(host) {
      displayHost = host;
      return () => {
        displayHost = null;
      };
    },
    get displayHost() {
      return displayHost;
    },
    onDisplays: displays.on,
    publishDisplays: displays.publish,
    onTimer: timer.on,
    currentTimer: () => ({ timer: timer.last()[0], revision: timer.last()[1] }),
    onProjectorHold: hold.on,
    currentProjectorHold: () => hold.last()[0],
    currentProjectorLocale: () => 'en',
    currentViewerView: () => null,
    onTournamentScreen: () => () => {},
    currentTournamentScreen: () => null,
    close() {
      station.closed = true;
    },
    publishModerator: moderator.publish,
    publishPublic: publicPush.publish,
    publishLan: lan.publish,
    publishReveal: reveal.publish,
    publishTimer: timer.publish,
    publishHold: hold.publish,
    moderatorListenerCount: moderator.count,
    publicListenerCount: publicPush.count,
    lanListenerCount: () => lan.count() + reveal.count(),
    sharedListenerCount: () => timer.count() + hold.count(),
  };
  return station;
}

/** A stand-in view object: the shell forwards views without looking inside them. */
export function sampleView<T>(label: string): T {
  return { label } as unknown as T;
}
