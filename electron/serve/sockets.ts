import type { RawData, WebSocket, WebSocketServer } from 'ws';
import { heardBy, type StationResult, type WirePush, type WireResponse } from '../../shared/contract/index.ts';
import { MAX_RECORD_TEXT_BYTES } from '../../shared/contract/game-record.ts';
import { currentPushes, followPushes, type Station } from '../station/index.ts';
import { parseWireMessage } from './wire-message.ts';

/**
 * The largest message a moderator page may send: a game record being imported (at most
 * MAX_RECORD_TEXT_BYTES, up to twice that once escaped as a JSON string), with room for the envelope.
 * Only a page holding the moderator's token gets this far.
 */
export const MODERATOR_MAX_PAYLOAD = 2 * MAX_RECORD_TEXT_BYTES + 64 * 1024;

/** The projector sends nothing the station listens to; anything larger than this closes its socket. */
export const PROJECTOR_MAX_PAYLOAD = 1024;

/** WebSocket close code for a message the station cannot read (RFC 6455: inconsistent data). */
const CLOSE_INVALID_PAYLOAD = 1007;
/** WebSocket close code for a message of a kind the station does not accept (binary). */
const CLOSE_UNSUPPORTED = 1003;

function send(socket: WebSocket, message: WireResponse | WirePush): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/**
 * Pushes to the pages of one audience on a server: what the station has now to each page that connects,
 * then every push that audience hears (PUSHES). Returns the unsubscribe.
 */
function servePushes(wss: WebSocketServer, station: Station, audience: 'moderator' | 'projector'): () => void {
  const unsubscribe = followPushes(station, (push) => {
    if (!heardBy(audience, push.channel)) return;
    for (const client of wss.clients) send(client, push);
  });
  wss.on('connection', (socket) => {
    for (const push of currentPushes(station, audience)) send(socket, push);
  });
  return unsubscribe;
}

/**
 * Serves moderator pages on a WebSocket server: every view change is pushed to each page, and each
 * request is answered with the same id. A malformed message is refused (or the socket closed when no
 * id can be read); nothing a page sends can throw out of here. Returns the unsubscribe.
 */
export function serveModerators(wss: WebSocketServer, station: Station): () => void {
  const unsubscribe = servePushes(wss, station, 'moderator');
  wss.on('connection', (socket) => {
    socket.on('message', async (data, isBinary) => {
      if (isBinary) {
        socket.close(CLOSE_UNSUPPORTED, 'binary messages are not accepted');
        return;
      }
      const parsed = parseWireMessage(textOf(data));
      if (!parsed.ok) {
        if (parsed.id === null) socket.close(CLOSE_INVALID_PAYLOAD, 'invalid-payload');
        else send(socket, { id: parsed.id, result: { ok: false, error: parsed.error } });
        return;
      }
      let result: StationResult<unknown>;
      try {
        result = await station.request(parsed.request.name, parsed.request.payload);
      } catch (error) {
        // The station catches its own failures; this guards the socket against a bug all the same.
        result = {
          ok: false,
          error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) },
        };
      }
      send(socket, { id: parsed.request.id, result });
    });
    socket.on('error', () => socket.terminate());
  });
  return unsubscribe;
}

/**
 * Serves projector pages: the current public view on connect, then every change. The projector's
 * messages are never read (RULES.md: the projector shows only what every player may know, and it can
 * ask for nothing). Returns the unsubscribe.
 */
export function serveProjectors(wss: WebSocketServer, station: Station): () => void {
  // The projector hears what PUSHES gives it (the QR reveal included, which the LAN mirror never hears).
  const unsubscribe = servePushes(wss, station, 'projector');
  wss.on('connection', (socket) => {
    socket.on('error', () => socket.terminate());
  });
  return unsubscribe;
}
