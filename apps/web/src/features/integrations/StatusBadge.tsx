import { Badge, type BadgeProps } from '@mantine/core';

/**
 * The words' colour on a badge's light fill: Mantine writes them in shade 6 (2–3:1 there), and even
 * green's darkest shade reads below 4.5:1 at a badge's size; darkened further, every colour reads at
 * 6:1 or more. Orange takes the accent's darkest, as the payments' badges do.
 */
const wordsColour = (color: string) =>
  color === 'orange'
    ? 'var(--mantine-color-accent-9)'
    : `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`;

/** A status in words on its colour; a long one ("Turned off: failing since…") wraps on a phone rather than being cut. */
export function StatusBadge({ color, children, ...props }: BadgeProps & { color: string; children: string }) {
  return (
    <Badge
      color={color}
      c={wordsColour(color)}
      variant="light"
      tt="none"
      radius="sm"
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
