import { LOCALES, type Locale } from './locale-list.ts';

/**
 * The number formats the windows use through vue-i18n's n(value, name): one place for how a count, a
 * share, tournament points or a file size read, in every language (Intl's options; the words are Intl's).
 */
const NUMBER_FORMATS = {
  /** A count or any plain number. */
  plain: {},
  /** A share of games, as a whole percentage. */
  percent: { style: 'percent', maximumFractionDigits: 0 },
  /** Tournament points (sports scoring has fractions). */
  points: { maximumFractionDigits: 3 },
  /** Points awarded or taken away: + or − shown. */
  'points-signed': { maximumFractionDigits: 3, signDisplay: 'exceptZero' },
  /** The seating's evenness figures. */
  ratio: { maximumFractionDigits: 2 },
  /** A size in a unit given with the call (`{ key: 'size', unit: 'megabyte' }`). */
  size: { style: 'unit', unit: 'byte', maximumFractionDigits: 1 },
} satisfies Record<string, Intl.NumberFormatOptions>;

/** The date formats the windows use through vue-i18n's d(value, name). */
const DATETIME_FORMATS = {
  /** A day on which something happened (a game played). */
  date: { dateStyle: 'medium' },
  /** A moment (a game started, a backup made). */
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  /** A moment on paper (the printed protocol). */
  'long-date-time': { dateStyle: 'long', timeStyle: 'short' },
  /** A calendar day as written (a tournament's dates, `YYYY-MM-DD`): read in UTC, so no time zone moves it. */
  day: { dateStyle: 'medium', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** vue-i18n's numberFormats: the same named formats for every language. */
export const NUMBER_FORMATS_BY_LOCALE = Object.fromEntries(LOCALES.map((locale) => [locale, NUMBER_FORMATS])) as Record<
  Locale,
  typeof NUMBER_FORMATS
>;

/** vue-i18n's datetimeFormats: the same named formats for every language. */
export const DATETIME_FORMATS_BY_LOCALE = Object.fromEntries(
  LOCALES.map((locale) => [locale, DATETIME_FORMATS]),
) as Record<Locale, typeof DATETIME_FORMATS>;
