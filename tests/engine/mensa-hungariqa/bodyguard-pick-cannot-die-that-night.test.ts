/**
 * RULES.md §3 bodyguard, rulebook 000: «Minden éjjel egy névnél szavaz, aki azon az éjszakán nem halhat
 * meg» — his pick cannot die that night: not by the mafia's hands, not as a night kamikaze's victim, not
 * as a heartbroken lover. By day the guard no longer holds.
 */
import { describe, expect, it } from 'vitest';
import { buildProtocol } from '../../../shared/print/index.ts';
import { dayOne, execute, playNight, step } from './helpers.ts';

// 1 protected mafioso, 2–3 mafiosi, 4 inspector, 5 bodyguard, 6–10 citizens; 9 a citizen kamikaze.
const KAMIKAZE = 'PMMIBCCCKC';
// The same table without the kamikaze; the lovers are 7 and 9.
const LOVERS = 'PMMIBCCCCC';

describe('RULES §3 bodyguard: his pick cannot die that night', () => {
  it('a kamikaze killed at night names the guarded player: the naming stands, the guarded player lives', () => {
    let game = step(dayOne(KAMIKAZE), { type: 'end-day' });
    game = playNight(game, { check: 6, hands: { 1: 9, 2: 9, 3: 9, 5: 7 } });
    expect(game.state.players[8]!.alive).toBe(false);
    game = step(game, { type: 'kamikaze-names', kamikaze: 9, target: 7 });
    expect(game.state.players[6]!.alive).toBe(true);
    expect(game.state.chain).toBeNull();
    expect(game.state.phase).toBe('day');
    expect(game.log.map((e) => e.event.type)).toContain('guard-saved');
    const notes = buildProtocol('g', game.log)
      .periods.flatMap((p) => p.entries)
      .filter((e) => e.kind === 'note' && e.code === 'guarded');
    expect(notes).toEqual([{ kind: 'note', code: 'guarded', seats: [7] }]);
  });

  it('a kamikaze killed at night naming someone else still takes him along', () => {
    let game = step(dayOne(KAMIKAZE), { type: 'end-day' });
    game = playNight(game, { check: 6, hands: { 1: 9, 2: 9, 3: 9, 5: 7 } });
    game = step(game, { type: 'kamikaze-names', kamikaze: 9, target: 8 });
    expect(game.state.players[7]!.alive).toBe(false);
  });

  it("the guarded lover of the mafia's victim does not die of a broken heart that night", () => {
    let game = step(dayOne(LOVERS, '......l.l'), { type: 'end-day' });
    game = playNight(game, { check: 6, hands: { 1: 9, 2: 9, 3: 9, 5: 7 } });
    expect(game.state.players[8]!.alive).toBe(false);
    expect(game.state.players[6]!.alive).toBe(true);
    expect(game.state.phase).toBe('day');
  });

  it('an unguarded lover still follows the victim (the guard elsewhere)', () => {
    let game = step(dayOne(LOVERS, '......l.l'), { type: 'end-day' });
    game = playNight(game, { check: 6, hands: { 1: 9, 2: 9, 3: 9, 5: 6 } });
    expect(game.state.players[6]!.alive).toBe(false);
  });

  it("by day the guard is over: a kamikaze executed next day takes last night's pick along", () => {
    let game = step(dayOne(KAMIKAZE), { type: 'end-day' });
    // Nobody dies in the night (the mafia split); the bodyguard picked 7.
    game = playNight(game, { check: 6, hands: { 1: 8, 2: 10, 3: 10, 5: 7 } });
    game = execute(game, 9);
    game = step(game, { type: 'kamikaze-names', kamikaze: 9, target: 7 });
    expect(game.state.players[6]!.alive).toBe(false);
  });
});
