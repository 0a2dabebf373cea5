import { randomBytes } from 'node:crypto';
import { hashToken, type CardTokenUse } from './lan/index.ts';
import { privateJsonFile, type PrivateJsonFile } from './private-json-file.ts';

/** The file beside the archive that keeps which open phone cards still stand (hashes only), across a restart. */
export const CARD_WATCH_FILE = 'card-watch.json';

/** One token of a card opened on a phone: its hash, its use, its game and seat, and the deal the card shows. */
interface WatchedCard {
  hash: string;
  use: CardTokenUse;
  gameId: string;
  seat: number;
  deal: number;
}

/** What the file keeps: each followed game's deal (its key and a number that grows with each new one), and the cards. */
export interface CardWatchRecord {
  games: Record<string, { key: string; deal: number }>;
  cards: WatchedCard[];
}

const HASH_FORM = /^[0-9a-f]{64}$/;

function parse(raw: unknown): CardWatchRecord | null {
  const { games, cards } = (raw ?? {}) as Partial<Record<keyof CardWatchRecord, unknown>>;
  if (typeof games !== 'object' || games === null || Array.isArray(games) || !Array.isArray(cards)) return null;
  const record: CardWatchRecord = { games: {}, cards: [] };
  for (const [gameId, entry] of Object.entries(games as Record<string, unknown>)) {
    const { key, deal } = (entry ?? {}) as { key?: unknown; deal?: unknown };
    if (typeof key === 'string' && Number.isInteger(deal)) record.games[gameId] = { key, deal: deal as number };
  }
  for (const card of cards as unknown[]) {
    const { hash, use, gameId, seat, deal } = (card ?? {}) as Partial<Record<keyof WatchedCard, unknown>>;
    if (typeof hash !== 'string' || !HASH_FORM.test(hash) || typeof gameId !== 'string') continue;
    if (!Number.isInteger(seat) || !Number.isInteger(deal) || (use !== 'watch' && use !== 'reveal')) continue;
    record.cards.push({ hash, use, gameId, seat: seat as number, deal: deal as number });
  }
  return record;
}

/** The card watch's private JSON file (a file not matching the form is treated as none). */
export function cardWatchFile(path: string): PrivateJsonFile<CardWatchRecord> {
  return privateJsonFile(path, parse);
}

/**
 * Whether a card left open on a phone still stands. A card stands while its game is in the deal it was opened
 * in: the deal changes when the roles are dealt again or the game ends (the station's deal key changes), not
 * when the moderator leaves the game, opens another, stops the phones' server or the station restarts (club
 * tryout 6: after a crash every open card said the cards had been dealt again, and they had not).
 */
export interface CardWatch {
  /** The game's deal as the station sees it now (a key that changes with each new deal); a new key ends its cards. */
  follow(gameId: string, key: string): void;
  /** A new token of this use for a seat's card in the game's current deal (the raw token: only its hash is kept). */
  mint(gameId: string, seat: number, use?: CardTokenUse): string;
  /** The game and seat whose card a token of this use was minted for, while that card stands; else null. */
  cardOf(token: string, use?: CardTokenUse): { gameId: string; seat: number } | null;
  /** Spends a token (a police officer has revealed himself: his button is used); unknown tokens change nothing. */
  spend(token: string): void;
  /** Every card falls and every game is forgotten (the archive was replaced by a restore). */
  forgetAll(): void;
}

/** Creates the card watch over its file (in memory only without one). */
export function createCardWatch(
  file: PrivateJsonFile<CardWatchRecord> | null,
  random: (bytes: number) => Buffer = randomBytes,
): CardWatch {
  let record: CardWatchRecord = file?.read() ?? { games: {}, cards: [] };
  let lastFollowed: string | null = null;
  function save(): void {
    try {
      file?.write(record);
    } catch (error) {
      // The cards stand for this run all the same; only a restart would void them.
      console.error('Card watch: could not be saved', error instanceof Error ? error.message : error);
    }
  }
  const standing = (card: WatchedCard): boolean => record.games[card.gameId]?.deal === card.deal;
  function cardOf(token: string, use: CardTokenUse = 'watch'): { gameId: string; seat: number } | null {
    if (typeof token !== 'string' || token.length > 64) return null;
    const hash = hashToken(token);
    const card = record.cards.find((c) => c.hash === hash && c.use === use);
    return card !== undefined && standing(card) ? { gameId: card.gameId, seat: card.seat } : null;
  }
  return {
    follow(gameId, key) {
      lastFollowed = gameId;
      const now = record.games[gameId];
      if (now?.key === key) return;
      const games = { ...record.games, [gameId]: { key, deal: (now?.deal ?? 0) + 1 } };
      const cards = record.cards.filter((card) => card.gameId !== gameId);
      // A game none of whose cards stands need not be remembered, but the one followed now must be: its next
      // card is minted in its deal.
      for (const id of Object.keys(games))
        if (id !== lastFollowed && !cards.some((card) => card.gameId === id)) delete games[id];
      record = { games, cards };
      save();
    },
    mint(gameId, seat, use = 'watch') {
      const deal = record.games[gameId]?.deal;
      if (deal === undefined) throw new Error('A card is watched only in a game the station follows.');
      const token = random(32).toString('base64url');
      record = { ...record, cards: [...record.cards, { hash: hashToken(token), use, gameId, seat, deal }] };
      save();
      return token;
    },
    cardOf,
    spend(token) {
      if (typeof token !== 'string' || token.length > 64) return;
      const hash = hashToken(token);
      if (!record.cards.some((c) => c.hash === hash)) return;
      record = { ...record, cards: record.cards.filter((c) => c.hash !== hash) };
      save();
    },
    forgetAll() {
      record = { games: {}, cards: [] };
      lastFollowed = null;
      save();
    },
  };
}
