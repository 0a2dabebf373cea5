import type { StationResult } from './errors.ts';
import type { DisplaysPush, LanStatusPush, ModeratorPush, ModeratorRequestName, ProjectorPush, ProjectorRevealPush } from './channels.ts';
import type { ProjectorHoldPush, TimerPush } from './timer.ts';

// Browser mode speaks the same contract over WebSockets:
//   /ws/moderator?token=<secret>  requests and moderator pushes (the token is printed at start)
//   /ws/projector                 public pushes, the QR reveal, the timer and the hold screen only; anything
//                                 the projector sends is ignored

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

/** station → page: a push (moderator view to the moderator page, public view to the projector page). */
export type WirePush = ModeratorPush | ProjectorPush | LanStatusPush | ProjectorRevealPush | DisplaysPush | TimerPush | ProjectorHoldPush;

/** What a page window exposes to the renderer when it runs in Electron (set by the preloads). */
export interface ModeratorBridgeApi {
  request(name: ModeratorRequestName, payload: unknown): Promise<StationResult<unknown>>;
  onView(listener: (push: ModeratorPush) => void): () => void;
  /** The LAN server's status (who has seen a card); the current one follows each page load. */
  onLanStatus(listener: (push: LanStatusPush) => void): () => void;
  /** The display list, pushed when displays or the projector's chosen display change (Electron only). */
  onDisplays(listener: (push: DisplaysPush) => void): () => void;
  /** The shared timer; the current one follows each page load. */
  onTimer(listener: (push: TimerPush) => void): () => void;
  /** The projector's hold screen; the current state follows each page load. */
  onHold(listener: (push: ProjectorHoldPush) => void): () => void;
}

/** The projector's whole API: receive public views, the QR reveal overlay, the timer and the hold screen. */
export interface ProjectorBridgeApi {
  onPublicView(listener: (push: ProjectorPush) => void): () => void;
  onReveal(listener: (push: ProjectorRevealPush) => void): () => void;
  onTimer(listener: (push: TimerPush) => void): () => void;
  onHold(listener: (push: ProjectorHoldPush) => void): () => void;
}
