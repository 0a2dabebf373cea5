/** The renderer's link to the station: Electron preloads, browser-mode WebSockets or the mirror's event stream, one interface. */
export {
  createModeratorBridge,
  type ModeratorBridge,
  type BridgeError,
  type BridgeResult,
} from './moderator-bridge.ts';
export { createProjectorBridge, type ProjectorBridge } from './projector-bridge.ts';
export type { ConnectionState } from './connection-state.ts';
