import type { ModeratorBridgeApi, PrintBridgeApi, ProjectorBridgeApi } from '../../../shared/contract/index.ts';

// The Electron preloads expose these on window; in browser mode they are absent and the bridge
// speaks WebSocket instead.
declare global {
  interface Window {
    mafiaModerator?: ModeratorBridgeApi;
    mafiaProjector?: ProjectorBridgeApi;
    mafiaPrint?: PrintBridgeApi;
  }
}

/** The moderator preload's API when running in Electron, else null. */
export function moderatorPreload(): ModeratorBridgeApi | null {
  return typeof window !== 'undefined' && window.mafiaModerator ? window.mafiaModerator : null;
}

/** The projector preload's API when running in Electron, else null. */
export function projectorPreload(): ProjectorBridgeApi | null {
  return typeof window !== 'undefined' && window.mafiaProjector ? window.mafiaProjector : null;
}

/** The print window's preload API when the page is Electron's hidden print window, else null. */
export function printPreload(): PrintBridgeApi | null {
  return typeof window !== 'undefined' && window.mafiaPrint ? window.mafiaPrint : null;
}
