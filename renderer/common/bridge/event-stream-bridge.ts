import { isPushFor } from '../../../shared/contract/pushes.ts';
import type { ConnectionState } from './connection-state.ts';
import { createListeners } from './listeners.ts';
import { screenBridgeOver, type ProjectorBridge } from './projector-bridge.ts';

/**
 * A public screen fed by an event stream (the LAN mirror's `/projector/events?key=…`; a stream overlay's
 * later): each `data:` line is one push, and only the pushes a mirror hears (PUSHES) are drawn. The
 * browser's EventSource reconnects by itself (the server says `retry: 3000`); the screen says when the
 * link is down.
 */
export function createEventStreamBridge(url: string): ProjectorBridge {
  const states = createListeners<ConnectionState>();
  let state: ConnectionState = 'connecting';
  const setState = (next: ConnectionState): void => {
    if (next === state) return;
    state = next;
    states.emit(next);
  };
  const source = new EventSource(url);
  source.addEventListener('open', () => setState('open'));
  // Lost: the browser retries by itself, and the next `open` says it is back.
  source.addEventListener('error', () => setState('closed'));
  return screenBridgeOver({
    onPush(listener) {
      source.addEventListener('message', (event: MessageEvent<string>) => {
        let message: unknown;
        try {
          message = JSON.parse(event.data);
        } catch {
          return;
        }
        if (isPushFor('mirror', message)) listener(message);
      });
    },
    onConnection(listener) {
      listener(state);
      return states.add(listener);
    },
  });
}
