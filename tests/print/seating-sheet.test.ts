/** The printed seating (issue 16): the round draw in order, and each player's places round by round. */
import { describe, expect, it } from 'vitest';
import { printableSeating } from '../../shared/print/index.ts';

/** Players as the tournament holds them: with their archive ids, which the printed sheet must not carry. */
const seat = (names: string[]) => names.map((name, i) => ({ seat: i + 1, name, playerId: i + 7 }));

describe('printableSeating', () => {
  const sheet = printableSeating(
    'Cup',
    'one day',
    ['Öda', 'Bea', 'Ada', 'Zed'],
    [
      { round: 2, table: 1, players: seat(['Zed', 'Ada']), judge: 'J2' },
      { round: 1, table: 2, players: seat(['Bea', 'Zed']) },
      { round: 1, table: 1, players: seat(['Ada', 'Öda']) },
    ],
    new Intl.Collator('de').compare,
  );

  it('orders rounds and tables, keeping each table’s judge (null without judges)', () => {
    expect(sheet.rounds.map((r) => [r.round, r.tables.map((t) => [t.table, t.judge])])).toEqual([
      [
        1,
        [
          [1, null],
          [2, null],
        ],
      ],
      [2, [[1, 'J2']]],
    ]);
  });

  it('keeps only the seat and the name of each player (the print schema is strict)', () => {
    expect(sheet.rounds[0]!.tables[0]!.players).toEqual([
      { seat: 1, name: 'Ada' },
      { seat: 2, name: 'Öda' },
    ]);
  });

  it('gives every participant his places in the reader’s order, null in a round he does not play', () => {
    expect(sheet.players).toEqual([
      {
        name: 'Ada',
        places: [
          { table: 1, seat: 1 },
          { table: 1, seat: 2 },
        ],
      },
      { name: 'Bea', places: [{ table: 2, seat: 1 }, null] },
      { name: 'Öda', places: [{ table: 1, seat: 2 }, null] },
      {
        name: 'Zed',
        places: [
          { table: 2, seat: 2 },
          { table: 1, seat: 1 },
        ],
      },
    ]);
  });
});
