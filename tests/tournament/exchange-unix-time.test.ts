/**
 * MafiaRatings' times converted without a Date object (shared/ makes none): the same ISO times as JavaScript's own
 * Date gives, across leap years, month ends, the epoch and before it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOfRatingsTime, unixSecondsOf } from '../../shared/exchange/unix-time.ts';

describe('MafiaRatings times', () => {
  it('Unix seconds read as the ISO time Date writes, and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 8_000_000_000 }), (seconds) => {
        const iso = isoOfRatingsTime(seconds);
        expect(iso).toBe(new Date(seconds * 1000).toISOString());
        expect(unixSecondsOf(iso)).toBe(seconds);
      }),
    );
  });

  it('reads the dates a leap year and a month end turn on, and a date string with its offset', () => {
    expect(isoOfRatingsTime(951_782_400)).toBe('2000-02-29T00:00:00.000Z');
    expect(isoOfRatingsTime(1_709_251_199)).toBe('2024-02-29T23:59:59.000Z');
    expect(isoOfRatingsTime(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(isoOfRatingsTime('2020-10-18T20:48:57+02:00')).toBe('2020-10-18T18:48:57.000Z');
    expect(isoOfRatingsTime('no time')).toBe('1970-01-01T00:00:00.000Z');
  });
});
