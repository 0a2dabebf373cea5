import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TimerState } from '../../shared/contract/index.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation, type Station } from '../../electron/station/index.ts';
import { createStationTimer } from '../../electron/station/station-timer.ts';
import type { ModeratorView } from '../../shared/engine/index.ts';
import { CITY_MAFIA_GAME } from '../fixtures/scripted-games.ts';
import { fixedRandom, playHonestWin, SEVEN } from './helpers.ts';

/** A clock the test moves by hand. */
function fakeClock(start = 1000): { now: () => number; advance: (ms: number) => void } {
  let at = start;
  return { now: () => at, advance: (ms) => (at += ms) };
}

function stationWithClock(now: () => number): Station {
  const dir = mkdtempSync(join(tmpdir(), 'mafia-station-timer-'));
  return createStation({
    archive: openArchive(join(dir, ARCHIVE_FILE)),
    random: fixedRandom(),
    clock: () => new Date('2026-11-22T20:00:00Z'),
    timerClock: now,
  });
}

function value<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('the shared timer (fake clock)', () => {
  it('starts running at its full length and counts down with the clock', () => {
    const clock = fakeClock();
    const timer = createStationTimer(clock.now);
    const started = value(timer.start('speech', 3, 60));
    expect(started).toEqual({
      kind: 'speech',
      seat: 3,
      totalMs: 60_000,
      remainingMs: 60_000,
      running: true,
      revision: 1,
    });
    clock.advance(12_500);
    expect(timer.current()).toMatchObject({ remainingMs: 47_500, running: true, revision: 1 });
  });

  it('pause keeps the time left; resume goes on from there', () => {
    const clock = fakeClock();
    const timer = createStationTimer(clock.now);
    timer.start('defence', 2, 30);
    clock.advance(10_000);
    expect(value(timer.pause())).toMatchObject({ remainingMs: 20_000, running: false, revision: 2 });
    clock.advance(60_000);
    expect(timer.current()).toMatchObject({ remainingMs: 20_000, running: false });
    expect(value(timer.resume())).toMatchObject({ remainingMs: 20_000, running: true, revision: 3 });
    clock.advance(5_000);
    expect(timer.current()?.remainingMs).toBe(15_000);
  });

  it('runs out at zero, never below, and reports itself stopped', () => {
    const clock = fakeClock();
    const timer = createStationTimer(clock.now);
    timer.start('last-word', 1, 30);
    clock.advance(45_000);
    expect(timer.current()).toMatchObject({ remainingMs: 0, running: false });
    expect(timer.resume()).toEqual({ ok: false, error: { kind: 'rule', code: 'timer.finished', params: {} } });
  });

  it('+10 s adds time (growing the dial if needed), −10 s takes it off, and +10 s after the end goes on running', () => {
    const clock = fakeClock();
    const timer = createStationTimer(clock.now);
    timer.start('speech', 4, 60);
    clock.advance(55_000);
    expect(value(timer.add(10))).toMatchObject({ totalMs: 60_000, remainingMs: 15_000, running: true });
    expect(value(timer.add(-20))).toMatchObject({ remainingMs: 0, running: false });
    expect(value(timer.add(10))).toMatchObject({ remainingMs: 10_000, running: true });
    expect(value(timer.add(3600))).toMatchObject({ totalMs: 3_600_000, remainingMs: 3_600_000 });
  });

  it('clear removes it; then pause, resume and add are refused with nothing changed', () => {
    const clock = fakeClock();
    const timer = createStationTimer(clock.now);
    timer.start('custom', null, 90);
    expect(timer.clear()).toEqual({ ok: true, value: null });
    expect(timer.current()).toBeNull();
    const revision = timer.revision();
    for (const refused of [timer.pause(), timer.resume(), timer.add(10)]) {
      expect(refused).toEqual({ ok: false, error: { kind: 'rule', code: 'timer.none', params: {} } });
    }
    expect(timer.revision()).toBe(revision);
  });

  it('tells its listeners every change with a growing revision, a clear included', () => {
    const clock = fakeClock();
    const timer = createStationTimer(clock.now);
    const seen: [TimerState | null, number][] = [];
    timer.onChange((state, revision) => seen.push([state, revision]));
    timer.start('agreement', null, 60);
    clock.advance(1000);
    timer.pause();
    timer.clear();
    expect(seen.map(([, r]) => r)).toEqual([1, 2, 3]);
    expect(seen[1]![0]).toMatchObject({ remainingMs: 59_000, running: false, revision: 2 });
    expect(seen[2]![0]).toBeNull();
  });

  it('property: the time left is always within 0 and the dial, and the revision only grows', () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('start' as const), seconds: fc.integer({ min: 1, max: 3600 }) }),
      fc.record({ op: fc.constantFrom('pause' as const, 'resume' as const, 'clear' as const) }),
      fc.record({
        op: fc.constant('add' as const),
        seconds: fc.integer({ min: -3600, max: 3600 }).filter((s) => s !== 0),
      }),
      fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 200_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const clock = fakeClock();
        const timer = createStationTimer(clock.now);
        let revision = 0;
        for (const s of steps) {
          if (s.op === 'start') timer.start('speech', null, s.seconds);
          else if (s.op === 'add') timer.add(s.seconds);
          else if (s.op === 'wait') clock.advance(s.ms);
          else timer[s.op]();
          const state = timer.current();
          expect(timer.revision()).toBeGreaterThanOrEqual(revision);
          revision = timer.revision();
          if (state) {
            expect(state.remainingMs).toBeGreaterThanOrEqual(0);
            expect(state.remainingMs).toBeLessThanOrEqual(state.totalMs);
            expect(state.totalMs).toBeLessThanOrEqual(3_600_000);
            if (state.remainingMs === 0) expect(state.running).toBe(false);
          }
        }
      }),
    );
  });
});

