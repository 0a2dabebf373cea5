import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CalendarDaySchema } from '../../shared/input-checks/calendar-day.ts';
import { freshStation, SPRING_CUP } from './helpers.ts';

/**
 * A day the calendar does not have is refused at the door (tryout 12: a tournament starting on 2026-02-30 was
 * created and stored, and a search from that day taken): valibot's isoDate checks the shape only.
 */
describe('days at the door', () => {
  it.each(['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-11-00'])(
    'refuses %s, a day no calendar has',
    (day) => {
      expect(v.safeParse(CalendarDaySchema, day).success).toBe(false);
    },
  );

  it('takes the days the calendar has, leap days in leap years among them', () => {
    for (const day of ['2026-11-22', '2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01'])
      expect(v.safeParse(CalendarDaySchema, day).success, day).toBe(true);
  });

  it('a tournament that starts on 2026-02-30 is refused, naming the field, and nothing is written', () => {
    const { station } = freshStation();
    const refused = station.request('tournament.create', { ...SPRING_CUP, startsOn: '2026-02-30' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
    expect(JSON.stringify(refused)).toContain('startsOn: must be a date YYYY-MM-DD');
    expect(station.request('tournament.list', {})).toEqual({ ok: true, value: [] });
    expect(station.request('game.search', { from: '2026-02-30', limit: 10 })).toMatchObject({ ok: false });
  });
});
