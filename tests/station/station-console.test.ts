import { describe, expect, it } from 'vitest';
import { createGameOn, freshStation, sendCommand, SEVEN } from './helpers.ts';

// The requests the console needs beyond commands: who has seen his card, the next game at the same
// table, one game's summary, and rewinding the log.

const create = createGameOn;
const send = sendCommand;

describe('station: the console’s requests', () => {
  it('records who has seen his card on the moderator’s screen, and forgets it at a new deal', () => {
    const { station } = freshStation();
    const { gameId } = create(station);
    send(station, gameId, 1, { type: 'deal' });
    expect(station.request('game.cards-seen', { gameId })).toEqual({ ok: true, value: [] });
    station.request('game.player-card', { gameId, seat: 3 });
    station.request('game.player-card', { gameId, seat: 1 });
    expect(station.request('game.cards-seen', { gameId })).toEqual({ ok: true, value: [1, 3] });
    send(station, gameId, 2, { type: 'undo' });
    send(station, gameId, 3, { type: 'deal' });
    expect(station.request('game.cards-seen', { gameId })).toEqual({ ok: true, value: [] });
  });

  it('starts the next game with the same players and options, seats kept', () => {
    const { station } = freshStation();
    const first = create(station, 'city-mafia', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    const next = station.request('game.rematch', { gameId: first.gameId, reseat: false });
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    expect(next.value.gameId).not.toBe(first.gameId);
    const view = station.currentModeratorView()!;
    expect(view.gameId).toBe(next.value.gameId);
    expect(view.rulesetId).toBe('city-mafia');
    expect(view.players.map((p) => p.name)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
  });

  it('redraws the seats when asked (the same players, in the order the station draws)', () => {
    const { station } = freshStation();
    const first = create(station);
    const next = station.request('game.rematch', { gameId: first.gameId, reseat: true });
    expect(next.ok).toBe(true);
    expect([...station.currentModeratorView()!.players.map((p) => p.name)].sort()).toEqual([...SEVEN].sort());
  });

  it('refuses the next game of an unknown game, and creates nothing', () => {
    const { station } = freshStation();
    expect(station.request('game.rematch', { gameId: 'nope', reseat: false })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(station.request('game.list', {})).toEqual({ ok: true, value: [] });
  });

  it('gives one game’s summary with its notes', () => {
    const { station } = freshStation();
    const { gameId } = create(station);
    station.request('game.set-notes', { gameId, notes: 'Seat 3 protested the vote.' });
    expect(station.request('game.summary', { gameId })).toMatchObject({
      ok: true,
      value: { gameId, notes: 'Seat 3 protested the vote.' },
    });
    expect(station.request('game.summary', { gameId: 'missing' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('rewinds to an earlier step: the later steps stay in the archive, marked undone', () => {
    const { station, archive } = freshStation();
    const { gameId } = create(station);
    send(station, gameId, 1, { type: 'deal' });
    send(station, gameId, 2, { type: 'end-sunrise' });
    send(station, gameId, 3, { type: 'accuse', accuser: 1, accused: 2 });
    expect(send(station, gameId, 4, { type: 'rewind', toStep: 1 })).toMatchObject({ ok: true });
    expect(station.currentModeratorView()!.phase).toBe('sunrise');
    const log = archive.readLog(gameId);
    expect(log.at(-1)).toEqual({ step: 4, event: { type: 'steps-undone', steps: [2, 3] } });
    expect(
      station
        .currentModeratorView()!
        .timeline.filter((s) => s.undone)
        .map((s) => s.step),
    ).toEqual([3, 2]);
  });
});

describe('station: the projector’s language, set apart from the console’s', () => {
  it('is English until the moderator chooses, then pushed to the windows with the hold state', () => {
    const { station } = freshStation();
    expect(station.currentProjectorLocale()).toBe('en');
    const heard: string[] = [];
    station.onProjectorHold(() => heard.push(station.currentProjectorLocale()));
    expect(station.request('projector.locale', { locale: 'ru' })).toEqual({ ok: true, value: { locale: 'ru' } });
    expect(station.currentProjectorLocale()).toBe('ru');
    expect(heard).toEqual(['ru']);
    // The same language again tells nobody.
    station.request('projector.locale', { locale: 'ru' });
    expect(heard).toEqual(['ru']);
  });

  it('refuses a language the station does not speak, and keeps the one it had', () => {
    const { station } = freshStation();
    expect(station.request('projector.locale', { locale: 'de' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    expect(station.currentProjectorLocale()).toBe('en');
  });
});
