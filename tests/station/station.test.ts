import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { createStation, type Station } from '../../electron/station/index.ts';
import type { ModeratorView, PublicView } from '../../shared/engine/index.ts';
import { createGameOn, fixedRandom, freshStation, sendCommand, SEVEN } from './helpers.ts';

/** The roles by seat of a 1987 table whose honest players sit first and the mafia last. */
function honestThenMafia(honest: number, mafia: number): string[] {
  return [...Array<string>(honest).fill('honest'), ...Array<string>(mafia).fill('mafia')];
}

const create = (station: Station, players = SEVEN) => createGameOn(station, 'davidoff-1987', players);
const send = sendCommand;

describe('station: commands are validated, decided, made durable, then published', () => {
  it('creates a game, publishes both views, and the public view holds no role', () => {
    const { station } = freshStation();
    const publicViews: (PublicView | null)[] = [];
    station.onPublicView((v) => publicViews.push(v));
    const { gameId, version } = create(station);
    expect(version).toBe(1);
    expect(station.currentModeratorView()?.players.map((p) => p.name)).toEqual(SEVEN);
    const dealt = send(station, gameId, 1, { type: 'deal' });
    expect(dealt.ok).toBe(true);
    // The fixed random source reverses the deck: the mafia are the last two seats.
    expect(station.currentModeratorView()?.players.map((p) => p.role)).toEqual(honestThenMafia(5, 2));
    const last = publicViews.at(-1)!;
    expect(last.phase).toBe('sunrise');
    expect(last.players.every((p) => p.role === null)).toBe(true);
    expect(JSON.stringify(last)).not.toContain('mafia');
  });

  it('publishes only after the events are in the archive', () => {
    const { station, archive } = freshStation();
    const { gameId } = create(station);
    const seen: number[] = [];
    station.onModeratorView((view) => {
      if (view) seen.push(archive.readLog(gameId).length > 0 ? archive.getGame(gameId)!.version - view.version : -99);
    });
    send(station, gameId, 1, { type: 'deal' });
    send(station, gameId, 2, { type: 'end-sunrise' });
    expect(seen).toEqual([0, 0]);
  });

  it('applies a repeated command id once', () => {
    const { station, archive } = freshStation();
    const { gameId } = create(station);
    const first = send(station, gameId, 1, { type: 'deal' }, 'same-id');
    const again = send(station, gameId, 1, { type: 'deal' }, 'same-id');
    expect(first).toEqual({ ok: true, value: { version: 2, duplicate: false } });
    expect(again).toEqual({ ok: true, value: { version: 2, duplicate: true } });
    expect(archive.getGame(gameId)!.version).toBe(2);
  });

  it('refuses a stale expected version with a conflict and changes nothing', () => {
    const { station, archive } = freshStation();
    const { gameId } = create(station);
    send(station, gameId, 1, { type: 'deal' });
    const stale = send(station, gameId, 1, { type: 'end-sunrise' });
    expect(stale).toEqual({ ok: false, error: { kind: 'conflict', expectedVersion: 1, actualVersion: 2 } });
    expect(archive.getGame(gameId)!.version).toBe(2);
    expect(station.currentPublicView()!.phase).toBe('sunrise');
  });

  it('refuses a command illegal in the phase with the rule, and stores nothing', () => {
    const { station, archive } = freshStation();
    const { gameId } = create(station);
    const refused = send(station, gameId, 1, { type: 'accuse', accuser: 1, accused: 2 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ kind: 'rule', code: 'davidoff-1987.wrong-phase' });
    expect(archive.readLog(gameId)).toHaveLength(1);
  });

  it.each([
    ['a missing field', { gameId: 'g', commandId: 'c', command: { type: 'deal' } }],
    ['an unknown command', { gameId: 'g', commandId: 'c', expectedVersion: 1, command: { type: 'shoot' } }],
    [
      'an extra field',
      { gameId: 'g', commandId: 'c', expectedVersion: 1, command: { type: 'deal', roles: ['mafia'] } },
    ],
    [
      'a seat out of range',
      { gameId: 'g', commandId: 'c', expectedVersion: 1, command: { type: 'accuse', accuser: 0, accused: 17 } },
    ],
    [
      'a fractional count',
      { gameId: 'g', commandId: 'c', expectedVersion: 1, command: { type: 'resolve-vote', yes: 2.5 } },
    ],
    ['a hostile id', { gameId: '../../etc', commandId: 'c', expectedVersion: 1, command: { type: 'deal' } }],
    ['not an object', 'deal'],
    ['null', null],
  ])('refuses a payload with %s with a clear message', (_, payload) => {
    const { station, archive } = freshStation();
    const { gameId } = create(station);
    const before = archive.readLog(gameId);
    const refused = station.request('game.command', payload);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.kind).toBe('invalid-payload');
      if (refused.error.kind === 'invalid-payload') expect(refused.error.message).toMatch(/^Invalid request: ./);
    }
    expect(archive.readLog(gameId)).toEqual(before);
  });

  it('refuses an unknown request name', () => {
    const { station } = freshStation();
    const refused = station.request('game.delete' as never, {});
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
  });

  it.each([
    ['an empty name', ['', ...SEVEN.slice(1)], 'name.empty'],
    ['a name over 40 characters', ['x'.repeat(41), ...SEVEN.slice(1)], 'name.too-long'],
    ['a control character', ['An\u0007na', ...SEVEN.slice(1)], 'name.forbidden-character'],
    ['a bidi override', ['\u202Eanna', ...SEVEN.slice(1)], 'name.forbidden-character'],
    ['a duplicate after case folding', ['Anna', 'ANNA', ...SEVEN.slice(2)], 'name.duplicate'],
    ['a duplicate after normalisation', ['Ren\u00e9', 'Rene\u0301', ...SEVEN.slice(2)], 'name.duplicate'],
  ])('refuses a table with %s and creates nothing', (_, players, code) => {
    const { station, archive } = freshStation();
    const refused = station.request('game.create', { rulesetId: 'davidoff-1987', players });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'rule', code } });
    expect(archive.listGames()).toEqual([]);
    expect(station.currentModeratorView()).toBeNull();
  });

  it('keeps memory and windows unchanged when the archive fails to write', () => {
    const { station, archive } = freshStation();
    const { gameId } = create(station);
    const views: (ModeratorView | null)[] = [];
    station.onModeratorView((v) => views.push(v));
    const append = archive.appendStep.bind(archive);
    archive.appendStep = () => {
      throw new Error('disk full');
    };
    const failed = send(station, gameId, 1, { type: 'deal' });
    expect(failed).toMatchObject({ ok: false, error: { kind: 'internal', message: 'disk full' } });
    expect(views).toEqual([]);
    expect(station.currentModeratorView()!.phase).toBe('setup');
    archive.appendStep = append;
    expect(send(station, gameId, 1, { type: 'deal' }).ok).toBe(true);
  });

  it('undo appends a marker and restores the previous views', () => {
    const { station, archive } = freshStation();
    const { gameId } = create(station);
    send(station, gameId, 1, { type: 'deal' });
    const before = station.currentPublicView();
    send(station, gameId, 2, { type: 'end-sunrise' });
    expect(station.currentPublicView()!.phase).toBe('day');
    send(station, gameId, 3, { type: 'undo' });
    expect(station.currentPublicView()).toEqual(before);
    const log = archive.readLog(gameId);
    expect(log.map((e) => e.event.type)).toEqual(['game-created', 'roles-dealt', 'sunrise-ended', 'steps-undone']);
  });

  it('shows one seat its role card on request', () => {
    const { station } = freshStation();
    const { gameId } = create(station);
    expect(station.request('game.player-card', { gameId, seat: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'not-found', what: 'seat' },
    });
    send(station, gameId, 1, { type: 'deal' });
    const card = station.request('game.player-card', { gameId, seat: 7 });
    expect(card).toMatchObject({
      ok: true,
      value: { seat: 7, name: 'Gita', role: 'mafia', teammates: [{ seat: 6, name: 'Fedor' }] },
    });
  });

  it('offers an unfinished game for resume after a restart, exactly as of the last command', () => {
    const { station, file } = freshStation();
    const { gameId } = create(station);
    send(station, gameId, 1, { type: 'deal' });
    send(station, gameId, 2, { type: 'end-sunrise' });
    const view = station.currentModeratorView();
    station.close();
    const reopened = createStation({ archive: openArchive(file), random: fixedRandom() });
    const status = reopened.request('station.status', {});
    expect(status).toMatchObject({ ok: true, value: { activeGameId: null, unfinished: [{ gameId, version: 3 }] } });
    expect(reopened.request('game.open', { gameId })).toEqual({ ok: true, value: { gameId, version: 3 } });
    expect(reopened.currentModeratorView()).toEqual(view);
    reopened.close();
  });

  it('lists finished games with their result and scores', () => {
    const { station } = freshStation();
    const { gameId } = create(station, SEVEN.slice(0, 6));
    let v = 1;
    const step = (command: unknown) => {
      const done = send(station, gameId, v, command);
      if (!done.ok) throw new Error(JSON.stringify(done.error));
      v = done.value.version;
    };
    step({ type: 'deal' }); // mafia: seats 5 and 6
    step({ type: 'end-sunrise' });
    for (const accused of [5, 6]) {
      step({ type: 'accuse', accuser: 1, accused });
      step({ type: 'resolve-vote', yes: 4 });
    }
    const list = station.request('game.list', {});
    expect(list).toMatchObject({ ok: true, value: [{ gameId, winner: 'honest', scores: [4, 4, 4, 4, 0, 0] }] });
    expect(station.currentPublicView()!.players.map((p) => p.role)).toEqual(honestThenMafia(4, 2));
  });
});
