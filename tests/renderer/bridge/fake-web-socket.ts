/**
 * A stand-in for the browser's WebSocket, driven by the test: it opens, delivers the station's messages
 * and drops when told, and records what the page sent on it.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  /** Every socket the page opened, oldest first. */
  static all: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  private readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();

  readonly url: string;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.all.push(this);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.all.at(-1);
    if (!socket) throw new Error('the page opened no socket');
    return socket;
  }

  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(text: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(text);
  }

  close(): void {
    this.drop();
  }

  /** The station accepted the connection. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.fire('open', {});
  }

  /** The station sent a message. */
  receive(message: unknown): void {
    this.fire('message', { data: JSON.stringify(message) });
  }

  /** The link dropped. */
  drop(): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.fire('close', {});
  }

  /** The requests the page sent, parsed. */
  requests(): { id: number; name: string; payload: unknown }[] {
    return this.sent.map((text) => JSON.parse(text) as { id: number; name: string; payload: unknown });
  }

  private fire(type: string, event: { data?: unknown }): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** Puts the fake socket and a browser-mode moderator page's address in place of the browser's. */
export function installBrowserMode(): () => void {
  const saved = { WebSocket: globalThis.WebSocket, location: globalThis.location, fetch: globalThis.fetch };
  FakeWebSocket.all = [];
  Object.assign(globalThis, {
    WebSocket: FakeWebSocket,
    location: { href: 'http://127.0.0.1:5600/moderator/?token=abc', protocol: 'http:', host: '127.0.0.1:5600' },
    // The key is right: a failed connection is an outage, never a refused key.
    fetch: async () => ({ status: 426 }),
  });
  return () => Object.assign(globalThis, saved);
}
