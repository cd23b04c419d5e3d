import { Badge } from '@mantine/core';
import type { ReceivableStatus } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';

/** Grey not yet due, blue invoiced, amber partly paid, green paid, red overdue; always with its word. */
const colours: Record<ReceivableStatus, string> = {
  notDue: 'gray',
  invoiced: 'blue',
  partlyPaid: 'orange',
  paid: 'green',
  overdue: 'red',
};

/** Amber words on their light fill read at about 3:1: the accent's darkest reads at 4.5:1 or more. */
const textColours: Partial<Record<ReceivableStatus, string>> = { partlyPaid: 'accent.9' };

/** Where one payment the client owes stands (issue 33 §1). */
export function ReceivableStatusBadge({ status }: { status: ReceivableStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={colours[status]}
      c={textColours[status]}
      variant="light"
      tt="none"
      data-status={status}
      // Beside a long name on a phone, the name wraps; the status is read whole.
      style={{ flexShrink: 0 }}
    >
      {t(`contractPayments.status.${status}`)}
    </Badge>
  );
}
