import * as v from 'valibot';

/** Whether `text` (already shaped YYYY-MM-DD) names a day the calendar has: not 2026-02-30, not 2026-13-01. */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day as YYYY-MM-DD that the calendar has: valibot's isoDate checks the shape only, so 2026-02-30 was taken and
 * stored as a tournament's start (tryout 12). One schema for every request and file that carries a day.
 */
export const CalendarDaySchema = v.pipe(
  v.string(),
  v.isoDate('must be a date YYYY-MM-DD'),
  v.check(isCalendarDay, 'must be a date YYYY-MM-DD'),
);
