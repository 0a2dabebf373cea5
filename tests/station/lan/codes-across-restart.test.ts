/**
 * Tryout 10 (crash.log): a phone code given but not yet opened gave 404 after the station restarted, and the phones
 * panel then showed no code for that seat, with no word. Codes stay in the station's memory only (a file holding
 * them, or their hashes, would let a page open a secret card from the disk), so a restart ends them; the station now
 * keeps which seats were given one (seat numbers and expiry only) and the panel's status names those seats until
 * each is given a new code, the card is opened, the deal changes or the moderator stops the phones' server.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPhoneCodeLedger, PHONE_CODES_FILE } from '../../../electron/station/phone-code-ledger.ts';
import { hashToken } from '../../../electron/station/lan/index.ts';
import type { Station } from '../../../electron/station/index.ts';
import { tempDir } from '../archive-fixtures.ts';
import { commandSender, lanStart, ok, restartableStations, reveal, SEVEN } from '../helpers.ts';
import { restarted, statusOf } from './restart-kit.ts';

const stations = restartableStations();

/** A dealt 1987 game of seven; `step` sends one more command. */
function dealt(s: Station): { gameId: string; step(command: unknown): void } {
  const { gameId } = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
  const step = commandSender(s, gameId);
  step({ type: 'deal' });
  return { gameId, step };
}

describe('tryout 10: a phone code given before a restart', () => {
  it('is dead after it, and the panel’s status names its seat until a new code is given', async () => {
    const first = stations.start();
    await lanStart(first);
    const { gameId } = dealt(first);
    expect(await statusOf(await reveal(first, 5))).toBe(200);
    const two = await reveal(first, 2);
    expect(first.currentLanStatus()).toMatchObject({ codeSeats: [2], lostCodeSeats: [] });

    const again = await restarted(stations, first, gameId);
    expect(await statusOf(two)).toBe(404);
    // Seat 5 opened his card: nothing was lost for him. Seat 2's code ended unopened.
    expect(again.currentLanStatus()).toMatchObject({ seenSeats: [5], codeSeats: [], lostCodeSeats: [2] });

    const fresh = await reveal(again, 2);
    expect(again.currentLanStatus()).toMatchObject({ codeSeats: [2], lostCodeSeats: [] });
    expect(await statusOf(fresh)).toBe(200);
    expect(again.currentLanStatus()).toMatchObject({ seenSeats: [2, 5], lostCodeSeats: [] });
  });

  it('is told lost too when the game was left and opened again (leaving it ends every code)', async () => {
    const s = stations.start();
    await lanStart(s);
    const { gameId } = dealt(s);
    const six = await reveal(s, 6);
    ok(s.request('game.close', {}));
    ok(s.request('game.open', { gameId }));
    expect(await statusOf(six)).toBe(404);
    expect(s.currentLanStatus().lostCodeSeats).toEqual([6]);
  });

  it('is kept on disk as a seat number only: no code, no hash, readable by this user alone', async () => {
    const first = stations.start();
    await lanStart(first);
    dealt(first);
    const token = new URL(await reveal(first, 3)).pathname.split('/').at(-1)!;
    const file = join(stations.dirOf(first), PHONE_CODES_FILE);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(token);
    expect(text).not.toContain(hashToken(token));
    expect(JSON.parse(text).codes).toEqual([{ seat: 3, expiresAt: expect.any(Number) }]);
    // Nor the deal: the roles dealt are the archive's, the file names the deal by a hash.
    expect(text).not.toMatch(/civilian|honest|mafia/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is not told lost when the moderator stopped the phones’ server, nor once the cards are dealt again', async () => {
    const first = stations.start();
    await lanStart(first);
    const { gameId } = dealt(first);
    await reveal(first, 2);
    ok(await first.request('lan.stop', {}));
    const again = await restarted(stations, first, gameId);
    expect(again.currentLanStatus().lostCodeSeats).toEqual([]);

    await reveal(again, 4);
    const third = await restarted(stations, again, gameId);
    expect(third.currentLanStatus().lostCodeSeats).toEqual([4]);
    for (const command of [{ type: 'undo' }, { type: 'deal' }]) {
      const version = third.currentModeratorView()!.version;
      const commandId = `again-${version}`;
      ok(third.request('game.command', { gameId, commandId, expectedVersion: version, command }));
    }
    expect(third.currentLanStatus().lostCodeSeats).toEqual([]);
  });

  it('is not told lost once it would have expired anyway', () => {
    const file = join(tempDir(), PHONE_CODES_FILE);
    createPhoneCodeLedger(file).issued('g|deal', 6, 1_000);
    const next = createPhoneCodeLedger(file);
    next.follow('g|deal');
    expect(next.lost('g|deal', 999)).toEqual([6]);
    expect(next.lost('g|deal', 1_000)).toEqual([]);
    expect(next.lost('g|other', 999)).toEqual([]);
  });
});
