import * as v from 'valibot';
import {
  PrintableSeatingSchema,
  PrintableStandingsSchema,
  RoleCardsRequestSchema,
  type PrintDocument,
} from '../../shared/contract/index.ts';
import { RULESETS } from '../../shared/engine/index.ts';
import { createModeratorBridge, type BridgeError, type ModeratorBridge } from '../common/bridge/index.ts';
import { printPreload } from '../common/bridge/window-api.ts';

/** The document to draw, or why there is none. */
export type LoadedDocument =
  | { ok: true; document: PrintDocument }
  | { ok: false; error: BridgeError | { kind: 'no-document' } | { kind: 'role-cards-no-ruleset' } | NoRoleCards };

/** Role cards asked for a ruleset that prints none (Copag deals its objectives by QR), or one the station does not know. */
export type NoRoleCards = { kind: 'no-role-cards'; ruleset: string } | { kind: 'unknown-ruleset'; ruleset: string };

/** The rulesets the station prints role cards for: the ones its role-card request takes. */
const CARD_RULESETS: ReadonlySet<string> = new Set(
  RoleCardsRequestSchema.options.map((o) => o.entries.rulesetId.literal),
);

/** The message a moderator page posts to a print page it opened, with standings to print. */
export const STANDINGS_MESSAGE = 'mafia-station.print-standings';
/** The message a moderator page posts to a print page it opened, with a tournament's seating to print. */
export const SEATING_MESSAGE = 'mafia-station.print-seating';

/**
 * The document this page prints. In Electron's hidden print window, the one main handed it. In a
 * browser, the address says which (`?document=protocol&game=<id>`, `?document=role-cards&ruleset=<id>
 * &players=<n>&options=<json>`, `?document=paper-protocol[&game=<id>][&players=<n>]`, each optionally with
 * `&lang=<locale>`) and the station is asked over the moderator link; standings (`?document=standings`) and a
 * seating (`?document=seating`) come from the page that opened this one, by postMessage, checked here.
 */
export async function loadPrintDocument(): Promise<LoadedDocument> {
  const preload = printPreload();
  if (preload) {
    const document = await preload.document();
    return document ? { ok: true, document } : { ok: false, error: { kind: 'no-document' } };
  }
  const params = new URL(location.href).searchParams;
  const which = params.get('document');
  if (which === 'standings')
    return fromOpener(STANDINGS_MESSAGE, 'standings', (data) => {
      const parsed = v.safeParse(PrintableStandingsSchema, data);
      return parsed.success ? { document: 'standings', standings: parsed.output } : parsed.issues[0]?.message;
    });
  if (which === 'seating')
    return fromOpener(SEATING_MESSAGE, 'seating', (data) => {
      const parsed = v.safeParse(PrintableSeatingSchema, data);
      return parsed.success ? { document: 'seating', seating: parsed.output } : parsed.issues[0]?.message;
    });
  if (which !== 'protocol' && which !== 'role-cards' && which !== 'paper-protocol')
    return { ok: false, error: { kind: 'no-document' } };
  const bridge = createModeratorBridge();
  const link = await opened(bridge);
  if (link) return { ok: false, error: link };
  if (which === 'protocol') {
    const result = await bridge.request('print.protocol', { gameId: params.get('game') ?? '' });
    return result.ok ? { ok: true, document: { document: 'protocol', protocol: result.value } } : result;
  }
  if (which === 'paper-protocol') {
    // `game=<id>` for a finished game's filled sheet; without it a blank one (`players=<n>`, ten by default).
    const game = params.get('game');
    const players = params.has('players') ? Number(params.get('players')) : undefined;
    const result = await bridge.request('print.paper-protocol', {
      gameId: game,
      ...(players === undefined ? {} : { players }),
    });
    return result.ok ? { ok: true, document: { document: 'paper-protocol', sheet: result.value } } : result;
  }
  // Role cards are a ruleset's and its options', never a game's: an address without a ruleset (a club tryout
  // opened `game=<id>`, as the protocols take) is refused in the reader's words, not in the schema's.
  const ruleset = params.get('ruleset');
  if (!ruleset) return { ok: false, error: { kind: 'role-cards-no-ruleset' } };
  // A ruleset without printed cards is said as such in the page's language, not as the request schema's refusal.
  if (!CARD_RULESETS.has(ruleset))
    return {
      ok: false,
      error: { kind: Object.hasOwn(RULESETS, ruleset) ? 'no-role-cards' : 'unknown-ruleset', ruleset },
    };
  let options: unknown;
  try {
    options = params.has('options') ? JSON.parse(params.get('options')!) : undefined;
  } catch {
    options = null; // the station refuses it with a clear message
  }
  const players = params.has('players') ? Number(params.get('players')) : undefined;
  // The station validates the payload; a bad address comes back as an invalid-payload error.
  const payload = {
    rulesetId: ruleset,
    ...(options === undefined ? {} : { options }),
    ...(players === undefined ? {} : { players }),
  };
  const result = await bridge.request('print.role-cards', payload as never);
  return result.ok ? { ok: true, document: { document: 'role-cards', sheet: result.value } } : result;
}

/** Waits for the moderator link to open; null once open, else why it cannot. */
function opened(bridge: ModeratorBridge): Promise<BridgeError | null> {
  return new Promise((resolve) => {
    let stop: (() => void) | null = null;
    let settled = false;
    const settle = (value: BridgeError | null): void => {
      if (settled) return;
      settled = true;
      queueMicrotask(() => stop?.());
      resolve(value);
    };
    stop = bridge.onConnection((state) => {
      if (state === 'open') settle(null);
      else if (state === 'no-token' || state === 'unauthorized') settle({ kind: 'forbidden', message: state });
    });
    if (settled) stop();
  });
}

/**
 * A document posted by the page that opened this one (same origin only) under `message`, its data in the
 * field `field`, validated by `check` like any payload (which answers the document or why not).
 */
function fromOpener(
  message: string,
  field: string,
  check: (data: unknown) => PrintDocument | string | undefined,
): Promise<LoadedDocument> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== location.origin) return;
      const data = event.data as Record<string, unknown> | null;
      if (!data || data.type !== message) return;
      window.removeEventListener('message', onMessage);
      const checked = check(data[field]);
      resolve(
        typeof checked === 'object'
          ? { ok: true, document: checked }
          : {
              ok: false,
              error: { kind: 'invalid-payload', message: checked ?? `bad ${field}`, issues: [] },
            },
      );
    };
    window.addEventListener('message', onMessage);
    // Tell the opener this page is listening (it may post before or after: the opener waits for this).
    window.opener?.postMessage({ type: `${message}.ready` }, location.origin);
  });
}
