import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { createStation } from '../../electron/station/index.ts';
import { fixedRandom, freshStation, SEVEN } from './helpers.ts';

// Issue 12 §5: a page whose link dropped before the answer came sends the command again with its id.
// The station applies an id once, and answers a repeat with the answer it gave the first time.

type AnyStation = ReturnType<typeof freshStation>['station'];

function create(station: AnyStation): string {
  const created = station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  return created.value.gameId;
}

function send(station: AnyStation, gameId: string, expectedVersion: number, command: unknown, commandId: string) {
  return station.request('game.command', { gameId, commandId, expectedVersion, command });
}

describe('station: a command id is applied once, and a repeat gets the original answer', () => {
  it('a repeat that arrives after later commands answers with the version its first delivery produced, and changes nothing', () => {
    const { station, archive } = freshStation();
    const gameId = create(station);
    expect(send(station, gameId, 1, { type: 'deal' }, 'deal-1')).toEqual({
      ok: true,
      value: { version: 2, duplicate: false },
    });
    expect(send(station, gameId, 2, { type: 'end-sunrise' }, 'sunrise-1')).toEqual({
      ok: true,
      value: { version: 3, duplicate: false },
    });
    const before = archive.readLog(gameId);
    // The page lost the answer to the deal, and sends it again (with the version it expected then).
    expect(send(station, gameId, 1, { type: 'deal' }, 'deal-1')).toEqual({
      ok: true,
      value: { version: 2, duplicate: true },
    });
    expect(archive.readLog(gameId)).toEqual(before);
    expect(station.currentModeratorView()?.version).toBe(3);
  });

  it('remembers the ids across a restart of the station (they are in the archive file)', () => {
    const { station, file } = freshStation();
    const gameId = create(station);
    send(station, gameId, 1, { type: 'deal' }, 'deal-1');
    station.close();
    const reopened = createStation({ archive: openArchive(file), random: fixedRandom() });
    expect(send(reopened, gameId, 1, { type: 'deal' }, 'deal-1')).toEqual({
      ok: true,
      value: { version: 2, duplicate: true },
    });
    expect(reopened.request('game.summary', { gameId })).toMatchObject({ ok: true, value: { version: 2 } });
    reopened.close();
  });
});
