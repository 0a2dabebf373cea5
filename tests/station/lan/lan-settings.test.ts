/**
 * Issue 12 §4: the phones' server remembers its interface, port and mirror key in the data folder (mode
 * 0600), and comes back by itself when a game that was being dealt is resumed after a restart.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Station } from '../../../electron/station/index.ts';
import { LAN_SETTINGS_FILE } from '../../../electron/station/lan-settings.ts';
import { restartableStations, SEVEN } from '../helpers.ts';
import { fakePagesDir } from './lan-helpers.ts';

const stations = restartableStations({ clock: () => new Date('2026-11-22T20:00:00Z'), pagesDir: fakePagesDir() });

/** Resolves once the station's LAN status says it runs (or after a few pushes that do not). */
function running(s: Station): Promise<boolean> {
  if (s.currentLanStatus().running) return Promise.resolve(true);
  return new Promise((resolve) => {
    const stop = s.onLanStatus((status) => {
      if (!status.running) return;
      stop();
      resolve(true);
    });
    setTimeout(() => resolve(s.currentLanStatus().running), 2000);
  });
}

/** A station in a new folder with a 1987 game of seven created and dealt: the folder, the station, the game, whether the deal passed. */
function dealtGameIn(): { dir: string; first: Station; gameId: string; dealt: boolean } {
  const first = stations.start();
  const dir = stations.dirOf(first);
  const created = first.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const { gameId, version } = created.value;
  const deal = first.request('game.command', {
    gameId,
    commandId: 'c1',
    expectedVersion: version,
    command: { type: 'deal' },
  });
  return { dir, first, gameId, dealt: deal.ok };
}

describe('the phones’ server after a restart', () => {
  it('comes back on the same interface, port and mirror key when the dealt game is resumed', async () => {
    const { dir, first, gameId, dealt } = dealtGameIn();
    expect(dealt).toBe(true);
    const started = await first.request('lan.start', { host: '127.0.0.1' });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const mirrorUrl = started.value.mirrorUrl!;
    expect(statSync(join(dir, LAN_SETTINGS_FILE)).mode & 0o777).toBe(0o600);

    const again = stations.restart(first);
    expect(again.currentLanStatus().running).toBe(false);
    expect(again.request('game.open', { gameId }).ok).toBe(true);
    expect(await running(again)).toBe(true);
    expect(again.currentLanStatus()).toMatchObject({ host: '127.0.0.1', mirrorUrl });
    expect((await fetch(mirrorUrl)).status).toBe(200);
    const code = await again.request('lan.reveal', { seat: 2 });
    expect(code.ok).toBe(true);
  });

  it('stays down after the moderator stopped it', async () => {
    const { first, gameId } = dealtGameIn();
    await first.request('lan.start', { host: '127.0.0.1' });
    await first.request('lan.stop', {});
    const again = stations.restart(first);
    again.request('game.open', { gameId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(again.currentLanStatus().running).toBe(false);
  });
});
