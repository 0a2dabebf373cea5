/**
 * Tryout 6: a card left open on a phone said, after the station was killed and started again, "This card is no
 * longer valid: the cards were dealt again, or the game is over", though neither had happened; the watch lived in
 * the server's memory. A card now stands while its game is in the deal it was opened in, across leaving the game,
 * a restart and the phones' server coming back; a new deal or the game's end still takes it off.
 */
import { readFileSync, statSync } from 'node:fs';
import { get, request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_WATCH_FILE } from '../../../electron/station/card-watch.ts';
import type { Station } from '../../../electron/station/index.ts';
import { lanStart, ok, restartableStations, reveal, SEVEN } from '../helpers.ts';

const stations = restartableStations();

/** Sends a command to the open game at its current version. */
function step(s: Station, gameId: string, command: object): void {
  const version = s.currentModeratorView()!.version;
  ok(s.request('game.command', { gameId, commandId: `c${version}`, expectedVersion: version, command }));
}

/** Opens a seat's card as its phone does; the page's watch link (origin and token). */
async function openCard(s: Station, seat: number): Promise<string> {
  const url = await reveal(s, seat);
  const body = await (await fetch(url)).text();
  const token = /data-watch="([A-Za-z0-9_-]{43})"/.exec(body)?.[1];
  expect(token).toBeDefined();
  return `${new URL(url).origin}/w/${token}`;
}

/**
 * What the card's page hears when it asks whether it still stands: 204 yes, 410 gone. Each ask on a connection of
 * its own, as a phone's after the station's restart is: fetch's pool would reuse the socket the old server closed.
 */
function asks(watch: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(watch, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** Resolves once the station's phones' server runs again (it comes back when the dealt game is resumed). */
function running(s: Station): Promise<void> {
  return new Promise((resolve) => {
    if (s.currentLanStatus().running) return resolve();
    const stop = s.onLanStatus((status) => {
      if (!status.running) return;
      stop();
      resolve();
    });
  });
}

describe('a card left open on a phone, across a restart', () => {
  it('still stands after the station restarts and the game is resumed; a new deal then takes it off', async () => {
    const first = stations.start();
    const dir = stations.dirOf(first);
    await lanStart(first);
    const { gameId } = ok(first.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
    step(first, gameId, { type: 'deal' });
    const watch = await openCard(first, 2);
    expect(await asks(watch)).toBe(204);
    expect(statSync(join(dir, CARD_WATCH_FILE)).mode & 0o777).toBe(0o600);
    // Hashes only: the token that opens the answer is on the phone alone.
    expect(readFileSync(join(dir, CARD_WATCH_FILE), 'utf8')).not.toContain(new URL(watch).pathname.slice(3));

    const again = stations.restart(first);
    ok(again.request('game.open', { gameId }));
    await running(again);
    expect(await asks(watch)).toBe(204);

    step(again, gameId, { type: 'undo' });
    expect(await asks(watch)).toBe(410);
    step(again, gameId, { type: 'deal' });
    expect(await asks(watch)).toBe(410);
  });

  it('stands while the moderator leaves the game and resumes it, and falls when the game ends', async () => {
    const s = stations.start();
    await lanStart(s);
    const { gameId } = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
    step(s, gameId, { type: 'deal' });
    const watch = await openCard(s, 4);
    ok(s.request('game.close', {}));
    expect(await asks(watch)).toBe(204);
    ok(s.request('game.open', { gameId }));
    expect(await asks(watch)).toBe(204);
    // The town votes out both mafiosi (fixedRandom deals them seats 6 and 7): no card of the game stands.
    step(s, gameId, { type: 'end-sunrise' });
    for (const accused of [6, 7]) {
      step(s, gameId, { type: 'accuse', accuser: 1, accused });
      step(s, gameId, { type: 'resolve-vote', yes: 4 });
    }
    expect(s.currentModeratorView()!.phase).toBe('ended');
    expect(await asks(watch)).toBe(410);
  });
});

/** Posts a card page's form as the phone does, on a connection of its own (see `asks`): the answer's status. */
function posts(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { method: 'POST', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('a police officer’s reveal button left open on a phone, across a restart', () => {
  it('still reveals him once after the station restarts and the game is resumed (Copag, RULES.md §5)', async () => {
    const first = stations.start();
    await lanStart(first);
    const players = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva'];
    const { gameId } = ok(
      first.request('game.create', { rulesetId: 'copag-mafia', players, options: { characters: 'drawn' } }),
    );
    step(first, gameId, { type: 'assign-characters' });
    step(first, gameId, { type: 'deal' });
    const officer =
      players.findIndex((_, i) => ok(first.request('game.player-card', { gameId, seat: i + 1 })).role === 'police') + 1;
    const url = await reveal(first, officer);
    const body = await (await fetch(url)).text();
    const action = /<form method="post" action="(\/reveal\/[A-Za-z0-9_-]{43})">/.exec(body)?.[1];
    expect(action).toBeDefined();

    const again = stations.restart(first);
    ok(again.request('game.open', { gameId }));
    await running(again);
    const origin = new URL(url).origin;
    expect(await posts(origin, action!)).toBe(200);
    expect(again.currentPublicView()!.players[officer - 1]).toMatchObject({ revealed: true });
    // Single use: the button is spent.
    expect(await posts(origin, action!)).not.toBe(200);
  });
});
