/**
 * Times as the certificate prints them: `2026-11-22 10:04:05 EST (UTC−05:00)` in the property's zone
 * and `2026-11-22 15:04:05 UTC`. The zone's label alone is ambiguous (CST is Saskatchewan and also
 * Manitoba in winter) and the offset alone hides which clock the parties read, so both are given
 * (signing-pipeline R4). The shared date helpers print minutes only, and no zone.
 */

interface ZoneFormats {
  clock: Intl.DateTimeFormat;
  label: Intl.DateTimeFormat;
  offset: Intl.DateTimeFormat;
}

const formats = new Map<string, ZoneFormats>();

function formatsFor(timeZone: string, locale: string): ZoneFormats {
  const key = `${locale} ${timeZone}`;
  let zone = formats.get(key);
  if (!zone) {
    zone = {
      clock: new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
      label: new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }),
      offset: new Intl.DateTimeFormat('en-CA', { timeZone, timeZoneName: 'longOffset' }),
    };
    formats.set(key, zone);
  }
  return zone;
}

const part = (format: Intl.DateTimeFormat, instant: Date, type: Intl.DateTimeFormatPartTypes): string =>
  format.formatToParts(instant).find((piece) => piece.type === type)?.value ?? '';

/** `2026-11-22 10:04:05` on the zone's clocks. */
function wallClock(instant: Date, timeZone: string, locale: string): string {
  const { clock } = formatsFor(timeZone, locale);
  const pieces = Object.fromEntries(clock.formatToParts(instant).map((piece) => [piece.type, piece.value]));
  return `${pieces.year}-${pieces.month}-${pieces.day} ${pieces.hour}:${pieces.minute}:${pieces.second}`;
}

/** `UTC−05:00`, with a real minus sign; `UTC+00:00` for UTC itself (Intl writes a bare "GMT"). */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const gmt = part(formatsFor(timeZone, 'en-CA').offset, instant, 'timeZoneName');
  const offset = gmt === 'GMT' ? '+00:00' : gmt.slice('GMT'.length);
  return `UTC${offset.replace('-', '\u2212')}`;
}

/** `2026-11-22 10:04:05 EST (UTC−05:00)`: the zone's label as the language writes it (HNE in French). */
export function formatZonedTime(instant: Date, timeZone: string, locale: string): string {
  const label = part(formatsFor(timeZone, locale).label, instant, 'timeZoneName');
  return `${wallClock(instant, timeZone, locale)} ${label} (${utcOffsetLabel(instant, timeZone)})`;
}

/** `2026-11-22 15:04:05 UTC`. */
export const formatUtcTime = (instant: Date): string => `${wallClock(instant, 'UTC', 'en-CA')} UTC`;
