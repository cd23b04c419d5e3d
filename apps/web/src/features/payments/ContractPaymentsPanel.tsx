import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useContractPayments, usePaymentActions } from './api';
import { usePaymentWords } from './format';
import { PaymentsSummary } from './PaymentsSummary';
import { ReceivableCard } from './ReceivableCard';
import { useIssueInvoice } from './useIssueInvoice';

/**
 * Everything the client of one signed contract owes and paid (issue 33 §1, §2, §5): the totals and
 * the holdback, then each payment of the schedule with its invoice and what can be done with it.
 */
export function ContractPaymentsPanel({
  contractId,
  recipients,
  onChanged,
}: {
  contractId: string;
  /** Who signed for the client, by name: whom an invoice goes to. */
  recipients: readonly string[];
  /** After an invoice or a payment: what shows "Paid $X of $Y" elsewhere reads it again. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const payments = useContractPayments(contractId);
  const actions = usePaymentActions(contractId, onChanged);
  const words = usePaymentWords();
  const issue = useIssueInvoice({ actions, words, recipients });

  if (payments.isPending) {
    return (
      <Center mih={120} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  }
  if (payments.isError) {
    return (
      <LoadError
        title={t('contractPayments.loadError')}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
    );
  }
  const data = payments.data;
  const holdbackPercent = data.Holdback?.Percent ?? null;
  return (
    <Stack gap="sm">
      <PaymentsSummary payments={data} words={words} />
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.Lines.map((line) => (
          <ReceivableCard
            key={line.Key}
            line={line}
            holdbackPercent={holdbackPercent}
            timeZone={data.TimeZone}
            words={words}
            actions={actions}
            onIssue={issue}
          />
        ))}
      </Stack>
    </Stack>
  );
}
