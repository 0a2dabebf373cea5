import { describe, expect, it } from 'vitest';
import { buildProtocol } from '../../shared/print/index.ts';
import { day, dayOne, night, pastMorning, remarks, run, toNight } from '../engine/city-mafia/helpers.ts';

describe('protocol: city-mafia (RULES.md §4)', () => {
  // The 10-player preset: 1 putana, 2 mafioso, 3 don, 4 sheriff, 5 doctor, 6 maniac, 7–10 civilians.
  const start = dayOne('PMDSHKCCCC');

  it('a day: nominations, and the tally with each candidate’s hands and voters', () => {
    const game = day(
      start,
      [
        [1, 7],
        [2, 8],
      ],
      [1, 2, 3, 4, 5, 6],
      [7, 9, 10],
    );
    const protocol = buildProtocol('g', game.log);
    const dayOneEntries = protocol.periods.find((p) => p.kind === 'day' && p.round === 1)!.entries;
    expect(dayOneEntries.slice(0, 3)).toEqual([
      { kind: 'nomination', by: 1, seat: 7 },
      { kind: 'nomination', by: 2, seat: 8 },
      {
        kind: 'tally',
        stage: 'main',
        results: [
          { seat: 7, votes: 6, voters: [1, 2, 3, 4, 5, 6] },
          { seat: 8, votes: 3, voters: [7, 9, 10] },
        ],
      },
    ]);
    expect(dayOneEntries).toContainEqual({ kind: 'death', seat: 7, cause: 'voted-out', by: null, role: null });
  });

  it('a night: every step with its target, the don’s and the sheriff’s answers', () => {
    const game = night(toNight(start), { visit: 9, shot: 10, don: 4, sheriff: 3, heal: 5, kill: null });
    const nightOne = buildProtocol('g', game.log).periods.find((p) => p.kind === 'night' && p.round === 1)!;
    expect(nightOne.entries).toEqual(
      expect.arrayContaining([
        { kind: 'action', actor: 'putana', seats: [1], target: 9, answer: null },
        { kind: 'action', actor: 'mafia', seats: [2, 3], target: 10, answer: null },
        { kind: 'action', actor: 'don', seats: [3], target: 4, answer: 'sheriff' },
        { kind: 'action', actor: 'sheriff', seats: [4], target: 3, answer: 'black' },
        { kind: 'action', actor: 'doctor', seats: [5], target: 5, answer: null },
        { kind: 'death', seat: 10, cause: 'killed', by: null, role: null },
      ]),
    );
  });

  it('the putana’s guest is recorded as dying with her, after her, the putana as killed (club tryout)', () => {
    // The mafia shoot the putana (seat 2), who visited seat 1: her guest sits before her, and leaves after her.
    const guestFirst = night(toNight(dayOne('CPMDSHKCCC')), {
      visit: 1,
      shot: 2,
      don: 5,
      sheriff: 4,
      heal: 6,
      kill: null,
    });
    const deaths = buildProtocol('g', guestFirst.log)
      .periods.find((p) => p.kind === 'night' && p.round === 1)!
      .entries.filter((e) => e.kind === 'death');
    expect(deaths).toEqual([
      { kind: 'death', seat: 2, cause: 'killed', by: null, role: null },
      { kind: 'death', seat: 1, cause: 'with-putana', by: null, role: null },
    ]);
  });

  it('the putana’s guest is recorded as dying with her, the putana as killed (club tryout)', () => {
    // The mafia shoot the putana (1), who visited seat 9; nobody heals her.
    const game = night(toNight(start), { visit: 9, shot: 1, don: 4, sheriff: 3, heal: 5, kill: null });
    const nightOne = buildProtocol('g', game.log).periods.find((p) => p.kind === 'night' && p.round === 1)!;
    expect(nightOne.entries.filter((e) => e.kind === 'death')).toEqual([
      { kind: 'death', seat: 1, cause: 'killed', by: null, role: null },
      { kind: 'death', seat: 9, cause: 'with-putana', by: null, role: null },
    ]);
  });

  it('remarks and removals are listed and counted per seat', () => {
    const game = run(
      start,
      { type: 'remark', seat: 8 },
      { type: 'remark', seat: 8 },
      { type: 'remove', seat: 9, reason: 'peeking', note: 'looked at night' },
    );
    const protocol = buildProtocol('g', game.log);
    const entries = protocol.periods.flatMap((p) => p.entries);
    expect(entries).toContainEqual({ kind: 'remark', seat: 8, count: 2 });
    expect(entries).toContainEqual({ kind: 'removal', seat: 9, reason: 'peeking', note: 'looked at night' });
    expect(protocol.seats[7]!.remarks).toBe(2);
    // City Mafia always takes remarks (RULES.md §4): its sheet always has the column.
    expect(protocol.remarks).toBe(true);
    expect(protocol.seats[8]).toMatchObject({
      removed: true,
      alive: false,
      left: { kind: 'day', round: 1, cause: 'removed' },
    });
  });

  it('a seat’s remarks: the game’s total, and the most each round reached (tryout 8: 4 on day 1 and 1 on day 2 read as 5)', () => {
    const nightOne = { visit: 9, shot: 10, don: 4, sheriff: 3, heal: 10, kill: null };
    const game = remarks(pastMorning(night(toNight(remarks(start, 8, 4)), nightOne)), 8, 1);
    const seat = buildProtocol('g', game.log).seats[7]!;
    expect(seat.remarks).toBe(5);
    expect(seat.remarksByRound).toEqual([4, 1]);
    expect(seat.removed).toBe(false);
  });
});
