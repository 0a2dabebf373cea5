import { describe, expect, it } from 'vitest';
import { buildProtocol } from '../../shared/print/index.ts';
import { acquit, dayOne, execute, night } from '../engine/french-deck/helpers.ts';

describe('protocol: french-deck (RULES.md §2)', () => {
  // Seats 1–2 mafiosi, 3 the angel, 4–7 villagers; night 1 kills 5 and the angel checks seat 1.
  const start = dayOne('MMAVVVV', 5, 1);

  it('night 1: the mafia’s victim, the angel’s check with its answer, the death with the card turned over', () => {
    const protocol = buildProtocol('g', start.log);
    expect(protocol.periods[0]).toEqual({
      kind: 'night',
      round: 1,
      entries: [
        { kind: 'action', actor: 'mafia', seats: [1, 2], target: 5, answer: null },
        { kind: 'action', actor: 'angel', seats: [3], target: 1, answer: 'mafia' },
        { kind: 'death', seat: 5, cause: 'killed', by: null, role: 'villager' },
      ],
    });
    expect(protocol.seats[4]!.left).toEqual({ kind: 'night', round: 1, cause: 'killed' });
    expect(protocol.seats.map((s) => s.team)).toEqual([
      'mafia',
      'mafia',
      'villagers',
      'villagers',
      'villagers',
      'villagers',
      'villagers',
    ]);
  });

  it('a day: each accusation with its verdict (hands for guilty, hands needed)', () => {
    const game = execute(acquit(start, 4, 6), 1, 6);
    const day = buildProtocol('g', game.log).periods.find((p) => p.kind === 'day')!;
    expect(day.entries).toEqual([
      { kind: 'nomination', by: 6, seat: 4 },
      { kind: 'vote', subject: 'accusation', seats: [4], yes: 0, no: null, needed: 4, voters: null, passed: false },
      { kind: 'nomination', by: 6, seat: 1 },
      { kind: 'vote', subject: 'accusation', seats: [1], yes: 6, no: null, needed: 4, voters: null, passed: true },
      { kind: 'death', seat: 1, cause: 'executed', by: null, role: 'mafioso' },
    ]);
  });

  it('the result names the winning camp; french-deck has no points', () => {
    const game = execute(night(execute(start, 1, 6), 7, 2), 2, 6);
    const protocol = buildProtocol('g', game.log);
    expect(protocol.result).toEqual({ winner: 'villagers', scores: null });
    expect(protocol.seats.every((s) => s.points === null)).toBe(true);
    expect(protocol.seats.filter((s) => s.won).map((s) => s.seat)).toEqual([3, 4, 5, 6, 7]);
    expect(protocol.periods.map((p) => `${p.kind} ${p.round}`)).toEqual(['night 1', 'day 1', 'night 2', 'day 2']);
  });
});
