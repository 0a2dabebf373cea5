import { createHmac, randomBytes } from 'node:crypto';
import type { PastCodes } from './lan/index.ts';
import { privateJsonFile, type PrivateJsonFile } from './private-json-file.ts';

/** The file beside the archive that recognises the phone codes this station gave, across restarts (never opens one). */
export const PAST_CODES_FILE = 'past-codes.json';

/** The most codes recognised: the latest ones (a club's evenings of tables of sixteen); older ones are forgotten. */
export const MAX_PAST_CODES = 1024;

/** A code's mark: 16 bytes of HMAC-SHA256 under the file's salt, base64url (22 characters). */
const MARK_FORM = /^[A-Za-z0-9_-]{22}$/;

/** The salt: 32 random bytes, base64url (43 characters). */
const SALT_FORM = /^[A-Za-z0-9_-]{43}$/;

/** The longest string presented that is worth marking (a code is 43 characters): anything longer is nobody's code. */
const LONGEST_CODE = 64;

/** What the file keeps: its salt, and the marks of the codes given, oldest first. No seat, no deal, no code. */
interface PastCodesRecord {
  salt: string;
  codes: string[];
}

function parse(raw: unknown): PastCodesRecord | null {
  const { salt, codes } = (raw ?? {}) as { salt?: unknown; codes?: unknown };
  if (typeof salt !== 'string' || !SALT_FORM.test(salt) || !Array.isArray(codes)) return null;
  const marks = (codes as unknown[]).filter((mark): mark is string => typeof mark === 'string' && MARK_FORM.test(mark));
  return { salt, codes: marks.slice(-MAX_PAST_CODES) };
}

/**
 * Recognises the phone codes this station gave, in this run or an earlier one, so that a phone reloading its old
 * card after a restart is not counted by the bad-code limit as a guess (a table of sixteen reloading would lock its
 * honest phones out). A code itself lives in memory only and a restart ends it; what is kept is a salted one-way
 * mark that can only say «this code was ours» of a code presented: the server never opens a card or finds a seat by
 * it, and no code can be had back from it (a code is 256 random bits). The salt, made with the file, keeps the marks
 * unlike the hashes the live codes and the card watch are looked up by.
 */
export function createPastCodes(path: string | null): PastCodes {
  const file: PrivateJsonFile<PastCodesRecord> | null = path ? privateJsonFile(path, parse) : null;
  const read = file?.read() ?? null;
  const salt = read?.salt ?? randomBytes(32).toString('base64url');
  // Oldest first (a Set keeps its insertion order), so the oldest is the one forgotten.
  const marks = new Set(read?.codes ?? []);
  const markOf = (code: string): string =>
    createHmac('sha256', salt).update(code, 'utf8').digest().subarray(0, 16).toString('base64url');
  return {
    remember(code) {
      const mark = markOf(code);
      marks.delete(mark);
      marks.add(mark);
      if (marks.size > MAX_PAST_CODES) marks.delete(marks.values().next().value!);
      try {
        file?.write({ salt, codes: [...marks] });
      } catch (error) {
        // Only the limiter's leniency after a restart is at stake; the code itself works all the same.
        console.error('Past codes: could not be saved', error instanceof Error ? error.message : error);
      }
    },
    recognises: (code) => typeof code === 'string' && code.length <= LONGEST_CODE && marks.has(markOf(code)),
  };
}
