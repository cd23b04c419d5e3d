import { Text, type TextProps } from '@mantine/core';
import { defaultTimeZone, formatDate, viewerTimeZone } from '@tradepact/shared';
import { useDeviceValue } from '../../lib/useDeviceValue';

/**
 * An article's publication date, YYYY-MM-DD in the reader's time zone (doc 1 §9). The server draws
 * it in the product's home zone, which the browser keeps while it takes the drawing over.
 */
export function ArticleDate({ time, label, ...textProps }: TextProps & { time: string; label?: string }) {
  const date = formatDate(time, useDeviceValue(viewerTimeZone, defaultTimeZone));
  return (
    <Text size="sm" c="dimmed" {...textProps}>
      {label ? `${label} ` : ''}
      <time dateTime={time}>{date}</time>
    </Text>
  );
}
