import type { StationResult } from './errors.ts';
import type { ModeratorRequestName } from './channels.ts';
import type { Push, PushFor } from './pushes.ts';

// Browser mode speaks the same contract over WebSockets:
//   /ws/moderator?token=<secret>  requests and the moderator's pushes (the token is printed at start)
//   /ws/projector                 the projector's pushes only (PUSHES says which); anything the projector
//                                 sends is ignored
// The LAN mirror hears the mirror's pushes on an event stream (/projector/events?key=<key>).

/** moderator page → station: one request, answered by a WireResponse with the same id. */
export interface WireRequest {
  id: number;
  name: ModeratorRequestName;
  payload: unknown;
}

/** station → moderator page: the answer to a request. */
export interface WireResponse {
  id: number;
  result: StationResult<unknown>;
}

/** station → page: a push, to the pages of its audience (PUSHES). */
export type WirePush = Push;

/** What the moderator window's preload exposes to the renderer in Electron. */
export interface ModeratorBridgeApi {
  request(name: ModeratorRequestName, payload: unknown): Promise<StationResult<unknown>>;
  /** Every push the moderator hears (PUSHES); the current state follows each page load. Returns the unsubscribe. */
  onPush(listener: (push: PushFor<'moderator'>) => void): () => void;
}

/** The projector's whole API: the pushes the projector hears (PUSHES), and nothing to send. */
export interface ProjectorBridgeApi {
  /** Subscribes to every projector push; the first subscription of a page load asks for the current state. */
  onPush(listener: (push: PushFor<'projector'>) => void): () => void;
}
