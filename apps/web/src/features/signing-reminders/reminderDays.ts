import { calendarDateIn, formatShortWeekdayDay } from '@tradepact/shared';
import { localeOf } from '../../lib/locale';

/** "Tue, Dec 1": the day a reminder goes, on the recipients' clocks, in the reader's language. */
export const reminderDay = (iso: string, timeZone: string, language: string): string =>
  formatShortWeekdayDay(calendarDateIn(new Date(iso), timeZone), localeOf(language));
