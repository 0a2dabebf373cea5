/**
 * Issue 12 (club tryout): at a Mensa dawn the room hears the night's outcome first, then that the day
 * begins — "Anna was killed in the night. Day 2 begins.", never the day before the death.
 */
import { describe, expect, it } from 'vitest';
import { dayOne, newAnnouncements, playNight, step, type Game } from './helpers.ts';

// Seat 1 the protected mafioso, 2 and 3 mafiosi, 4 the inspector, 5..10 citizens.
const nightOne = (seconds = ''): Game => step(dayOne('PMMICCCCCC', seconds), { type: 'end-day' });

describe("a Mensa dawn: the night's outcome, then the day", () => {
  it('a kill is announced before "day 2 begins"', () => {
    const before = nightOne();
    const game = playNight(before, { check: 10, hands: { 1: 6, 2: 6, 3: 6 } });
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'killed', seat: 6 },
      { kind: 'day-began', round: 2 },
    ]);
  });

  it('"nobody died" is announced before the day', () => {
    const before = nightOne();
    const game = playNight(before, { check: 10, hands: { 1: 6, 2: 6, 3: 9 } });
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'nobody-died' }, { kind: 'day-began', round: 2 }]);
  });

  it('the whole dawn chain (a lover dying of a broken heart) comes before the day', () => {
    const before = step(dayOne('PMMICCCCCC', '....l...l'), { type: 'end-day' });
    const game = playNight(before, { check: 6, hands: { 1: 5, 2: 5, 3: 5 } });
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'killed', seat: 5 },
      { kind: 'died', seat: 9 },
      { kind: 'day-began', round: 2 },
    ]);
  });
});
