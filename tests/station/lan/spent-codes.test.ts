/**
 * Issue 12 §4: a used code leaves the projector and the moderator's screen, the dead are offered no code,
 * and the "seen" ticks are one record (screen and phones) that survives leaving the game, resuming it,
 * and a restart of the station over the same data folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanStatus, ProjectorReveal } from '../../../shared/contract/index.ts';
import { openArchive } from '../../../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation, type Station } from '../../../electron/station/index.ts';
import { commandSender, fixedRandom, lanStart, reveal, SEVEN } from '../helpers.ts';

const stations: Station[] = [];
afterEach(() => {
  for (const s of stations.splice(0)) s.close();
});

/** A station over an archive in a folder; a second call with the same folder is the station after a restart. */
function stationIn(dir = mkdtempSync(join(tmpdir(), 'mafia-station-'))): { s: Station; dir: string } {
  const archive = openArchive(join(dir, ARCHIVE_FILE));
  const s = createStation({ archive, random: fixedRandom(), clock: () => new Date('2026-11-22T20:00:00Z') });
  stations.push(s);
  return { s, dir };
}

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
    const { s } = stationIn();
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
    const { s } = stationIn();
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
    const first = stationIn();
    await lanStart(first.s);
    const { gameId } = dealt(first.s);
    expect((await fetch(await reveal(first.s, 5))).status).toBe(200);
    expect(first.s.request('game.player-card', { gameId, seat: 2 }).ok).toBe(true);
    // The phone panel and the cards panel read the same seats.
    expect(first.s.currentLanStatus().seenSeats).toEqual([2, 5]);
    expect(first.s.request('game.cards-seen', { gameId })).toEqual({ ok: true, value: [2, 5] });

    expect(first.s.request('game.close', {}).ok).toBe(true);
    expect(first.s.request('game.open', { gameId }).ok).toBe(true);
    expect(first.s.currentLanStatus().seenSeats).toEqual([2, 5]);
    expect(first.s.request('game.cards-seen', { gameId })).toEqual({ ok: true, value: [2, 5] });

    first.s.close();
    stations.splice(0);
    const again = stationIn(first.dir);
    expect(again.s.request('game.open', { gameId }).ok).toBe(true);
    expect(again.s.request('game.cards-seen', { gameId })).toEqual({ ok: true, value: [2, 5] });
    expect(again.s.currentLanStatus().seenSeats).toEqual([2, 5]);
  });

  it('forgets who has seen a card when the deal is undone', async () => {
    const { s } = stationIn();
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
