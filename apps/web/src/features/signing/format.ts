/** "2026-03-31" (a calendar day, no zone) as the reader's language writes it: "March 31, 2026". */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** An instant (ISO time) as the day it was on this device: "March 31, 2026". */
export function formatInstantDay(instant: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** An instant (ISO time) as the time of day it was on this device: "3:30 p.m.", "15 h 30". */
export function formatInstantTime(instant: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(`${language}-CA`, { timeStyle: 'short' }).format(date);
}
