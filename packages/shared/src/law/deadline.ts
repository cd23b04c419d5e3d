import Holidays from 'date-holidays';
import { calendarDateIn, instantInZone, timeZoneOf } from '../dates.js';
import { isProvince, provinceCodes, type Province } from '../provinces.js';
import { ruleInForce } from './index.js';
import type { LastDayRule, LawRecordOf } from './rules.js';

/**
 * The consumer's cancellation deadline, counted in the property's local days. Kept apart from the
 * package's main entry (`@tradepact/shared/law/deadline`) because the holiday library weighs more than
 * a public page should carry; the server and the PDF import it, a page gets the computed date.
 *
 * The zone is the province's (dates.ts, its capital's). Several span more than one: British Columbia
 * (the north-east and the Kootenays keep Mountain time), Ontario (west of 90° W keeps Central time),
 * Quebec (the Magdalen Islands and the Lower North Shore keep Atlantic time), Saskatchewan (Lloydminster
 * follows Alberta), Newfoundland and Labrador (most of Labrador keeps Atlantic time) and Nunavut (Eastern,
 * Central and Mountain). We take America/Vancouver, America/Toronto, America/Toronto, America/Regina,
 * America/St_Johns and America/Iqaluit: a property in another part of the province is dated by the
 * capital's clock, which moves the deadline by at most the hour or two either side of midnight.
 */

export interface CancellationDeadline {
  province: Province;
  timeZone: string;
  /** The local day the period counts from (not itself counted). */
  startDay: string;
  /** The last day before the province's Sunday/holiday rule moved it. */
  plainLastDay: string;
  /** The last day on which the consumer may cancel (YYYY-MM-DD, local). */
  lastDay: string;
  /** The first instant after the last day: a cancellation is in time while `now < endsAt`. */
  endsAt: Date;
  /**
   * `statute` where the province's own rule moved a last day off a Sunday or holiday; `cautious` where
   * we could not verify that rule and moved it off Saturdays, Sundays and the province's public holidays,
   * so the printed date is never earlier than the law's.
   */
  holidayRule: 'statute' | 'cautious';
  record: LawRecordOf<'consumerCancellation'>;
}

const day = 24 * 60 * 60 * 1000;

function addDays(date: string, days: number): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, dayOfMonth) + days * day).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const calendars = new Map<Province, Holidays>();

function calendarOf(province: Province): Holidays {
  let calendar = calendars.get(province);
  if (!calendar) {
    calendar = new Holidays('CA', provinceCodes[province], { languages: ['en'] });
    calendars.set(province, calendar);
  }
  return calendar;
}

// A server dates every consumer contract it sends: each rule's closed days are worked out once a year.
const closedByRule = new Map<LastDayRule | null, Map<string, Set<string>>>();

/** The days of a year that a rule closes besides weekdays: the named holidays and the extra dates. */
function closedDates(province: Province, rule: LastDayRule | null, year: number): Set<string> {
  let byYear = closedByRule.get(rule);
  if (!byYear) {
    byYear = new Map();
    closedByRule.set(rule, byYear);
  }
  const key = `${province} ${year}`;
  let dates = byYear.get(key);
  if (!dates) {
    dates = holidayDates(province, rule, year);
    byYear.set(key, dates);
  }
  return dates;
}

function holidayDates(province: Province, rule: LastDayRule | null, year: number): Set<string> {
  const holidays = calendarOf(province).getHolidays(year);
  const counted = rule
    ? holidays.filter((holiday) => rule.holidays.includes(holiday.name))
    : holidays.filter((holiday) => holiday.type === 'public');
  const dates = new Set(counted.map((holiday) => holiday.date.slice(0, 10)));
  for (const extra of rule?.extraDates ?? []) dates.add(`${year}-${extra}`);
  return dates;
}

function isClosed(province: Province, rule: LastDayRule | null, date: string): boolean {
  const closedWeekdays = rule?.closedWeekdays ?? ['saturday', 'sunday'];
  const weekday = weekdayOf(date);
  if (weekday === 0 && closedWeekdays.includes('sunday')) return true;
  if (weekday === 6 && closedWeekdays.includes('saturday')) return true;
  return closedDates(province, rule, Number(date.slice(0, 4))).has(date);
}

/** The names the holiday library gives a province's holidays in a year, to check a rule's list against. */
export function holidayNamesIn(province: Province, year: number): string[] {
  return calendarOf(province)
    .getHolidays(year)
    .map((holiday) => holiday.name);
}

/**
 * The deadline for a consumer to cancel, counted from `startsAt`: the instant the signed copy was
 * delivered (or, where the province counts from the contract's making, the instant it was made), read
 * as a day in the property's zone. The last day is that day plus the rule's days, moved by the
 * province's rule when it falls on a day the law closes. Undefined where the province has no
 * cancellation rule in force that day.
 */
export function cancellationDeadline(province: string, startsAt: Date): CancellationDeadline | undefined {
  if (!isProvince(province)) return undefined;
  const timeZone = timeZoneOf(province);
  const startDay = calendarDateIn(startsAt, timeZone);
  const record = ruleInForce(province, 'consumerCancellation', startDay);
  if (!record) return undefined;

  const plainLastDay = addDays(startDay, record.data.days);
  let lastDay = plainLastDay;
  while (isClosed(province, record.data.lastDay, lastDay)) lastDay = addDays(lastDay, 1);

  return {
    province,
    timeZone,
    startDay,
    plainLastDay,
    lastDay,
    endsAt: instantInZone(timeZone, addDays(lastDay, 1), '00:00'),
    holidayRule: record.data.lastDay ? 'statute' : 'cautious',
    record,
  };
}
