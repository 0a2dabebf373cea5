// The overlay feeds' messages join the mirror's pushes (pushes.ts) with the stream's own (stream.ts); declared
// apart from both so that stream.ts, which the request channels read, never looks back at the pushes.
import type { MirrorPush } from './pushes.ts';
import type { StreamStatePush, TournamentBoardPush, ViewerViewPush } from './stream.ts';

/** What the room feed's event stream carries: the mirror's pushes (exactly the projector's screen) and the stream's state. */
export type RoomOverlayMessage = MirrorPush | StreamStatePush | TournamentBoardPush;

/** What the viewer feed's event stream carries: the delayed view and the stream's state (no live timer: it would run ahead). */
export type ViewerOverlayMessage = ViewerViewPush | StreamStatePush | TournamentBoardPush;
