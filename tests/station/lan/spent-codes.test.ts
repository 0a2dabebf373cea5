/**
 * Issue 12 §4: a used code leaves the projector and the moderator's screen, the dead are offered no code,
 * and the "seen" ticks are one record (screen and phones) that survives leaving the game, resuming it,
 * and a restart of the station over the same data folder.
 */
import { describe, expect, it } from 'vitest';
import type { LanStatus, ProjectorReveal } from '../../../shared/contract/index.ts';
import type { Station } from '../../../electron/station/index.ts';
import { commandSender, lanStart, restartableStations, reveal, SEVEN } from '../helpers.ts';

const stations = restartableStations({ clock: () => new Date('2026-11-22T20:00:00Z') });

/** A dealt 1987 game of seven (fixedRandom: seats 6 and 7 are the mafia); `step` sends one more command. */
function dealt(s: Station): { gameId: string; step(command: unknown): void } {
  const created = s.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const { gameId } = created.value;
  const step = commandSender(s, gameId);
  step({ type: 'deal' });
  return { gameId, step };
}

describe('spent codes, the dead, and the seen ticks', () => {
  it('takes the projector’s QR down the moment its code is used, and says which seats hold a live code', async () => {
    const s = stations.start();
    await lanStart(s);
    dealt(s);
    const reveals: (ProjectorReveal | null)[] = [];
    s.onProjectorReveal((r) => reveals.push(r));
    const statuses: LanStatus[] = [];
    s.onLanStatus((status) => statuses.push(status));
    await s.request('lan.show-on-projector', { seat: 3 });
    expect(s.currentProjectorReveal()?.seat).toBe(3);
    const url = await reveal(s, 4);
    expect(s.currentLanStatus().codeSeats).toEqual([3, 4]);
    // The phone of seat 3 scans the projector: simulated by opening seat 3's code (minted again here).
    const three = await reveal(s, 3);
    expect((await fetch(three)).status).toBe(200);
    expect(s.currentProjectorReveal()).toBeNull();
    expect(reveals.at(-1)).toBeNull();
    expect(s.currentLanStatus()).toMatchObject({ projectorSeat: null, seenSeats: [3], codeSeats: [4] });
    expect(statuses.at(-1)).toMatchObject({ projectorSeat: null, seenSeats: [3], codeSeats: [4] });
    expect((await fetch(url)).status).toBe(200);
    expect(s.currentLanStatus().codeSeats).toEqual([]);
  });

  it('offers no code to a dead player, on the phone or on the projector', async () => {
    const s = stations.start();
    await lanStart(s);
    const game = dealt(s);
    game.step({ type: 'end-sunrise' });
    game.step({ type: 'accuse', accuser: 1, accused: 2 });
    game.step({ type: 'resolve-vote', yes: 4 });
    expect((s.currentPublicView()!.players[1] as { alive?: boolean }).alive).toBe(false);
    const refused = { ok: false, error: { kind: 'rule', code: 'lan.seat-dead', params: { seat: 2 } } };
    expect(await s.request('lan.reveal', { seat: 2 })).toEqual(refused);
    expect(await s.request('lan.show-on-projector', { seat: 2 })).toEqual(refused);
    expect((await s.request('lan.reveal', { seat: 3 })).ok).toBe(true);
  });

  it('keeps one record of who has seen a card, screen and phone alike, through leave, resume and a restart', async () => {
    const first = stations.start();
    await lanStart(first);
    const { gameId } = dealt(first);
    expect((await fetch(await reveal(first, 5))).status).toBe(200);
    expect(first.request('game.player-card', { gameId, seat: 2 }).ok).toBe(true);
    // The phone panel and the cards panel read the same seats.
    expect(first.currentLanStatus().seenSeats).toEqual([2, 5]);
    expect(first.request('game.cards-seen', { gameId })).toEqual({ ok: true, value: [2, 5] });

    expect(first.request('game.close', {}).ok).toBe(true);
    expect(first.request('game.open', { gameId }).ok).toBe(true);
    expect(first.currentLanStatus().seenSeats).toEqual([2, 5]);
    expect(first.request('game.cards-seen', { gameId })).toEqual({ ok: true, value: [2, 5] });

    const again = stations.restart(first);
    expect(again.request('game.open', { gameId }).ok).toBe(true);
    expect(again.request('game.cards-seen', { gameId })).toEqual({ ok: true, value: [2, 5] });
    expect(again.currentLanStatus().seenSeats).toEqual([2, 5]);
  });

  it('forgets who has seen a card when the deal is undone', async () => {
    const s = stations.start();
    await lanStart(s);
    const game = dealt(s);
    expect((await fetch(await reveal(s, 5))).status).toBe(200);
    s.request('game.player-card', { gameId: game.gameId, seat: 1 });
    game.step({ type: 'undo' });
    expect(s.request('game.cards-seen', { gameId: game.gameId })).toEqual({ ok: true, value: [] });
    game.step({ type: 'deal' });
    expect(s.currentLanStatus().seenSeats).toEqual([]);
  });
});
