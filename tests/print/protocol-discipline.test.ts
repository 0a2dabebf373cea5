import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../shared/engine/index.ts';
import { buildProtocol } from '../../shared/print/index.ts';
import * as french from '../engine/french-deck/helpers.ts';
import * as davidoff from '../engine/helpers.ts';
import * as mensa from '../engine/mensa-hungariqa/helpers.ts';

// The discipline option's remarks and removals (RULES.md §4 "Remarks" and "Removal") in the printed protocol of
// the rulesets that take it as an option: each is a line in the day it was given, the remarks are counted per
// seat, and a removed player is written as having left the game, removed.

const REMOVAL = { type: 'remove', seat: 6, reason: 'peeking', note: 'looked at night' } as const;

/** Day 1 of each ruleset with the option on, a remark to seat 4 and seat 6 removed. */
const GAMES: [string, () => LogEntry[]][] = [
  [
    'davidoff-1987',
    () => davidoff.run(davidoff.dayOne('MMHHHHH', { discipline: true }), { type: 'remark', seat: 4 }, REMOVAL).log,
  ],
  [
    'french-deck',
    () =>
      french.run(french.night(french.dealt('MMAVVVV', { discipline: true }), 5), { type: 'remark', seat: 4 }, REMOVAL)
        .log,
  ],
  [
    'mensa-hungariqa',
    () => mensa.run(mensa.dayOne('PMICCCCC', '', { discipline: true }), { type: 'remark', seat: 4 }, REMOVAL).log,
  ],
];

describe.each(GAMES)('protocol: %s with the discipline option', (_, log) => {
  it('lists the remark and the removal in the day, counts the remark, and writes the removed player as left', () => {
    const protocol = buildProtocol('g1', log());
    expect(protocol.remarks).toBe(true);
    const day = protocol.periods.find((p) => p.kind === 'day' && p.round === 1)!;
    expect(day.entries).toContainEqual({ kind: 'remark', seat: 4, count: 1 });
    expect(day.entries).toContainEqual({ kind: 'removal', seat: 6, reason: 'peeking', note: 'looked at night' });
    expect(protocol.seats[3]!.remarks).toBe(1);
    expect(protocol.seats[5]).toMatchObject({
      alive: false,
      removed: true,
      left: { kind: 'day', round: 1, cause: 'removed' },
    });
  });
});
