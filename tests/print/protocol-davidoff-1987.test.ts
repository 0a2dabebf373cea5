import { describe, expect, it } from 'vitest';
import { buildProtocol } from '../../shared/print/index.ts';
import { dayOne, execute, night, run, toNight } from '../engine/helpers.ts';

describe('protocol: davidoff-1987 (RULES.md §1)', () => {
  // Seats 1–2 mafia, 3–7 honest.
  const start = dayOne('MMHHHHH');

  it('lists every seat with name, role and team once dealt', () => {
    const protocol = buildProtocol('g1', start.log);
    expect(protocol.rulesetId).toBe('davidoff-1987');
    expect(protocol.seats.map((s) => [s.seat, s.name, s.role, s.team])).toEqual([
      [1, 'P1', 'mafia', 'mafia'],
      [2, 'P2', 'mafia', 'mafia'],
      [3, 'P3', 'honest', 'honest'],
      [4, 'P4', 'honest', 'honest'],
      [5, 'P5', 'honest', 'honest'],
      [6, 'P6', 'honest', 'honest'],
      [7, 'P7', 'honest', 'honest'],
    ]);
    expect(protocol.result).toBeNull();
  });

  it('the sheet has a remarks column only where the game takes remarks: with the discipline option (RULES.md §4)', () => {
    expect(buildProtocol('g1', start.log).remarks).toBe(false);
    expect(buildProtocol('g1', dayOne('MMHHHHH', { discipline: true }).log).remarks).toBe(true);
  });

  it('a day: the accusation, its vote with yes/no and majority, the execution', () => {
    const game = execute(start, 3, 4);
    const protocol = buildProtocol('g1', game.log);
    const day = protocol.periods.find((p) => p.kind === 'day' && p.round === 1)!;
    expect(day.entries).toEqual([
      { kind: 'nomination', by: 4, seat: 3 },
      expect.objectContaining({ kind: 'vote', subject: 'accusation', seats: [3], yes: 6, no: 0, passed: true }),
      { kind: 'death', seat: 3, cause: 'executed', by: null, role: null },
    ]);
    expect(protocol.seats[2]!.left).toEqual({ kind: 'day', round: 1, cause: 'executed' });
  });

  it('a night: every mafia note, and the victim in that night', () => {
    const game = night(toNight(start, 5), [
      [1, 6],
      [2, 6],
    ]);
    const protocol = buildProtocol('g1', game.log);
    const day = protocol.periods.find((p) => p.kind === 'day' && p.round === 1)!;
    expect(day.entries).toEqual([
      expect.objectContaining({ kind: 'vote', subject: 'night-proposal', seats: [5], passed: true }),
    ]);
    const nightOne = protocol.periods.find((p) => p.kind === 'night' && p.round === 1)!;
    expect(nightOne.entries).toEqual([
      { kind: 'action', actor: 'mafia', seats: [1], target: 6, answer: null },
      { kind: 'action', actor: 'mafia', seats: [2], target: 6, answer: null },
      { kind: 'death', seat: 6, cause: 'killed', by: null, role: null },
    ]);
  });

  it('notes that disagree: nobody died', () => {
    const game = night(toNight(start), [
      [1, 6],
      [2, 7],
    ]);
    const nightOne = buildProtocol('g1', game.log).periods.find((p) => p.kind === 'night')!;
    expect(nightOne.entries.at(-1)).toEqual({ kind: 'note', code: 'nobody-died', seats: [] });
  });

  it('the result and the 1987 points of every seat at the end; winners marked', () => {
    // The honest execute both mafiosi.
    const game = execute(execute(start, 1, 3), 2, 3);
    const protocol = buildProtocol('g1', game.log);
    expect(protocol.result?.winner).toBe('honest');
    expect(protocol.result?.scores).toHaveLength(7);
    expect(protocol.seats.map((s) => s.points)).toEqual(protocol.result!.scores);
    expect(protocol.seats.map((s) => s.won)).toEqual([false, false, true, true, true, true, true]);
  });

  it('undone steps are left out', () => {
    const game = run(execute(start, 3, 4), { type: 'undo' });
    const protocol = buildProtocol('g1', game.log);
    expect(protocol.periods.flatMap((p) => p.entries).some((e) => e.kind === 'death')).toBe(false);
  });
});
