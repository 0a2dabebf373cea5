/** The local-network server: QR role reveal on the players' phones and a read-only projector mirror. */
export {
  startLanServer,
  MAX_MIRRORS,
  type LanServer,
  type LanServerOptions,
  type CardTokens,
  type CardTokenUse,
  type LanTimeouts,
  type PastCodes,
  type PoliceRevealOptions,
} from './lan-server.ts';
export type { RevealOutcome } from './card-page.ts';
export type { RoleCard } from './card-page.ts';
export { escapeHtml } from './escape-html.ts';
export { hashToken } from './token-store.ts';
export { lanInterfaces, type LanInterface } from './lan-interfaces.ts';
export { qrSvg } from './qr-svg.ts';
export { BAD_TOKEN_LIMIT } from './bad-token-limiter.ts';
export type { LanLanguage } from './lan-strings.ts';
export {
  createMirrorFeed,
  type MirrorFeed,
  type MirrorSources,
  type ProjectorStateFeed,
  type PublicViewFeed,
  type TimerFeed,
} from './mirror-feed.ts';
export { createOverlayFeeds, type OverlayFeeds, type OverlaySources } from './overlay-feeds.ts';
