/**
 * The start page's «Unfinished games» kept every game never finished for good (session 20's note): a game opened by
 * mistake and never dealt, or left when the club went home, stayed offered for resuming on every evening after. The
 * moderator sets such a game aside: it leaves that list and stays in the archive, whole (nothing is deleted), and
 * opening it again from the archive resumes it and brings it back.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { createStation, type Station } from '../../electron/station/index.ts';
import { dropSchemaV12, rewindArchive, tempDir } from './archive-fixtures.ts';
import { fixedRandom, ok, playHonestWin } from './helpers.ts';

const SIX = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor'];

function station(file = join(tempDir(), 'archive.sqlite')): Station {
  let n = 0;
  const clock = () => new Date(Date.UTC(2026, 10, 22, 20, n++));
  return createStation({ archive: openArchive(file), random: fixedRandom(), clock });
}

const unfinishedIds = (s: Station) => ok(s.request('station.status', {})).unfinished.map((g) => g.gameId);

describe('setting an unfinished game aside', () => {
  it('takes it off the unfinished list, keeps it in the archive whole, and says so in its summary', () => {
    const s = station();
    const kept = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SIX })).gameId;
    const mistake = ok(s.request('game.create', { rulesetId: 'city-mafia', players: [...SIX, 'Gita', 'Hugo'] })).gameId;
    ok(s.request('game.close', {}));
    expect(unfinishedIds(s)).toEqual([mistake, kept]);
    const before = ok(s.request('game.summary', { gameId: mistake }));
    expect(before.setAside).toBe(false);

    const summary = ok(s.request('game.set-aside', { gameId: mistake }));
    expect(summary).toEqual({ ...before, setAside: true });
    expect(unfinishedIds(s)).toEqual([kept]);
    expect(ok(s.request('game.list', {})).map((g) => [g.gameId, g.setAside])).toEqual([
      [mistake, true],
      [kept, false],
    ]);
  });

  it('is undone by opening the game again: it is resumed where it was, and back on the list', () => {
    const s = station();
    const { gameId, version } = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SIX }));
    ok(s.request('game.command', { gameId, commandId: 'deal', expectedVersion: version, command: { type: 'deal' } }));
    ok(s.request('game.close', {}));
    ok(s.request('game.set-aside', { gameId }));
    expect(unfinishedIds(s)).toEqual([]);

    expect(ok(s.request('game.open', { gameId }))).toEqual({ gameId, version: 2 });
    expect(ok(s.request('game.summary', { gameId })).setAside).toBe(false);
    ok(s.request('game.close', {}));
    expect(unfinishedIds(s)).toEqual([gameId]);
  });

  it('leaves the game the moderator has open, and holds across a restart', () => {
    const file = join(tempDir(), 'archive.sqlite');
    const first = station(file);
    const { gameId } = ok(first.request('game.create', { rulesetId: 'davidoff-1987', players: SIX }));
    expect(ok(first.request('station.status', {})).activeGameId).toBe(gameId);
    ok(first.request('game.set-aside', { gameId }));
    expect(ok(first.request('station.status', {})).activeGameId).toBeNull();
    first.close();

    const again = station(file);
    expect(unfinishedIds(again)).toEqual([]);
    expect(ok(again.request('game.summary', { gameId })).setAside).toBe(true);
    again.close();
  });

  it('refuses a finished game and an unknown one, and changes nothing', () => {
    const s = station();
    const { gameId } = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SIX }));
    playHonestWin(s, gameId);
    const finished = ok(s.request('game.summary', { gameId }));
    expect(s.request('game.set-aside', { gameId })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'archive.set-aside-finished', params: {} },
    });
    expect(ok(s.request('game.summary', { gameId }))).toEqual(finished);
    expect(s.request('game.set-aside', { gameId: 'no-such-game' })).toEqual({
      ok: false,
      error: { kind: 'not-found', what: 'game' },
    });
  });

  it('an archive written before (v11) keeps every unfinished game on the list', () => {
    const file = join(tempDir(), 'archive.sqlite');
    const old = station(file);
    const { gameId } = ok(old.request('game.create', { rulesetId: 'davidoff-1987', players: SIX }));
    old.close();
    rewindArchive(file, 11, dropSchemaV12);

    const migrated = station(file);
    expect(unfinishedIds(migrated)).toEqual([gameId]);
    expect(ok(migrated.request('game.summary', { gameId })).setAside).toBe(false);
    migrated.close();
  });
});
