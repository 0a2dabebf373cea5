import * as v from 'valibot';

/** The days of each month of a common year, January first. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `year` has a 29 February (the Gregorian rule). */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Whether `text` (already shaped YYYY-MM-DD) names a day the calendar has: not 2026-02-30, not 2026-13-01. Counted,
 * not asked of Date: shared/ never makes a Date (tests/engine/purity.test.ts).
 */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);
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
