// @vitest-environment happy-dom
/**
 * Tryout 11: after the judge gave the winning team a technical defeat, the standings counted its loss while the
 * tournament page's seating grid still said «Black won». The grid reads the standings' result of a scored game.
 */
import { describe, expect, it } from 'vitest';
import { tableStateText as stateText } from './seating-grid-kit.ts';

describe("the seating grid tells a game's result as the standings count it", () => {
  it('a winner defeated technically: the other team won, and the grid names the defeat', () => {
    const results = new Map([['g1', { winner: 'red', technicalDefeat: 'black' }]]);
    expect(stateText(results, 'en')).toBe('Red won (Black: technical defeat)');
    expect(stateText(results, 'ru')).toContain('техническое поражение');
  });

  it('without a verdict, and before the standings come, the table’s winner', () => {
    expect(stateText(new Map([['g1', { winner: 'black' }]]), 'en')).toBe('Black won');
    expect(stateText(undefined, 'en')).toBe('Black won');
  });
});
