import { Text, type TextProps } from '@mantine/core';
import { formatDate, viewerTimeZone } from '@tradepact/shared';

/** An article's publication date, YYYY-MM-DD in the reader's time zone (doc 1 §9). */
export function ArticleDate({ time, label, ...textProps }: TextProps & { time: string; label?: string }) {
  const date = formatDate(time, viewerTimeZone());
  return (
    <Text size="sm" c="dimmed" {...textProps}>
      {label ? `${label} ` : ''}
      <time dateTime={time}>{date}</time>
    </Text>
  );
}
