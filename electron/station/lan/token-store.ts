import { createHash, randomBytes } from 'node:crypto';

/** How long a seat's code stays valid after it is minted. */
export const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** The bytes of randomness in a token (256 bits: guessing is hopeless, the rate limit only adds to that). */
export const TOKEN_BYTES = 32;

/** The most retired tokens remembered (their hashes): beyond it the oldest are forgotten, so memory stays bounded. */
const MAX_RETIRED = 4096;

/** The exact form of a token: 32 bytes in base64url without padding is 43 characters. */
const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

/** What the store keeps for one live token: never the token itself. */
export interface StoredToken {
  seat: number;
  /** SHA-256 of the token, hex. */
  hash: string;
  expiresAt: number;
}

/** Single-use, expiring role-reveal tokens, one live token per seat. */
export interface TokenStore {
  /** Mints a fresh token for a seat and revokes the seat's previous one; returns the raw token (shown once). */
  mint(seat: number): string;
  /** Burns a token and returns its seat, or null for a malformed, unknown, used or expired token. */
  consume(token: string): number | null;
  /** The seat of a live token without burning it (a reveal refused for now may be tried again), or null. */
  peek(token: string): number | null;
  /**
   * Whether the store minted this token and has retired it (opened, replaced by a new code, expired or revoked):
   * presenting it again is a phone reloading its own card, not a guess (tryout 12). Only a hash is kept.
   */
  wasIssued(token: string): boolean;
  /** Revokes every token and forgets which seats have looked (the game ended or was re-dealt). */
  revokeAll(): void;
  /** Records that a seat has opened its card. */
  markSeen(seat: number): void;
  /** The seats that have opened their card since the last revokeAll, ascending. */
  seenSeats(): number[];
  /** Debug and test accessor: exactly what is held in memory (hashes, seats, expiries). */
  entries(): StoredToken[];
}

/** The SHA-256 of a token as hex: the only form in which a token is ever kept. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Creates a token store with an injectable clock (ms) and random source (tests replace both); the police
 * reveal's tokens (issue 15) live until the game ends or the reveal, so their lifetime is Infinity.
 */
export function createTokenStore(
  clock: () => number = Date.now,
  random: (bytes: number) => Buffer = randomBytes,
  lifetimeMs: number = TOKEN_LIFETIME_MS,
): TokenStore {
  // Looked up by hash: finding the hash in a Map leaks nothing useful through timing, because an
  // attacker cannot choose inputs whose hashes land near a stored one.
  const byHash = new Map<string, StoredToken>();
  const bySeat = new Map<number, string>();
  const seen = new Set<number>();
  // Hashes of the tokens no longer live, oldest first (a Set keeps its insertion order).
  const retired = new Set<string>();

  function retire(hash: string): void {
    retired.delete(hash);
    retired.add(hash);
    if (retired.size > MAX_RETIRED) retired.delete(retired.values().next().value!);
  }

  function drop(hash: string): void {
    const entry = byHash.get(hash);
    if (!entry) return;
    byHash.delete(hash);
    retire(hash);
    if (bySeat.get(entry.seat) === hash) bySeat.delete(entry.seat);
  }

  function pruneExpired(now: number): void {
    for (const [hash, entry] of byHash) if (entry.expiresAt <= now) drop(hash);
  }

  return {
    mint(seat) {
      if (!Number.isInteger(seat) || seat < 1) throw new RangeError('A seat is a positive integer.');
      const now = clock();
      pruneExpired(now);
      const previous = bySeat.get(seat);
      if (previous !== undefined) drop(previous);
      const bytes = random(TOKEN_BYTES);
      if (bytes.length !== TOKEN_BYTES) throw new Error(`The random source must give ${TOKEN_BYTES} bytes.`);
      const token = bytes.toString('base64url');
      const hash = hashToken(token);
      byHash.set(hash, { seat, hash, expiresAt: now + lifetimeMs });
      bySeat.set(seat, hash);
      return token;
    },
    consume(token) {
      if (typeof token !== 'string' || !TOKEN_FORM.test(token)) return null;
      const hash = hashToken(token);
      const entry = byHash.get(hash);
      if (!entry) return null;
      // Single use: burnt whether or not it had expired, so it can never be tried again.
      drop(hash);
      return entry.expiresAt > clock() ? entry.seat : null;
    },
    peek(token) {
      if (typeof token !== 'string' || !TOKEN_FORM.test(token)) return null;
      const entry = byHash.get(hashToken(token));
      return entry && entry.expiresAt > clock() ? entry.seat : null;
    },
    wasIssued(token) {
      return typeof token === 'string' && TOKEN_FORM.test(token) && retired.has(hashToken(token));
    },
    revokeAll() {
      for (const hash of byHash.keys()) retire(hash);
      byHash.clear();
      bySeat.clear();
      seen.clear();
    },
    markSeen(seat) {
      seen.add(seat);
    },
    seenSeats: () => [...seen].sort((a, b) => a - b),
    entries: () => [...byHash.values()].map((e) => ({ ...e })),
  };
}
