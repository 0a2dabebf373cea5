import type {
  LanInterfaceInfo,
  LanReveal,
  LanStatus,
  ProjectorReveal,
  StationResult,
} from '../../shared/contract/index.ts';
import { playerView, type Game, type ModeratorView } from '../../shared/engine/index.ts';
import { dealtOnce } from './phone-cards.ts';
import type { CardWatch } from './card-watch.ts';
import type { PhoneCodeLedger } from './phone-code-ledger.ts';
import type { PrivateJsonFile } from './private-json-file.ts';
import { newMirrorKey, type LanSettings } from './lan-settings.ts';
import {
  lanInterfaces,
  qrSvg,
  startLanServer,
  type LanInterface,
  type LanLanguage,
  type CardTokens,
  type LanServer,
  type MirrorFeed,
  type OverlayFeeds,
  type PastCodes,
  type PoliceRevealOptions,
  type RoleCard,
} from './lan/index.ts';

/** The loopback address: always allowed, so a moderator (or a test) can try the phones on this machine. */
export const LOOPBACK = '127.0.0.1';

/** What the station hands its LAN part: the open game, and the screen the mirror follows. */
export interface StationLanOptions {
  openGame(): { gameId: string; game: Game } | null;
  /** The mirror's pushes: the public view, the timer and the hold screen. */
  mirror: MirrorFeed;
  /** The stream overlays' feeds (issue 17); none: their pages are not served. */
  overlays?: OverlayFeeds | null;
  /** The renderer build the mirror's page comes from (out/renderer); none: the page is not served. */
  pagesDir?: string | null;
  /** The projector's language now: each phone page is rendered in it (default English). */
  language?: () => LanLanguage;
  /** The machine's addresses; tests replace it. */
  interfaces?: () => LanInterface[];
  /** The port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** The seats of the open game that have seen their card, on a phone or the moderator's screen (one record). */
  seenSeats(): number[];
  /** Records that a seat of the open game has opened its card on a phone. */
  markSeen(seat: number): void;
  /** Where the interface, port and mirror key are kept across restarts (none: forgotten with the station). */
  settings?: PrivateJsonFile<LanSettings> | null;
  /** The police reveal from a player's own card (issue 15); none: no card carries the button. */
  policeReveal?: PoliceRevealOptions | null;
  /** Which cards opened on phones still stand, judged by their game's deal and kept across restarts; none: the server's own. */
  cardWatch?: CardWatch | null;
  /** Which seats were given a code not opened yet, kept across restarts (seats only); none: no seat is told lost. */
  codeLedger?: PhoneCodeLedger | null;
  /** The seat codes given, recognised across restarts (never opened by it): a phone reloading one is no guesser. */
  pastCodes?: PastCodes | null;
  /** Milliseconds since the epoch, for the codes' expiry; tests move time by hand. */
  clock?: () => number;
}

/** The station's LAN server: started and stopped by the moderator, codes revoked whenever the deal changes. */
export interface StationLan {
  interfaces(): StationResult<LanInterfaceInfo[]>;
  start(host: string): Promise<StationResult<LanStatus>>;
  stop(): Promise<StationResult<LanStatus>>;
  status(): LanStatus;
  reveal(seat: number): Promise<StationResult<LanReveal>>;
  showOnProjector(seat: number | null): Promise<StationResult<{ seat: number | null }>>;
  /** Called with every moderator view: revokes codes when the game ends, is re-dealt, closed or replaced. */
  follow(view: ModeratorView | null): void;
  onStatus(listener: (status: LanStatus) => void): () => void;
  onReveal(listener: (reveal: ProjectorReveal | null) => void): () => void;
  currentReveal(): ProjectorReveal | null;
  /** Pushes the status again (a card seen on the moderator's screen changes its seen seats). */
  refresh(): void;
  /** The stream overlays' links while the server runs (secrets, for the operator only). */
  overlayLinks(): { overlayUrl: string | null; viewerUrl: string | null };
  /** Ends the viewer streams open now (the viewer key was renewed). */
  endViewerStreams(): void;
  close(): Promise<void>;
}

function rule<T>(code: string, params: Record<string, string | number> = {}): StationResult<T> {
  return { ok: false, error: { kind: 'rule', code, params } };
}

/** Which deal codes belong to: a code minted for one deal must not open a card of another. */
function dealKey(view: ModeratorView | null): string | null {
  if (!view) return null;
  // RULES.md: roles are dealt once per game; an undone deal or a finished game ends every code.
  if (view.phase === 'setup') return `${view.gameId}|undealt`;
  if (view.phase === 'ended') return `${view.gameId}|ended`;
  // A ruleset that deals once and shows a role only as its player reveals it (Copag, RULES.md §5): a reveal is no
  // new deal, so the other officers' codes and reveal buttons stay valid.
  if (dealtOnce(view.rulesetId)) return `${view.gameId}|dealt`;
  return `${view.gameId}|${view.players.map((p) => p.role).join(',')}`;
}

