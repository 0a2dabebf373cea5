import * as v from 'valibot';
import { MAX_VIEWER_DELAY_SECONDS, type ViewerDelay, type ViewerView } from '../engine/index.ts';

/** The organiser's delay of the viewer feed (issue 17): whole seconds, one phase late, or after the game ends. */
export const ViewerDelaySchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('seconds'),
    seconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_VIEWER_DELAY_SECONDS)),
  }),
  v.strictObject({ kind: v.literal('phase') }),
  v.strictObject({ kind: v.literal('end') }),
]);

/** `stream.delay`: the viewer feed's new delay. */
export const StreamDelaySchema = v.strictObject({ delay: ViewerDelaySchema });

/** `stream.pause`: every overlay shows its holding card (on) or the game again (off). */
export const StreamPauseSchema = v.strictObject({ on: v.boolean() });

/** The stream overlays as the operator sees them (the phones panel): the two links are secrets. */
export interface StreamStatus {
  paused: boolean;
  delay: ViewerDelay;
  /** The room feed's overlay page (the mirror's key: only what the projector shows), or null with the LAN server off. */
  overlayUrl: string | null;
  /** The viewer feed's overlay page, with its own key (roles and nights, late), or null with the LAN server off. */
  viewerUrl: string | null;
}

/** Every overlay's state beside its feed: the pause and the projector's language. */
export interface StreamStatePush {
  channel: 'stream.state';
  paused: boolean;
  locale: string;
}

/** The viewer feed's push: the game as its delay lets the viewers see it (null: nothing yet, or paused). */
export interface ViewerViewPush {
  channel: 'viewer.view';
  view: ViewerView | null;
}

/** A tournament game's board for the overlays (public: the standings are printed, the seating is read out). */
export interface TournamentBoard {
  name: string;
  round: number;
  table: number;
  /** The standings as they stand now, best first. */
  standings: { rank: number; name: string; points: number; games: number }[];
  /** The next round's seating at this table, or null after the last round or before it is drawn. */
  next: { round: number; table: number; players: { seat: number; name: string }[] } | null;
}

/** The tournament board push of both overlay feeds (null: the open game is not a tournament's). */
export interface TournamentBoardPush {
  channel: 'stream.tournament';
  board: TournamentBoard | null;
}
