import { Badge, type BadgeProps } from '@mantine/core';

/** A status in words on its colour; a long one ("Turned off: failing since…") wraps on a phone. */
export function StatusBadge({ children, ...props }: BadgeProps & { children: string }) {
  return (
    <Badge
      variant="light"
      tt="none"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      style={{ flexShrink: 0, maxWidth: '100%' }}
      {...props}
    >
      {children}
    </Badge>
  );
}
