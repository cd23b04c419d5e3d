/**
 * Days as people read and type them in date fields (issue 30 §3). A module of its own: the pages
 * with a date picker use it, and the public pages, which import the other formatters, do not carry it.
 */

const wallFormats = {
  day: { dateStyle: 'long' },
  dayTime: { dateStyle: 'long', timeStyle: 'short' },
  month: { month: 'long' },
  monthYear: { month: 'long', year: 'numeric' },
  shortMonth: { month: 'short' },
  shortWeekday: { weekday: 'short' },
  shortWeekdayDay: { weekday: 'short', month: 'short', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const cachedFormats = new Map<string, Intl.DateTimeFormat>();

/** A wall time (YYYY-MM-DD[ HH:mm]) in one of the styles, read as UTC so that no zone moves it. */
function formatWall(text: string, style: keyof typeof wallFormats, locale: string): string {
  const instant = wallInstant(text);
  if (!instant) return '';
  const key = `${locale} ${style}`;
  let format = cachedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...wallFormats[style], timeZone: 'UTC' });
    cachedFormats.set(key, format);
  }
  return format.format(instant);
}

const wallPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]([01]\d|2[0-3]):([0-5]\d))?/;

/** The UTC instant that reads as a wall time, or undefined when `text` is no real day. */
function wallInstant(text: string): Date | undefined {
  const match = wallPattern.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return instant.getUTCMonth() === month - 1 && instant.getUTCDate() === day ? instant : undefined;
}

/**
 * A calendar day (YYYY-MM-DD) written out as the locale does, as date pickers show their value
 * (issue 30 §3): "November 28, 2026" (en-CA), "28 novembre 2026" (fr-CA). '' when it is no day.
 */
export function formatDay(day: string, locale = 'en-CA'): string {
  return formatWall(day, 'day', locale);
}

/**
 * A wall time (YYYY-MM-DD HH:mm, seconds ignored) written out as the locale does:
 * "November 28, 2026 at 2:05 p.m." (en-CA), "28 novembre 2026 à 14 h 05" (fr-CA). '' when it is none.
 */
export function formatDayTime(wallTime: string, locale = 'en-CA'): string {
  return wallTime.length >= 16 ? formatWall(wallTime, 'dayTime', locale) : '';
}

/** The month of a day, as a calendar heads it: "November 2026" (en-CA), "novembre 2026" (fr-CA). */
export function formatMonthYear(day: string, locale = 'en-CA'): string {
  return formatWall(day, 'monthYear', locale);
}

/** The month of a day, short, as a calendar lists the months: "Nov" (en-CA), "nov." (fr-CA). */
export function formatShortMonth(day: string, locale = 'en-CA'): string {
  return formatWall(day, 'shortMonth', locale);
}

/** A day near at hand, short, with its weekday: "Tue, Dec 1" (en-CA), "mar. 1 déc." (fr-CA). */
export function formatShortWeekdayDay(day: string, locale = 'en-CA'): string {
  return formatWall(day, 'shortWeekdayDay', locale);
}

/** The weekday of a day, short, as a calendar heads its columns: "Sun" (en-CA), "dim." (fr-CA). */
export function formatShortWeekday(day: string, locale = 'en-CA'): string {
  return formatWall(day, 'shortWeekday', locale);
}

const plainLetters = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const monthNameLists = new Map<string, string[]>();

/** The locale's twelve month names, without accents or capitals ("fevrier", "aout"). */
function monthNames(locale: string): string[] {
  let names = monthNameLists.get(locale);
  if (!names) {
    names = Array.from({ length: 12 }, (_, month) =>
      plainLetters(formatWall(`2026-${String(month + 1).padStart(2, '0')}-01`, 'month', locale)),
    );
    monthNameLists.set(locale, names);
  }
  return names;
}

/**
 * The day (YYYY-MM-DD) a person typed into a date field: YYYY-MM-DD, or a day, a month named in the
 * locale's words (whole or its first three letters or more, accents optional) and a four-digit year
 * in any order: "28 novembre 2026", "1er fév. 2027", "Nov 28, 2026". Null while it is not one real day.
 */
export function parseDay(text: string, locale = 'en-CA'): string | null {
  const typed = text.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(typed) ? wallInstant(typed) : undefined;
  if (iso) return typed;
  const words = plainLetters(typed)
    .split(/[\s,.]+/)
    .filter(Boolean);
  if (words.length !== 3) return null;
  const names = monthNames(locale);
  let year: number | undefined;
  let day: number | undefined;
  let month: number | undefined;
  for (const word of words) {
    if (/^\d{4}$/.test(word)) year = Number(word);
    else if (/^\d{1,2}(er)?$/.test(word)) day = Number.parseInt(word, 10);
    else if (word.length >= 3) {
      const matches = names.flatMap((name, index) => (name.startsWith(word) ? [index + 1] : []));
      if (matches.length === 1) month = matches[0];
    }
  }
  if (year === undefined || day === undefined || month === undefined) return null;
  const candidate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return wallInstant(candidate) ? candidate : null;
}
