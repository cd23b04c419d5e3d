import type { Province } from './provinces.js';

/**
 * Dates in the right time zone. Instants are stored in UTC; a contract's dates (commencement, expiry
 * "today", reminder times) are calendar dates in its project's province; an instant is shown in the
 * viewer's zone. Nothing here reads the process's own zone, so a server in UTC and a browser anywhere
 * compute the same dates.
 */

/** The zone of each province and territory: its capital's (Nunavut spans three; Iqaluit is Eastern). */
export const provinceTimeZones: Readonly<Record<Province, string>> = {
  Alberta: 'America/Edmonton',
  'British Columbia': 'America/Vancouver',
  Manitoba: 'America/Winnipeg',
  'New Brunswick': 'America/Moncton',
  Newfoundland: 'America/St_Johns',
  'Northwest Territories': 'America/Yellowknife',
  'Nova Scotia': 'America/Halifax',
  Nunavut: 'America/Iqaluit',
  Ontario: 'America/Toronto',
  'Prince Edward Island': 'America/Halifax',
  Quebec: 'America/Toronto',
  Saskatchewan: 'America/Regina',
  'Yukon Territory': 'America/Whitehorse',
};

/** For a record with no province: Eastern time, where most Canadians live. */
export const defaultTimeZone = 'America/Toronto';

export function timeZoneOf(province: string | null | undefined): string {
  return (province && provinceTimeZones[province as Province]) || defaultTimeZone;
}

/** The zone of the device running this code: in the browser, the viewer's. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type WallField = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
type WallClock = Record<WallField, number>;

interface WallClockFormat {
  format: Intl.DateTimeFormat;
  /** The fields in the order the format writes them. */
  order: string[];
}

const wallClocks = new Map<string, WallClockFormat>();

function wallClockFormat(timeZone: string): WallClockFormat {
  let known = wallClocks.get(timeZone);
  if (!known) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const order = format
      .formatToParts(0)
      .filter((part) => part.type !== 'literal')
      .map((part) => part.type);
    known = { format, order };
    wallClocks.set(timeZone, known);
  }
  return known;
}

function fromParts(parts: Record<string, number>): WallClock {
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * The wall-clock reading of an instant in a zone, as numbers. The formatted text's numbers are read
 * in the order the format writes its fields: formatToParts costs twice as much, and a server dates
 * every project and contact of a page (issue 28 §3). Text that does not hold one number per field
 * (an era, say) is read through formatToParts.
 */
function wallClock(instant: Date, timeZone: string): WallClock {
  const { format, order } = wallClockFormat(timeZone);
  const numbers = format.format(instant).match(/\d+/g);
  const parts: Record<string, number> = {};
  if (numbers?.length === order.length) {
    order.forEach((type, index) => (parts[type] = Number(numbers[index])));
  } else {
    for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  }
  return fromParts(parts);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD of an instant in a zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const hour = 60 * 60 * 1000;
/** Most hours kept per zone by calendarDateInSteady before its memory starts again. */
const maxSteadyHours = 100_000;
/** Per zone, per hour of UTC: the zone's offset when it holds that whole hour, else null. */
const steadyOffsets = new Map<string, Map<number, number | null>>();

function steadyOffsetOver(hourIndex: number, timeZone: string): number | null {
  let hours = steadyOffsets.get(timeZone);
  if (!hours || hours.size >= maxSteadyHours) steadyOffsets.set(timeZone, (hours = new Map()));
  let offset = hours.get(hourIndex);
  if (offset === undefined) {
    // A zone changes its offset at most once in an hour (months apart, in fact): the same offset at
    // the hour's first and last second is its offset all through.
    const start = hourIndex * hour;
    const first = offsetAt(start, timeZone);
    offset = first === offsetAt(start + hour - 1000, timeZone) ? first : null;
    hours.set(hourIndex, offset);
  }
  return offset;
}

/**
 * calendarDateIn for a server dating many instants (My Projects dates every project and contact on
 * a page, each through Intl at some 15 µs): the zone's offset is read once for each hour of UTC it
 * holds throughout, and an instant in such an hour is dated by arithmetic; in the hour a zone's clocks
 * change, through Intl as calendarDateIn does. The same dates; the web app does not use it.
 */
export function calendarDateInSteady(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const offset = Number.isFinite(time) ? steadyOffsetOver(Math.floor(time / hour), timeZone) : null;
  const wall = new Date(time + (offset ?? 0));
  // Years of other widths are written by Intl's rules.
  if (offset === null || wall.getUTCFullYear() < 1000 || wall.getUTCFullYear() > 9999)
    return calendarDateIn(instant, timeZone);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/** Today's date (YYYY-MM-DD) in a province: what a contract's "today" means there. */
export function todayIn(province: string | null | undefined, now: Date = new Date()): string {
  return calendarDateIn(now, timeZoneOf(province));
}

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

const day = 24 * 60 * 60 * 1000;

/** The UTC instant of a date (YYYY-MM-DD) and time (HH:mm) on the clocks of a province. */
export function instantIn(province: string | null | undefined, date: string, time: string): Date {
  return instantInZone(timeZoneOf(province), date, time);
}

/**
 * The UTC instant of a date (YYYY-MM-DD) and time (HH:mm) on the clocks of a zone, for reminders.
 * On the day clocks go forward, a skipped time moves on by the hour skipped (02:30 → 03:30); on the
 * day they go back, a time met twice is the first one. These are the rules of calendar applications
 * and of JavaScript's Temporal ("compatible").
 */
export function instantInZone(timeZone: string, date: string, time: string): Date {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!dateMatch || !timeMatch) throw new RangeError(`not a date and time: ${date} ${time}`);
  const [year, month, dayOfMonth] = dateMatch.slice(1).map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, dayOfMonth, Number(timeMatch[1]), Number(timeMatch[2]));
  if (new Date(wall).getUTCDate() !== dayOfMonth) throw new RangeError(`not a date: ${date}`);

  // A zone changes its offset at most once in two days: the offsets a day either side are the only
  // candidates, and a candidate is right when its instant reads back as the wall time asked for.
  const before = offsetAt(wall - day, timeZone);
  const after = offsetAt(wall + day, timeZone);
  const fits = [wall - before, wall - after].filter(
    (instant) => offsetAt(instant, timeZone) === wall - instant,
  );
  if (fits.length > 0) return new Date(Math.min(...fits));
  return new Date(wall - before);
}

/** The date and time (YYYY-MM-DD HH:mm) an instant reads on a zone's clocks: what instantInZone takes. */
export function wallTimeIn(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${calendarDateIn(instant, timeZone)} ${pad(hour)}:${pad(minute)}`;
}

const times = new Map<string, Intl.DateTimeFormat>();

/** An instant for display: YYYY-MM-DD (doc 1 §9) and the time as the viewer's language writes it. */
export function formatDateTime(instant: Date, timeZone: string, locale = 'en-CA'): string {
  const key = `${locale} ${timeZone}`;
  let format = times.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' });
    times.set(key, format);
  }
  return `${calendarDateIn(instant, timeZone)} ${format.format(instant)}`;
}
