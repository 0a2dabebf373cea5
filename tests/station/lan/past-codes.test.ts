/**
 * The recogniser of the phone codes a station gave (smallfix): kept beside the archive so that a code given before a
 * restart is known after it for what it is, a phone reloading its card, and not counted as a guess. It can only
 * recognise a code presented to it; nothing in it opens a card, names a seat or leads back to a code.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../electron/station/lan/index.ts';
import { createPastCodes, MAX_PAST_CODES, PAST_CODES_FILE } from '../../../electron/station/past-codes.ts';
import type { Station } from '../../../electron/station/index.ts';
import { tempDir } from '../archive-fixtures.ts';
import { commandSender, lanStart, ok, restartableStations, reveal, SEVEN } from '../helpers.ts';

const stations = restartableStations();

/** A well-formed code no station gave. */
const code = (i: number) => `G${String(i).padStart(42, '0')}`;

/** A dealt 1987 game of seven with the phones' server running. */
async function dealt(s: Station): Promise<void> {
  await lanStart(s);
  const { gameId } = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
  commandSender(s, gameId)({ type: 'deal' });
}

describe('the past codes’ recogniser', () => {
  it('is kept on disk as a salted one-way recogniser: no code, no hash the station looks codes up by', async () => {
    const first = stations.start();
    await dealt(first);
    const token = new URL(await reveal(first, 3)).pathname.split('/').at(-1)!;
    const file = join(stations.dirOf(first), PAST_CODES_FILE);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(token);
    expect(text).not.toContain(hashToken(token));
    expect(text).not.toContain(Buffer.from(hashToken(token), 'hex').toString('base64url'));
    // No seat, no deal, no role: only that some code was given.
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(['codes', 'salt']);
    expect(text).not.toMatch(/seat|civilian|honest|mafia/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('recognises only the codes it was given, and keeps a bounded number of them', () => {
    const file = join(tempDir(), PAST_CODES_FILE);
    const given = Array.from({ length: 3 }, (_, i) => code(1000 + i));
    const before = createPastCodes(file);
    for (const one of given) before.remember(one);
    const after = createPastCodes(file);
    for (const one of given) expect(after.recognises(one)).toBe(true);
    expect(after.recognises(code(1))).toBe(false);
    expect(after.recognises('short')).toBe(false);
    // Salted: another station's file keeps the same code otherwise, so no file shows which codes two stations share.
    const otherFile = join(tempDir(), PAST_CODES_FILE);
    createPastCodes(otherFile).remember(given[0]!);
    const kept = (path: string): string[] => (JSON.parse(readFileSync(path, 'utf8')) as { codes: string[] }).codes;
    expect(kept(otherFile)).toHaveLength(1);
    expect(kept(file)).not.toContain(kept(otherFile)[0]);
    // Enough codes later the first is forgotten (it then counts as a guess again: it opens nothing).
    for (let i = 0; i < MAX_PAST_CODES; i++) after.remember(code(10_000 + i));
    expect(createPastCodes(file).recognises(given[0]!)).toBe(false);
    expect(createPastCodes(file).recognises(code(10_000 + MAX_PAST_CODES - 1))).toBe(true);
  });
});
