/**
 * Tryout 10: the FIIM paper protocol wrote a re-vote hand after no first-vote hand as «7», the same as a hand in
 * the first vote only. It writes «–→7» (the sheet and its legend: tests/renderer/components/paper-vote-legend.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { paperVoteCell } from '../../shared/print/index.ts';

const WORDS = { noHand: '–', allLeave: '+all' };

describe('the paper protocol’s vote cell', () => {
  it('tells a re-vote hand alone from a first-vote hand alone', () => {
    expect(paperVoteCell({ main: 9 }, WORDS)).toBe('9');
    expect(paperVoteCell({ revote: 7 }, WORDS)).toBe('–→7');
    expect(paperVoteCell({ main: 9, revote: 7 }, WORDS)).toBe('9→7');
    expect(paperVoteCell({ main: 8, revote: 8, allLeave: true }, WORDS)).toBe('8→8 +all');
    expect(paperVoteCell({ allLeave: true }, WORDS)).toBe('+all');
    expect(paperVoteCell(null, WORDS)).toBe('');
  });
});
