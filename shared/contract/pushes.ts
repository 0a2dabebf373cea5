import type { ModeratorView, PublicView } from '../engine/index.ts';
import type { DisplayInfo, LanStatus, ProjectorReveal } from './channels.ts';
import { PUSHES, type Audience, type PushChannel, type PushChannelOf } from './ipc-channels.ts';
import type { TimerState } from './timer.ts';

export { PUSHES, heardBy, type Audience, type PushChannel, type PushChannelOf } from './ipc-channels.ts';

/** The payload of each push channel (its fields beside `channel`); the channels and audiences are in PUSHES. */
export interface PushPayloads {
  /** The moderator view, or null when no game is open. */
  'moderator.view': { view: ModeratorView | null };
  /** The LAN server's status (who has seen a card, the mirror link). */
  'lan.status': { status: LanStatus };
  /** The display list, when displays come, go or change, or the projector's choice changes (Electron only). */
  'display.list': { displays: DisplayInfo[] };
  /** The public view: the only game state that reaches the room. */
  'public.view': { view: PublicView | null };
  /** The QR of one seat on the projector, or null to take it down. */
  'projector.reveal': { reveal: ProjectorReveal | null };
  /** The shared timer, with a revision that grows with every change. */
  'timer.state': { timer: TimerState | null; revision: number };
  /** The hold screen on or off, with the projector's language. */
  'projector.hold': { on: boolean; locale: string };
}

// Every channel of PUSHES has a payload here, and nothing else does (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const EVERY_PUSH_TYPED: Same<keyof PushPayloads, PushChannel> = true;
void EVERY_PUSH_TYPED;

/** One push as it travels (IPC, WebSocket, the mirror's event stream): `{ channel, ...payload }`. */
export type Push<C extends PushChannel = PushChannel> = C extends PushChannel
  ? { channel: C } & PushPayloads[C]
  : never;

/** The pushes an audience hears. */
export type PushFor<A extends Audience> = Push<PushChannelOf<A>>;

/** What the LAN mirror hears: the public view, the timer and the hold screen (never the QR reveal). */
export type MirrorPush = PushFor<'mirror'>;

/** Builds a push of a channel from its payload. */
export function pushOf<C extends PushChannel>(channel: C, payload: PushPayloads[C]): Push<C> {
  return { channel, ...payload } as Push<C>;
}

/**
 * Whether a message read off a transport is a push this audience hears: the one guard of every bridge
 * (the payload is the station's own; only its channel is checked).
 */
export function isPushFor<A extends Audience>(audience: A, message: unknown): message is PushFor<A> {
  if (typeof message !== 'object' || message === null) return false;
  const channel = (message as { channel?: unknown }).channel;
  return (
    typeof channel === 'string' &&
    Object.hasOwn(PUSHES, channel) &&
    (PUSHES[channel as PushChannel].to as readonly Audience[]).includes(audience)
  );
}

/** The moderator view push. */
export type ModeratorPush = Push<'moderator.view'>;
/** The public view push: what the projector and the mirror draw. */
export type ProjectorPush = Push<'public.view'>;
/** The LAN server's status push (the moderator's only). */
export type LanStatusPush = Push<'lan.status'>;
/** The projector's QR reveal push (the projector window's only). */
export type ProjectorRevealPush = Push<'projector.reveal'>;
/** The display list push (the moderator's only). */
export type DisplaysPush = Push<'display.list'>;
/** The shared timer push. */
export type TimerPush = Push<'timer.state'>;
/** The hold screen push, with the projector's language. */
export type ProjectorHoldPush = Push<'projector.hold'>;
