// The Electron IPC channel names, shared by main and the preloads. Import-free on purpose: a sandboxed
// preload bundles everything it imports, and the names are all it needs (issue 13 §2.10: each built
// preload under 8 KB, not 56 KB of valibot and schemas).

/** IPC channel names of the moderator and projector windows. */
export const IPC = {
  /** moderator → main, invoke: `{ name, payload }` of a moderator request. */
  moderatorRequest: 'moderator:request',
  /** main → moderator: the moderator view. */
  moderatorView: 'moderator:view',
  /** main → projector: the public view. */
  publicView: 'projector:public-view',
  /** projector → main, send: ask for the latest public view after loading. */
  projectorReady: 'projector:ready',
  /** main → moderator: the LAN server's status. */
  lanStatus: 'moderator:lan-status',
  /** main → projector: the QR reveal overlay (or null to take it down). */
  projectorReveal: 'projector:reveal',
  /** main → moderator: the display list, after a display or the choice changed. */
  displays: 'moderator:displays',
  /** main → moderator and projector: the shared timer. */
  timer: 'station:timer',
  /** main → moderator and projector: the hold screen on or off. */
  projectorHold: 'station:projector-hold',
} as const;

/** Who hears a push: the moderator window, the projector window, the LAN mirror (and, later, stream overlays). */
export type Audience = 'moderator' | 'projector' | 'mirror';

/**
 * Every push the station sends, declared once: its IPC channel and who hears it (the payload of each is
 * typed in pushes.ts). `send` in main, the preloads' subscriptions and both transports' fan-out (IPC and
 * WebSocket, and the mirror's event stream) are derived from it: a push goes to its audience and no further.
 */
export const PUSHES = {
  'moderator.view': { ipc: IPC.moderatorView, to: ['moderator'] },
  'lan.status': { ipc: IPC.lanStatus, to: ['moderator'] },
  // The display list is the moderator's only: the projector never learns where it is shown.
  'display.list': { ipc: IPC.displays, to: ['moderator'] },
  'public.view': { ipc: IPC.publicView, to: ['projector', 'mirror'] },
  // The QR reveal is the projector window's only: the mirror (a screen anywhere on the network) never has it.
  'projector.reveal': { ipc: IPC.projectorReveal, to: ['projector'] },
  // The timer and the hold screen go to every screen: each counts down by itself from the pushed time.
  'timer.state': { ipc: IPC.timer, to: ['moderator', 'projector', 'mirror'] },
  'projector.hold': { ipc: IPC.projectorHold, to: ['moderator', 'projector', 'mirror'] },
} as const satisfies Record<string, { ipc: string; to: readonly Audience[] }>;

/** The name of a push channel. */
export type PushChannel = keyof typeof PUSHES;

/** The push channels an audience hears. */
export type PushChannelOf<A extends Audience> = {
  [C in PushChannel]: A extends (typeof PUSHES)[C]['to'][number] ? C : never;
}[PushChannel];

/** Whether an audience hears a channel. */
export function heardBy(audience: Audience, channel: PushChannel): boolean {
  return (PUSHES[channel].to as readonly Audience[]).includes(audience);
}

/** The push channels an audience hears, in declaration order. */
export function channelsOf<A extends Audience>(audience: A): PushChannelOf<A>[] {
  return (Object.keys(PUSHES) as PushChannel[]).filter((channel) => heardBy(audience, channel)) as PushChannelOf<A>[];
}

/** IPC channels of the hidden print window (Electron only). */
export const PRINT_IPC = {
  /** print window → main, invoke: the document this window is to draw. */
  document: 'print:document',
  /** print window → main, send: the document is drawn; printToPDF may start. */
  ready: 'print:ready',
} as const;
