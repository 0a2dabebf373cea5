import type { RawData, WebSocket, WebSocketServer } from 'ws';
import type { StationResult, WirePush, WireResponse } from '../../shared/contract/index.ts';
import { MAX_RECORD_TEXT_BYTES } from '../../shared/contract/game-record.ts';
import type { Station } from '../station/station.ts';
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

/** Pushes every change of the shared timer and of the hold screen to each page of a server. */
function serveTimerAndHold(wss: WebSocketServer, station: Station): () => void {
  const unsubscribeTimer = station.onTimer((timer, revision) => {
    for (const client of wss.clients) send(client, { channel: 'timer.state', timer, revision });
  });
  const unsubscribeHold = station.onProjectorHold((on) => {
    for (const client of wss.clients) send(client, { channel: 'projector.hold', on, locale: station.currentProjectorLocale() });
  });
  return () => {
    unsubscribeTimer();
    unsubscribeHold();
  };
}

/** Sends a page that just connected the timer as of now and the hold screen's state. */
function sendTimerAndHold(socket: WebSocket, station: Station): void {
  send(socket, { channel: 'timer.state', ...station.currentTimer() });
  send(socket, { channel: 'projector.hold', on: station.currentProjectorHold(), locale: station.currentProjectorLocale() });
}

/**
 * Serves moderator pages on a WebSocket server: every view change is pushed to each page, and each
 * request is answered with the same id. A malformed message is refused (or the socket closed when no
 * id can be read); nothing a page sends can throw out of here. Returns the unsubscribe.
 */
export function serveModerators(wss: WebSocketServer, station: Station): () => void {
  const unsubscribeView = station.onModeratorView((view) => {
    for (const client of wss.clients) send(client, { channel: 'moderator.view', view });
  });
  const unsubscribeLan = station.onLanStatus((status) => {
    for (const client of wss.clients) send(client, { channel: 'lan.status', status });
  });
  const unsubscribeShared = serveTimerAndHold(wss, station);
  wss.on('connection', (socket) => {
    send(socket, { channel: 'moderator.view', view: station.currentModeratorView() });
    send(socket, { channel: 'lan.status', status: station.currentLanStatus() });
    sendTimerAndHold(socket, station);
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
        result = { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) } };
      }
      send(socket, { id: parsed.request.id, result });
    });
    socket.on('error', () => socket.terminate());
  });
  return () => {
    unsubscribeView();
    unsubscribeLan();
    unsubscribeShared();
  };
}

/**
 * Serves projector pages: the current public view on connect, then every change. The projector's
 * messages are never read (RULES.md: the projector shows only what every player may know, and it can
 * ask for nothing). Returns the unsubscribe.
 */
export function serveProjectors(wss: WebSocketServer, station: Station): () => void {
  const unsubscribeView = station.onPublicView((view) => {
    for (const client of wss.clients) send(client, { channel: 'public.view', view });
  });
  // The QR reveal travels apart from the public view, so the LAN mirror (which follows only the public
  // view) never carries it.
  const unsubscribeReveal = station.onProjectorReveal((reveal) => {
    for (const client of wss.clients) send(client, { channel: 'projector.reveal', reveal });
  });
  const unsubscribeShared = serveTimerAndHold(wss, station);
  wss.on('connection', (socket) => {
    send(socket, { channel: 'public.view', view: station.currentPublicView() });
    send(socket, { channel: 'projector.reveal', reveal: station.currentProjectorReveal() });
    sendTimerAndHold(socket, station);
    socket.on('error', () => socket.terminate());
  });
  return () => {
    unsubscribeView();
    unsubscribeReveal();
    unsubscribeShared();
  };
}
