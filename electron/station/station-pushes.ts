import {
  heardBy,
  pushOf,
  type Audience,
  type Push,
  type PushChannel,
  type PushFor,
  type PushPayloads,
} from '../../shared/contract/index.ts';
import type { Station } from './station.ts';

/** Where a push channel's payloads come from in the station: its changes, and its value now (if it has one). */
type PushSource<C extends PushChannel> = {
  follow(station: Station, send: (payload: PushPayloads[C]) => void): () => void;
  /** The payload a page connecting now needs, or null for a channel pushed on change only. */
  current: ((station: Station) => PushPayloads[C]) | null;
};

const holdOf = (station: Station, on = station.currentProjectorHold()): PushPayloads['projector.hold'] => ({
  on,
  locale: station.currentProjectorLocale(),
});

/** Every push channel's source: a channel of PUSHES without one is a compile error. */
const SOURCES: { [C in PushChannel]: PushSource<C> } = {
  'moderator.view': {
    follow: (s, send) => s.onModeratorView((view) => send({ view })),
    current: (s) => ({ view: s.currentModeratorView() }),
  },
  'lan.status': {
    follow: (s, send) => s.onLanStatus((status) => send({ status })),
    current: (s) => ({ status: s.currentLanStatus() }),
  },
  // The moderator asks for the list (`display.list`); only its changes are pushed.
  'display.list': { follow: (s, send) => s.onDisplays((displays) => send({ displays })), current: null },
  'public.view': {
    follow: (s, send) => s.onPublicView((view) => send({ view })),
    current: (s) => ({ view: s.currentPublicView() }),
  },
  'projector.reveal': {
    follow: (s, send) => s.onProjectorReveal((reveal) => send({ reveal })),
    current: (s) => ({ reveal: s.currentProjectorReveal() }),
  },
  'timer.state': {
    follow: (s, send) => s.onTimer((timer, revision) => send({ timer, revision })),
    current: (s) => s.currentTimer(),
  },
  'projector.hold': { follow: (s, send) => s.onProjectorHold((on) => send(holdOf(s, on))), current: (s) => holdOf(s) },
};

const CHANNELS = Object.keys(SOURCES) as PushChannel[];

function sourceOf<C extends PushChannel>(channel: C): PushSource<C> {
  return SOURCES[channel] as PushSource<C>;
}

/**
 * Follows every push the station makes, as one stream of `{ channel, ...payload }` messages; each
 * transport hands a push to the pages of its audience (PUSHES). Returns the unsubscribe.
 */
export function followPushes(station: Station, listener: (push: Push) => void): () => void {
  const stops = CHANNELS.map(<C extends PushChannel>(channel: C) =>
    sourceOf(channel).follow(station, (payload) => listener(pushOf(channel, payload))),
  );
  return () => stops.forEach((stop) => stop());
}

/** The pushes a page of an audience needs when it connects (or reloads), in PUSHES' order. */
export function currentPushes<A extends Audience>(station: Station, audience: A): PushFor<A>[] {
  const pushes: Push[] = [];
  for (const channel of CHANNELS) {
    const current = sourceOf(channel).current;
    if (current && heardBy(audience, channel)) pushes.push(pushOf(channel, current(station)));
  }
  return pushes as PushFor<A>[];
}
