import type {
  RoomOverlayMessage,
  StreamStatePush,
  TournamentBoard,
  TournamentBoardPush,
  ViewerOverlayMessage,
  ViewerViewPush,
} from '../../../shared/contract/index.ts';
import type { ViewerView } from '../../../shared/engine/index.ts';
import type { MirrorFeed } from './mirror-feed.ts';

/** One overlay stream's messages: those a page connecting now needs, and each one after. */
export interface OverlayFeed<M> {
  current(): M[];
  subscribe(listener: (message: M) => void): () => void;
}

/** The stream overlays' two feeds and the viewer link's key (issue 17). */
export interface OverlayFeeds {
  /** The room feed: exactly the mirror's pushes (what the projector shows), and the stream's state. */
  room: OverlayFeed<RoomOverlayMessage>;
  /** The viewer feed: the delayed view and the stream's state; never a version beyond `allowedVersion`. */
  viewer: OverlayFeed<ViewerOverlayMessage> & { allowedVersion(): number };
  /** The viewer link's key now (renewed by the operator). */
  viewerKey(): string;
}

/** Where the overlays' feeds come from. */
export interface OverlaySources {
  mirror: MirrorFeed;
  viewer: {
    current(): ViewerView | null;
    allowedVersion(): number;
    subscribe(listener: (view: ViewerView | null) => void): () => void;
  };
  /** The open tournament game's board (standings, next seating), or null; `onBoard` hears it change. */
  board(): TournamentBoard | null;
  onBoard(listener: () => void): () => void;
  /** The pause and the projector's language; the listener hears a change of either. */
  state(): { paused: boolean; locale: string };
  onState(listener: () => void): () => void;
  viewerKey(): string;
}

/** Builds the overlays' feeds over the mirror's feed, the station's viewer feed and the stream's switches. */
export function createOverlayFeeds(sources: OverlaySources): OverlayFeeds {
  const statePush = (): StreamStatePush => ({ channel: 'stream.state', ...sources.state() });
  const viewerPush = (view: ViewerView | null): ViewerViewPush => ({ channel: 'viewer.view', view });
  const boardPush = (): TournamentBoardPush => ({ channel: 'stream.tournament', board: sources.board() });
  /** Each stream hears the board only when it changed since that stream last heard it. */
  const followBoard = (listener: (push: TournamentBoardPush) => void): (() => void) => {
    let last = JSON.stringify(boardPush());
    return sources.onBoard(() => {
      const push = boardPush();
      const json = JSON.stringify(push);
      if (json === last) return;
      last = json;
      listener(push);
    });
  };
  return {
    room: {
      current: () => [...sources.mirror.current(), statePush(), boardPush()],
      subscribe(listener) {
        const stops = [
          sources.mirror.subscribe(listener),
          sources.onState(() => listener(statePush())),
          followBoard(listener),
        ];
        return () => stops.forEach((stop) => stop());
      },
    },
    viewer: {
      current: () => [viewerPush(sources.viewer.current()), statePush(), boardPush()],
      allowedVersion: () => sources.viewer.allowedVersion(),
      subscribe(listener) {
        const stops = [
          sources.viewer.subscribe((view) => listener(viewerPush(view))),
          sources.onState(() => listener(statePush())),
          followBoard(listener),
        ];
        return () => stops.forEach((stop) => stop());
      },
    },
    viewerKey: sources.viewerKey,
  };
}