/** Creates the station's LAN part; nothing listens until the moderator starts it. */
export function createStationLan(options: StationLanOptions): StationLan {
  const listInterfaces = options.interfaces ?? (() => lanInterfaces());
  const statusListeners = new Set<(status: LanStatus) => void>();
  const revealListeners = new Set<(reveal: ProjectorReveal | null) => void>();
  let server: LanServer | null = null;
  let pending: Promise<unknown> = Promise.resolve();
  let projector: ProjectorReveal | null = null;
  let key: string | null = null;
  // Bumped on every revoke, so a QR drawn while the codes were revoked is never shown.
  let generation = 0;
  const ledger = options.codeLedger ?? null;
  const clock = options.clock ?? Date.now;

  /**
   * The living seats of the open deal whose code ended unopened and unexpired (a restart, the game left): the panel
   * offers them a new one (tryout 10: after a crash the code gave 404 and the panel showed no code, with no word).
   */
  function lostCodeSeats(seen: readonly number[]): number[] {
    const open = options.openGame();
    if (!ledger || key === null || !open) return [];
    const players = open.game.state.players as readonly { alive?: boolean }[];
    return ledger.lost(key, clock()).filter((seat) => !seen.includes(seat) && players[seat - 1]?.alive !== false);
  }

  function status(): LanStatus {
    const seenSeats = options.seenSeats();
    return {
      running: server !== null,
      host: server?.host ?? null,
      port: server?.port ?? null,
      mirrorUrl: server?.mirrorUrl() ?? null,
      seenSeats,
      codeSeats: server ? [...new Set(server.storedTokens().map((t) => t.seat))].sort((a, b) => a - b) : [],
      lostCodeSeats: lostCodeSeats(seenSeats),
      projectorSeat: projector?.seat ?? null,
    };
  }
  // The seen seats last pushed: with no server running, a game opened is news only if its ticks differ.
  let lastSeen = '[]';
  const pushStatus = (): void => {
    const current = status();
    lastSeen = JSON.stringify(current.seenSeats);
    for (const listener of statusListeners) listener(current);
  };
  function setProjector(next: ProjectorReveal | null): void {
    if (next === null && projector === null) return;
    projector = next;
    for (const listener of revealListeners) listener(next);
  }
  function revokeAll(): void {
    generation++;
    setProjector(null);
    if (server) {
      server.revokeAll();
      return pushStatus();
    }
    // With no server nothing is revoked; the news goes out only if the opened game's seen ticks differ.
    if (JSON.stringify(options.seenSeats()) !== lastSeen) pushStatus();
  }

  /** One start or stop at a time: a second click waits for the first instead of racing it. */
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const next = pending.then(task, task);
    pending = next.catch(() => undefined);
    return next;
  }

  async function closeServer(): Promise<void> {
    const running = server;
    server = null;
    generation++;
    setProjector(null);
    await running?.close();
  }

  /** A phone opened a seat's card: the record says so, and that seat's QR, now spent, leaves the projector. */
  function opened(seat: number): void {
    options.markSeen(seat);
    ledger?.opened(seat);
    if (projector?.seat === seat) setProjector(null);
    pushStatus();
  }

  /** Keeps the settings for the next start of the station; a failure to write costs only the convenience. */
  function remember(settings: LanSettings): void {
    try {
      options.settings?.write(settings);
    } catch (error) {
      console.error('LAN settings: could not be saved', error instanceof Error ? error.message : error);
    }
  }

  /**
   * Once per run of the station: a resumed game that is being dealt or played brings the phones' server back
   * on the interface it was left running on (issue 12 §4), with the same port and mirror key when it can.
   */
  let restoreTried = false;
  function restore(view: ModeratorView | null): void {
    if (restoreTried || server || !view || view.phase === 'setup' || view.phase === 'ended') return;
    const saved = options.settings?.read() ?? null;
    if (!saved?.running) return;
    restoreTried = true;
    void api.start(saved.host).then(
      (started) => {
        if (!started.ok) console.error('LAN server: not restarted', started.error.kind);
      },
      (error: unknown) => console.error('LAN server: not restarted', error instanceof Error ? error.message : error),
    );
  }

  /** The card a code may open now: the open game's, dealt and not over. */
  function getCard(seat: number): RoleCard | null {
    const open = options.openGame();
    if (!open || open.game.state.phase === 'ended') return null;
    const card = playerView(open.game.state, seat);
    return card && { ...card, rulesetId: open.game.state.rulesetId };
  }

  /** The station's card watch as the server asks it: a card opened now is one of the open game's. */
  const watch = options.cardWatch ?? null;
  const tokensOfOpenGame: CardTokens | null = watch && {
    mint(seat, use) {
      const open = options.openGame();
      if (!open) throw new Error('A card is opened only in an open game.');
      return watch.mint(open.gameId, seat, use);
    },
    seatOf(token, use) {
      const card = watch.cardOf(token, use);
      // A card's page asks whether it stands whichever game is open; its reveal button acts in the open game, so
      // it works only while its own game is the one open (as the moderator leaves the game, it is refused).
      return card && (use === 'watch' || card.gameId === options.openGame()?.gameId) ? card.seat : null;
    },
    spend: (token) => watch.spend(token),
  };

  /** Mints a seat's code after checking the game allows it; the URL is the secret. */
  async function mint(seat: number): Promise<StationResult<LanReveal>> {
    if (!server) return rule('lan.not-running');
    const open = options.openGame();
    if (!open) return { ok: false, error: { kind: 'not-found', what: 'game' } };
    const { state } = open.game;
    if (seat > state.players.length) return { ok: false, error: { kind: 'not-found', what: 'seat' } };
    if (state.phase === 'setup') return rule('lan.not-dealt');
    if (state.phase === 'ended') return rule('lan.game-over');
    // A dead player's card has nothing left to tell him: no code is offered.
    if (state.players[seat - 1]?.alive === false) return rule('lan.seat-dead', { seat });
    const before = generation;
    const url = server.mintSeatToken(seat);
    const expiresAt = server.storedTokens().find((token) => token.seat === seat)?.expiresAt;
    if (key !== null && expiresAt !== undefined) ledger?.issued(key, seat, expiresAt);
    const svg = await qrSvg(url);
    if (before !== generation) return rule('lan.revoked');
    // A new code for the seat on the projector revokes the one it shows: that picture is spent.
    if (projector?.seat === seat) setProjector(null);
    pushStatus();
    return { ok: true, value: { seat, url, svg } };
  }

  const api: StationLan = {
    interfaces: () => {
      // The interface chosen last time (LAN settings kept across restarts) is marked, for the panel to preselect.
      const remembered = options.settings?.read()?.host ?? null;
      const listed = listInterfaces().map((i): LanInterfaceInfo => ({
        name: i.name,
        address: i.address,
        family: i.family,
        ...(i.address === remembered ? { remembered: true as const } : {}),
      }));
      return { ok: true, value: listed };
    },
    start: (host) =>
      serially(async () => {
        // Only an address the moderator could pick: never a wildcard, never some other machine's.
        const allowed = host === LOOPBACK || listInterfaces().some((i) => i.address === host);
        if (!allowed) return rule<LanStatus>('lan.unknown-address', { host });
        if (server?.host === host) return { ok: true, value: status() };
        await closeServer();
        // The same interface again keeps its port and mirror key, so a mirror left open finds it again.
        const saved = options.settings?.read() ?? null;
        const mirrorKey = saved?.mirrorKey ?? newMirrorKey();
        const listen = (port: number): Promise<LanServer> =>
          startLanServer({
            host,
            port,
            mirrorKey,
            getCard,
            mirror: options.mirror,
            overlays: options.overlays ?? null,
            pagesDir: options.pagesDir ?? null,
            language: options.language,
            onSeen: opened,
            policeReveal: options.policeReveal ?? null,
            cardTokens: tokensOfOpenGame,
            pastCodes: options.pastCodes ?? null,
          });
        const port = options.port ?? (saved?.host === host ? saved.port : 0);
        try {
          server = await listen(port);
        } catch (error) {
          // The old port is taken now: any free one will do (the mirror's link then changes).
          if (port === 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
          server = await listen(0);
        }
        remember({ host, port: server.port, mirrorKey, running: true });
        pushStatus();
        return { ok: true, value: status() };
      }),
    stop: () =>
      serially(async () => {
        const saved = options.settings?.read() ?? null;
        // Stopped by the moderator: it stays down after a restart, and its codes ended on purpose, not lost.
        if (saved) remember({ ...saved, running: false });
        ledger?.clear();
        await closeServer();
        pushStatus();
        return { ok: true, value: status() };
      }),
    status,
    reveal: mint,
    async showOnProjector(seat) {
      if (seat === null) {
        setProjector(null);
        pushStatus();
        return { ok: true, value: { seat: null } };
      }
      const minted = await mint(seat);
      if (!minted.ok) return minted;
      // The projector gets the picture only: the URL (the secret) stays in the station.
      setProjector({ seat, svg: minted.value.svg });
      pushStatus();
      return { ok: true, value: { seat } };
    },
    follow(view) {
      const next = dealKey(view);
      if (view && next !== null) options.cardWatch?.follow(view.gameId, next);
      if (next === key) return;
      key = next;
      ledger?.follow(next);
      revokeAll();
      restore(view);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onReveal(listener) {
      revealListeners.add(listener);
      return () => revealListeners.delete(listener);
    },
    currentReveal: () => projector,
    refresh: pushStatus,
    overlayLinks: () => ({
      overlayUrl: server && options.overlays ? server.overlayUrl() : null,
      viewerUrl: server?.viewerUrl() ?? null,
    }),
    endViewerStreams: () => server?.endViewerStreams(),
    close() {
      statusListeners.clear();
      revealListeners.clear();
      return closeServer();
    },
  };
  return api;
}
