import { Badge, Tooltip } from '@mantine/core';
import { invoiceStatuses } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from './api';
import { dollarsWithoutSign } from './format';

type Transaction = InvoiceRow['Transaction'];

const colors: Record<number, string> = {
  [invoiceStatuses.paid]: 'green',
  [invoiceStatuses.refunded]: 'blue',
  [invoiceStatuses.partlyRefunded]: 'blue',
};

/** Doc 3 §8's payment tooltip of a transaction's status. */
export function useStatusTip(): (transaction: Transaction) => string {
  const { t, i18n } = useTranslation('messages');
  return (transaction) => {
    switch (transaction.Status) {
      case invoiceStatuses.paid:
        return t('billingPaymentCompleteTip');
      case invoiceStatuses.refunded:
        return t('billingRefundInitiatedTip');
      case invoiceStatuses.partlyRefunded:
        return t('billingRefundAmountTip', { amount: dollarsWithoutSign(transaction.Refund, i18n.language) });
      default:
        return t('billingPaymentFailedTip');
    }
  };
}

/** Doc 3 §4/§8: the invoice's status (Succeeded shown as Paid by the server), its tooltip on hover or focus. */
export function InvoiceStatusBadge({ transaction }: { transaction: Transaction }) {
  const tip = useStatusTip();
  return (
    <Tooltip
      label={tip(transaction)}
      events={{ hover: true, focus: true, touch: true }}
      withArrow
      multiline
      maw={260}
    >
      <Badge
        color={colors[transaction.Status] ?? 'red'}
        variant="light"
        tabIndex={0}
        style={{ cursor: 'help' }}
      >
        {transaction.StatusStr}
      </Badge>
    </Tooltip>
  );
}
