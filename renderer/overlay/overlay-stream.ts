import { reactive } from 'vue';
import type { TournamentBoard } from '../../shared/contract/index.ts';
import { isPushFor } from '../../shared/contract/pushes.ts';
import type { PublicView, ViewerBody, ViewerView } from '../../shared/engine/index.ts';
import type { ConnectionState } from '../common/bridge/index.ts';
import { newerTimer, receiveTimer, type ReceivedTimer } from '../common/timer/received-timer.ts';

/** What an overlay draws: the latest of each message its stream brought. */
export interface OverlayState {
  view: PublicView | null;
  /** The viewer feed's roles and nights (null on the room feed, and before the delay lets anything through). */
  secret: ViewerBody | null;
  timer: ReceivedTimer | null;
  /** The projector's hold screen (room feed) or the stream's pause: either shows the holding card. */
  held: boolean;
  paused: boolean;
  locale: string | null;
  /** The open tournament game's standings and next seating, or null for a club game. */
  board: TournamentBoard | null;
  connection: ConnectionState;
}

/** Files one message of either feed; anything else is ignored (the station's own messages, checked by channel). */
function file(state: OverlayState, message: unknown): void {
  if (typeof message !== 'object' || message === null) return;
  const channel = (message as { channel?: unknown }).channel;
  if (channel === 'stream.state') {
    const { paused, locale } = message as { paused: unknown; locale: unknown };
    state.paused = paused === true;
    if (typeof locale === 'string') state.locale = locale;
    return;
  }
  if (channel === 'stream.tournament') {
    state.board = (message as { board: TournamentBoard | null }).board;
    return;
  }
  if (channel === 'viewer.view') {
    const view = (message as { view: ViewerView | null }).view;
    state.view = view?.public ?? null;
    state.secret = view?.secret ?? null;
    return;
  }
  if (!isPushFor('mirror', message)) return;
  if (message.channel === 'public.view') state.view = message.view;
  else if (message.channel === 'timer.state')
    state.timer = newerTimer(state.timer, receiveTimer(message, performance.now()));
  else if (message.channel === 'projector.hold') {
    state.held = message.on;
    state.locale = message.locale;
  }
}

/**
 * Follows an overlay's event stream (`/overlay/events` or `/viewer/events`, with the page's key): the
 * browser's EventSource reconnects by itself (the server says `retry: 3000`), and the station sends the
 * current state again on each connection, so a source that reconnects mid-night draws the same screen.
 */
export function followOverlayStream(url: string): OverlayState {
  const state = reactive<OverlayState>({
    view: null,
    secret: null,
    timer: null,
    held: false,
    paused: false,
    locale: null,
    board: null,
    connection: 'connecting',
  });
  const source = new EventSource(url);
  source.addEventListener('open', () => (state.connection = 'open'));
  source.addEventListener('error', () => (state.connection = 'closed'));
  source.addEventListener('message', (event: MessageEvent<string>) => {
    try {
      file(state, JSON.parse(event.data));
    } catch {
      // Not JSON: not the station's.
    }
  });
  return state;
}