describe('the station’s timer and hold requests', () => {
  let station: Station | null = null;
  afterEach(() => station?.close());

  it('validates each payload and refuses bad input with nothing changed', () => {
    const clock = fakeClock();
    station = stationWithClock(clock.now);
    const bad: [string, unknown][] = [
      ['timer.start', { kind: 'speech', seat: null, seconds: 0 }],
      ['timer.start', { kind: 'speech', seat: null, seconds: 3601 }],
      ['timer.start', { kind: 'speech', seat: null, seconds: 1.5 }],
      ['timer.start', { kind: 'nap', seat: null, seconds: 60 }],
      ['timer.start', { kind: 'speech', seat: 17, seconds: 60 }],
      ['timer.start', { kind: 'speech', seconds: 60 }],
      ['timer.start', { kind: 'speech', seat: null, seconds: 60, extra: 1 }],
      ['timer.add', { seconds: 0 }],
      ['timer.add', { seconds: '10' }],
      ['timer.pause', { now: true }],
      ['projector.hold', { on: 'yes' }],
      ['projector.hold', {}],
    ];
    for (const [name, payload] of bad) {
      const answer = station.request(name as 'timer.start', payload) as { ok: boolean; error?: { kind: string } };
      expect(answer.ok, `${name} ${JSON.stringify(payload)}`).toBe(false);
      expect(answer.error?.kind).toBe('invalid-payload');
    }
    expect(station.currentTimer()).toEqual({ timer: null, revision: 0 });
    expect(station.currentProjectorHold()).toBe(false);
  });

  it('a seat must be one of the open game’s (and needs a game); a seatless timer needs none', () => {
    const clock = fakeClock();
    station = stationWithClock(clock.now);
    expect(station.request('timer.start', { kind: 'speech', seat: 2, seconds: 60 })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'timer.no-game-seat', params: {} },
    });
    expect(station.request('timer.start', { kind: 'custom', seat: null, seconds: 60 }).ok).toBe(true);
    value(station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
    expect(station.request('timer.start', { kind: 'speech', seat: 8, seconds: 60 })).toEqual({
      ok: false,
      error: { kind: 'not-found', what: 'seat' },
    });
    expect(value(station.request('timer.start', { kind: 'speech', seat: 7, seconds: 60 }))).toMatchObject({
      seat: 7,
      running: true,
    });
  });

  it('refuses every timer while the dawn is held: the room would read the night in it (tryout9)', () => {
    const clock = fakeClock();
    station = stationWithClock(clock.now);
    let view: ModeratorView | null = null;
    station.onModeratorView((next) => (view = next));
    const { gameId } = value(station.request('game.create', CITY_MAFIA_GAME.setup));
    // The scripted City game up to its first night's end: the dawn (a victim) is held from the room.
    let version = 1;
    for (const command of CITY_MAFIA_GAME.commands) {
      version = value(
        station.request('game.command', { gameId, commandId: `c${version}`, expectedVersion: version, command }),
      ).version;
      if (view!.dawnHeld) break;
    }
    expect(view!.dawnHeld).toBe(true);
    const pushes: (TimerState | null)[] = [];
    station.onTimer((timer) => pushes.push(timer));
    const held = { ok: false, error: { kind: 'rule', code: 'timer.dawn-held', params: {} } };
    // The victim's last word (what Space offered), a seatless one, and a plain timer alike: nothing starts.
    expect(station.request('timer.start', { kind: 'last-word', seat: 3, seconds: 30 })).toEqual(held);
    expect(station.request('timer.start', { kind: 'speech', seat: null, seconds: 60 })).toEqual(held);
    expect(station.request('timer.start', { kind: 'custom', seat: null, seconds: 60 })).toEqual(held);
    expect(pushes).toEqual([]);
    expect(station.currentTimer().timer).toBeNull();
    // Announced, the room knows: the day's timers start.
    value(
      station.request('game.command', {
        gameId,
        commandId: 'announce',
        expectedVersion: version,
        command: { type: 'announce-dawn' },
      }),
    );
    expect(value(station.request('timer.start', { kind: 'last-word', seat: 3, seconds: 30 }))).toMatchObject({
      seat: 3,
      running: true,
    });
  });

  it('pushes every change to its subscribers and answers a late window with the time left now', () => {
    const clock = fakeClock();
    station = stationWithClock(clock.now);
    const pushes: [TimerState | null, number][] = [];
    station.onTimer((timer, revision) => pushes.push([timer, revision]));
    value(station.request('timer.start', { kind: 'speech', seat: null, seconds: 60 }));
    clock.advance(20_000);
    expect(station.currentTimer()).toEqual({
      timer: { kind: 'speech', seat: null, totalMs: 60_000, remainingMs: 40_000, running: true, revision: 1 },
      revision: 1,
    });
    value(station.request('timer.add', { seconds: 10 }));
    value(station.request('timer.pause', {}));
    value(station.request('timer.resume', {}));
    expect(station.request('timer.clear', {})).toEqual({ ok: true, value: null });
    expect(pushes.map(([t, r]) => [t?.remainingMs ?? null, t?.running ?? null, r])).toEqual([
      [60_000, true, 1],
      [50_000, true, 2],
      [50_000, false, 3],
      [50_000, true, 4],
      [null, null, 5],
    ]);
    expect(station.currentTimer()).toEqual({ timer: null, revision: 5 });
  });

  it('the timer is not a game event: the game’s version and log stay as they were', () => {
    const clock = fakeClock();
    station = stationWithClock(clock.now);
    const created = value(station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
    const publicViews: unknown[] = [];
    station.onPublicView((view) => publicViews.push(view));
    value(station.request('timer.start', { kind: 'speech', seat: 1, seconds: 60 }));
    value(station.request('projector.hold', { on: true }));
    expect(station.currentModeratorView()?.version).toBe(created.version);
    expect(publicViews).toEqual([]);
  });

  it('a new game, or the open game’s end, takes the timer down: no window shows another game’s timer', () => {
    // Club tryout: the 1987 game's sunrise showed "Timer PAUSED 0:59" left from the English game before it, and
    // a 1987 game (no timed step clears it) kept its paused timer on the projector through the game-over screen.
    const clock = fakeClock();
    station = stationWithClock(clock.now);
    const pushes: (TimerState | null)[] = [];
    station.onTimer((timer) => pushes.push(timer));
    value(station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
    value(station.request('timer.start', { kind: 'speech', seat: 3, seconds: 60 }));
    value(station.request('timer.pause', {}));
    value(station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN.slice(0, 6) }));
    expect(station.currentTimer().timer).toBeNull();
    expect(pushes.at(-1)).toBeNull();

    const { gameId } = value(
      station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN.slice(0, 6) }),
    );
    value(station.request('timer.start', { kind: 'speech', seat: 1, seconds: 60 }));
    value(station.request('timer.pause', {}));
    playHonestWin(station, gameId);
    expect(station.currentModeratorView()?.outcome).not.toBeNull();
    expect(station.currentTimer().timer).toBeNull();

    // Opening a game or closing it takes the timer down too; a step of the same game leaves it.
    value(station.request('timer.start', { kind: 'custom', seat: null, seconds: 60 }));
    value(station.request('game.open', { gameId }));
    expect(station.currentTimer().timer).not.toBeNull();
    value(station.request('game.close', {}));
    expect(station.currentTimer().timer).toBeNull();
  });

  it('hold: on until released, pushed on change only', () => {
    station = stationWithClock(fakeClock().now);
    const pushes: boolean[] = [];
    station.onProjectorHold((on) => pushes.push(on));
    expect(station.request('projector.hold', { on: true })).toEqual({ ok: true, value: { on: true } });
    expect(station.currentProjectorHold()).toBe(true);
    expect(station.request('projector.hold', { on: true })).toEqual({ ok: true, value: { on: true } });
    expect(station.request('projector.hold', { on: false })).toEqual({ ok: true, value: { on: false } });
    expect(pushes).toEqual([true, false]);
  });
});
