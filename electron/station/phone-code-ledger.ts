import { hashToken } from './lan/index.ts';
import { privateJsonFile, type PrivateJsonFile } from './private-json-file.ts';

/** The file beside the archive that keeps which seats were given a phone code not opened yet (never a code). */
export const PHONE_CODES_FILE = 'phone-codes.json';

/** One code given and not opened: its seat and when it would expire. Neither the code nor its hash is kept. */
interface IssuedCode {
  seat: number;
  expiresAt: number;
}

/**
 * What the file keeps: the deal the codes were given in, as the SHA-256 of the LAN part's deal key (which names the
 * roles dealt: they stay in the archive, not in this file), and the codes not opened yet.
 */
interface LedgerRecord {
  key: string | null;
  codes: IssuedCode[];
}

const EMPTY: LedgerRecord = { key: null, codes: [] };

function parse(raw: unknown): LedgerRecord | null {
  const { key, codes } = (raw ?? {}) as { key?: unknown; codes?: unknown };
  if ((key !== null && typeof key !== 'string') || !Array.isArray(codes)) return null;
  const kept: IssuedCode[] = [];
  for (const code of codes as unknown[]) {
    const { seat, expiresAt } = (code ?? {}) as { seat?: unknown; expiresAt?: unknown };
    if (Number.isInteger(seat) && (seat as number) > 0 && typeof expiresAt === 'number')
      kept.push({ seat: seat as number, expiresAt });
  }
  return { key, codes: kept };
}

/**
 * Which seats were given a phone code that nobody has opened yet, kept beside the archive so that the phones panel
 * can say, after a restart, whose code it ended. A code lives in the station's memory only (a restart ends every
 * one, and no file could let anyone open a card); this ledger holds seat numbers and expiry times, nothing that
 * opens anything (tryout 10: a code given before a crash was dead after it, and the panel forgot it was given).
 */
export interface PhoneCodeLedger {
  /** The deal open now (null: none), whenever it changes: every code was revoked; another deal's ledger is dropped. */
  follow(key: string | null): void;
  /** A code was given to a seat in the deal `key`, live until `expiresAt` (it replaces the seat's previous one). */
  issued(key: string, seat: number, expiresAt: number): void;
  /** A seat opened its card: its code is spent, not lost. */
  opened(seat: number): void;
  /** The moderator stopped the phones' server: every code ended on purpose, none is lost. */
  clear(): void;
  /**
   * The seats of the deal `key` whose code was given and ended before it was opened or expired at `now` (the station
   * restarted, or the game was left and opened again), ascending. A seat given a new code since is not among them.
   */
  lost(key: string, now: number): number[];
}

/** Creates the ledger over its private file (in memory only without one: nothing is then lost across a restart). */
export function createPhoneCodeLedger(path: string | null): PhoneCodeLedger {
  const file: PrivateJsonFile<LedgerRecord> | null = path ? privateJsonFile(path, parse) : null;
  let record: LedgerRecord = file?.read() ?? EMPTY;
  // The seats given a code in this run of the station: their code is live (or was revoked with its deal), not lost.
  const givenNow = new Set<number>();
  function save(next: LedgerRecord): void {
    record = next;
    try {
      file?.write(record);
    } catch (error) {
      // Only the panel's word after a restart is at stake; the codes themselves work all the same.
      console.error('Phone codes: could not be saved', error instanceof Error ? error.message : error);
    }
  }
  const without = (seat: number): IssuedCode[] => record.codes.filter((code) => code.seat !== seat);
  const dealOf = (key: string | null): string | null => (key === null ? null : hashToken(key));
  return {
    follow(dealKey) {
      const key = dealOf(dealKey);
      givenNow.clear();
      // No game open (the station just started, or the game was left): its codes ended, and whose they were is
      // kept for when it is opened again. Another deal or game: they are nobody's concern any more.
      if (key !== null && record.key !== key && (record.key !== null || record.codes.length > 0)) save(EMPTY);
    },
    issued(dealKey, seat, expiresAt) {
      const key = dealOf(dealKey);
      givenNow.add(seat);
      const codes = record.key === key ? without(seat) : [];
      save({ key, codes: [...codes, { seat, expiresAt }] });
    },
    opened(seat) {
      givenNow.delete(seat);
      if (record.codes.some((code) => code.seat === seat)) save({ key: record.key, codes: without(seat) });
    },
    clear() {
      givenNow.clear();
      if (record.codes.length > 0) save({ key: record.key, codes: [] });
    },
    lost(dealKey, now) {
      if (record.key !== dealOf(dealKey)) return [];
      return record.codes
        .filter((code) => code.expiresAt > now && !givenNow.has(code.seat))
        .map((code) => code.seat)
        .sort((a, b) => a - b);
    },
  };
}
