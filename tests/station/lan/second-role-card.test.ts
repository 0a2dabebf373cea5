/** Issue 12 §4: a phone-dealt second role is told on the card (a vogon who is also a lover reads both). */
import { afterEach, describe, expect, it } from 'vitest';
import type { Station } from '../../../electron/station/index.ts';
import { commandSender, freshStation, lanStart, ok } from '../helpers.ts';

let station: Station | null = null;
afterEach(() => {
  station?.close();
  station = null;
});

const TWELVE = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo', 'Irina', 'Jakub', 'Kata', 'Lilla'];

/** A 12-player Mensa game dealt by the station with the vogon, the kamikaze and the lovers; the LAN on 127.0.0.1. */
async function dealtMensa(): Promise<{ s: Station; gameId: string }> {
  const s = freshStation().station;
  station = s;
  const created = s.request('game.create', {
    rulesetId: 'mensa-hungariqa',
    players: TWELVE,
    options: { vogon: true, lovers: true, kamikaze: true },
  });
  const { gameId } = ok(created);
  commandSender(s, gameId)({ type: 'deal' });
  await lanStart(s);
  return { s, gameId };
}

async function cardOf(s: Station, seat: number): Promise<string> {
  const revealed = await s.request('lan.reveal', { seat });
  if (!revealed.ok) throw new Error(JSON.stringify(revealed.error));
  return (await fetch(revealed.value.url)).text();
}

describe('a card shows every role its player holds', () => {
  it('the phone tells each lover and the kamikaze their second role on top of the first, and the lovers each other', async () => {
    const { s, gameId } = await dealtMensa();
    const seats = [];
    for (let seat = 1; seat <= TWELVE.length; seat++) {
      const card = s.request('game.player-card', { gameId, seat });
      if (!card.ok) throw new Error(JSON.stringify(card.error));
      seats.push(card.value as unknown as { seat: number; role: string; second: string | null });
    }
    const lovers = seats.filter((c) => c.second === 'lover');
    const kamikaze = seats.find((c) => c.second === 'kamikaze');
    expect(lovers).toHaveLength(2);
    expect(kamikaze).toBeDefined();
    for (const lover of lovers) {
      const body = await cardOf(s, lover.seat);
      const other = lovers.find((l) => l.seat !== lover.seat)!;
      expect(body).toContain('>Lover<');
      expect(body).toContain('On top of your role: when your lover dies, you die in the next death step.');
      expect(body).toContain(`${TWELVE[other.seat - 1]} (seat ${other.seat})`);
    }
    const body = await cardOf(s, kamikaze!.seat);
    expect(body).toContain('>Kamikaze<');
    expect(body).toContain('On top of your role: when you die, name a player who dies with you.');
    const plain = seats.find((c) => c.second === null)!;
    const plainBody = await cardOf(s, plain.seat);
    expect(plainBody).not.toContain('On top of your role');
  });
});
