import { createEventStreamBridge } from '../common/bridge/event-stream-bridge.ts';
import { mountScreen } from '../projector/mount-screen.ts';

// The LAN mirror: the projector's own screen, fed by the phones' server's event stream. The page is
// served at /projector?key=…; its stream is /projector/events with the same key.
await mountScreen(createEventStreamBridge(`/projector/events${location.search}`));
