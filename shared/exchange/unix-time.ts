/**
 * MafiaRatings' times (Unix seconds, or a date string) and the station's (ISO 8601, UTC), converted without a
 * Date object: shared/ makes none (tests/engine/purity.test.ts keeps the engine and the contract free of clocks),
 * and the calendar arithmetic below is all a conversion needs.
 */

const MS_PER_DAY = 86_400_000;

/** An ISO time as Unix seconds, whole (MafiaRatings' game.js writes whole seconds); NaN when it is no time. */
export function unixSecondsOf(iso: string): number {
  return Math.round(Date.parse(iso) / 1000);
}

/** A MafiaRatings time (Unix seconds, or a date string) as an ISO time in UTC; the epoch when it is no time. */
export function isoOfRatingsTime(time: number | string): string {
  const ms = typeof time === 'number' ? time * 1000 : Date.parse(time);
  return Number.isFinite(ms) ? isoOfMillis(Math.round(ms)) : isoOfMillis(0);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Milliseconds since the epoch as `YYYY-MM-DDTHH:MM:SS.sssZ`: the civil date of the day number (proleptic Gregorian). */
function isoOfMillis(ms: number): string {
  const days = Math.floor(ms / MS_PER_DAY);
  const inDay = ms - days * MS_PER_DAY;
  // Days since 0000-03-01, in eras of 400 years (146,097 days), so that leap days fall at each year's end.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(inDay / 3_600_000);
  const minutes = Math.floor((inDay % 3_600_000) / 60_000);
  const seconds = Math.floor((inDay % 60_000) / 1000);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(inDay % 1000, 3)}Z`;
}
