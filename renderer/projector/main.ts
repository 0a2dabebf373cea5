import { createProjectorBridge } from '../common/bridge/projector-bridge.ts';
import { mountScreen } from './mount-screen.ts';

// The projector window: the public view over the Electron preload, or browser mode's WebSocket.
await mountScreen(createProjectorBridge());
