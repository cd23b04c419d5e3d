import { formatDateTime, instantInZone, wallTimeIn } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/locale';

/**
 * Reminder times on the clocks of the project's province (DECISIONS "Contracts 3 of 3"), whatever
 * the browser's zone: the picker holds a wall time there, the server gets the instant it means.
 */

/** The picker's value format: a wall time with no zone of its own. */
const withSeconds = (wallTime: string) => `${wallTime}:00`;

/** The picker's value for an instant: the date and time it reads on the zone's clocks. */
export const pickerValueOf = (iso: string, timeZone: string): string =>
  withSeconds(wallTimeIn(new Date(iso), timeZone));

/** Doc 2 §5: the earliest time the picker offers, a day before now on the zone's clocks. */
export const earliestPick = (timeZone: string, now = new Date()): string =>
  withSeconds(wallTimeIn(new Date(now.getTime() - 24 * 60 * 60 * 1000), timeZone));

/** The ISO instant a picked "YYYY-MM-DD HH:mm[:ss]" means on the zone's clocks. */
export const instantOfPick = (value: string, timeZone: string): string =>
  instantInZone(timeZone, value.slice(0, 10), value.slice(11, 16)).toISOString();

/**
 * The zone's place name ("Toronto"), and reminder times written on its clocks in the one format the
 * server's answers use too (shared formatDateTime: "2026-11-30 9:00 a.m."): the list, the terms'
 * last reminders, the picker's value.
 */
export function useReminderClock(timeZone: string) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const places: Readonly<Record<string, string>> = t('reminders.zonePlaces', { returnObjects: true });
  const place = places[timeZone] ?? timeZone;
  return {
    place,
    /** "2026-11-30 9:00 a.m. (Toronto time)", or '' for no time. */
    show: (iso: string | null) =>
      iso ? t('reminders.zoneTime', { time: formatDateTime(new Date(iso), timeZone, locale), place }) : '',
    /** The picker's value ("YYYY-MM-DD HH:mm[:ss]" on the zone's clocks) as the list writes it. */
    showPick: (value: string) =>
      value.length >= 16 ? formatDateTime(new Date(instantOfPick(value, timeZone)), timeZone, locale) : '',
  };
}
