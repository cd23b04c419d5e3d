import {
  formatDay,
  formatDayTime,
  formatMonthYear,
  formatShortMonth,
  formatShortWeekday,
  parseDay,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../lib/locale';

/**
 * A calendar in the page's language (issue 30 §3): its month, months and weekdays named, and each
 * day read out, by the shared formatters (Intl), rather than by a dayjs locale that every language
 * but English would have to download; weeks from Sunday, as calendars in Canada start them in either
 * language. The picker redraws in a language the page switches to.
 */
function calendarIn(locale: string) {
  return {
    // Not a dayjs locale the labels read (dayjs falls back to English): a change of it is what makes
    // a DateInput write its value again in the new language.
    locale: locale.toLowerCase(),
    firstDayOfWeek: 0,
    monthLabelFormat: (day: string) => formatMonthYear(day, locale),
    monthsListFormat: (day: string) => formatShortMonth(day, locale),
    weekdayFormat: (day: string) => formatShortWeekday(day, locale),
    getDayAriaLabel: (day: string) => formatDay(day, locale),
  } as const;
}

/**
 * A DateInput in the page's language: its calendar, its day written out ("28 novembre 2026"), and a
 * typed day read in those words or as YYYY-MM-DD.
 */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    ...calendarIn(locale),
    valueFormat: (day: string) => formatDay(day, locale),
    dateParser: (text: string) => parseDay(text, locale),
  };
}

/** A DateTimePicker in the page's language: its calendar, and "28 novembre 2026 à 14 h 05". */
export function useDayTimeFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return { ...calendarIn(locale), valueFormat: (wallTime: string) => formatDayTime(wallTime, locale) };
}
