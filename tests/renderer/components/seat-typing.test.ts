import { describe, expect, it } from 'vitest';
import { typeSeatKey, type SeatKey } from '../../../renderer/moderator/composables/seat-typing.ts';

/** Feeds a line of keys ("1 3 4", "16,1,") for a table of `seats`; returns the seats taken and the refusals. */
function typeLine(line: string, seats: number): { taken: number[]; refused: number[]; pending: string } {
  let pending = '';
  const taken: number[] = [];
  const refused: number[] = [];
  for (const char of line) {
    const key: SeatKey = /\d/.test(char) ? Number(char) : 'end';
    const step = typeSeatKey(pending, key, seats);
    pending = step.pending;
    if (step.seat !== null) taken.push(step.seat);
    if (step.refused !== null) refused.push(step.refused);
  }
  return { taken, refused, pending };
}

describe('the seat entry parser: the same keys give the same seats at any speed', () => {
  it('at 16 players "1 3 4" is seats 1, 3 and 4 (not 13 and 4)', () => {
    expect(typeLine('1 3 4', 16)).toEqual({ taken: [1, 3, 4], refused: [], pending: '' });
  });

  it('at 16 players "13 4" is seats 13 and 4, and "134" is the same', () => {
    expect(typeLine('13 4', 16).taken).toEqual([13, 4]);
    expect(typeLine('134', 16).taken).toEqual([13, 4]);
  });

  it('at 12 players "1 2" is seats 1 and 2, "12" is seat 12', () => {
    expect(typeLine('1 2', 12).taken).toEqual([1, 2]);
    expect(typeLine('12', 12).taken).toEqual([12]);
  });

  it('a digit that can only begin one seat is taken at once: at 12 players "2".."9"', () => {
    for (let digit = 2; digit <= 9; digit++)
      expect(typeLine(String(digit), 12)).toEqual({ taken: [digit], refused: [], pending: '' });
  });

  it('"1" at a table of ten or more stays pending until the next key says 1 or 1x', () => {
    expect(typeLine('1', 10)).toEqual({ taken: [], refused: [], pending: '1' });
    expect(typeLine('1,', 10).taken).toEqual([1]);
    expect(typeLine('10', 10).taken).toEqual([10]);
  });

  it('at a table of nine or fewer every digit is final at once, "1" included', () => {
    expect(typeLine('1', 9)).toEqual({ taken: [1], refused: [], pending: '' });
    expect(typeLine('19', 9).taken).toEqual([1, 9]);
  });

  it('a seat that cannot exist is refused at once and nothing is taken', () => {
    expect(typeLine('17', 12)).toEqual({ taken: [], refused: [17], pending: '' });
    expect(typeLine('0', 16)).toEqual({ taken: [], refused: [0], pending: '' });
    expect(typeLine('9', 8)).toEqual({ taken: [], refused: [9], pending: '' });
    expect(typeLine('11', 10)).toEqual({ taken: [], refused: [11], pending: '' });
  });

  it('after a refusal the next digit starts a new seat', () => {
    expect(typeLine('173', 12)).toEqual({ taken: [3], refused: [17], pending: '' });
  });

  it('an end key with nothing pending does nothing', () => {
    expect(typeLine('  ,', 16)).toEqual({ taken: [], refused: [], pending: '' });
  });

  it('every seat of a 16-player table, typed with an end key after each, comes back as typed', () => {
    const all = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(typeLine(all.join(' '), 16).taken).toEqual(all);
    expect(typeLine(all.join(',') + ',', 16).taken).toEqual(all);
  });

  it('a whole vote typed without separators where none is needed gives the intended seats', () => {
    // 2..9 are final at once; only "1" needs its end key.
    expect(typeLine('23456789', 16).taken).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(typeLine('1 1516', 16).taken).toEqual([1, 15, 16]);
  });
});
