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

/** IPC channels of the hidden print window (Electron only). */
export const PRINT_IPC = {
  /** print window → main, invoke: the document this window is to draw. */
  document: 'print:document',
  /** print window → main, send: the document is drawn; printToPDF may start. */
  ready: 'print:ready',
} as const;
