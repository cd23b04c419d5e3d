import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import type { PaymentActions, ReceivableDto } from './api';
import type { PaymentWords } from './format';

/**
 * "Issue invoice" asks first, saying what goes and to whom (issue 33 §2): the line and its amount, the
 * client by name, by email with the PDF and by text; for a milestone's term, that issuing says it is
 * reached.
 */
export function useIssueInvoice({
  actions,
  words,
  recipients,
}: {
  actions: PaymentActions;
  words: PaymentWords;
  /** Who signed for the client, by name; empty when unknown. */
  recipients: readonly string[];
}) {
  const { t } = useTranslation();
  return (line: ReceivableDto) =>
    modals.openConfirmModal({
      title: t('contractPayments.issue.title'),
      children: (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('contractPayments.issue.what', { name: line.Name, amount: words.money(line.PayableCents) })}
          </Text>
          <Text size="sm">
            {recipients.length > 0
              ? t('contractPayments.issue.to', { recipients: recipients.join(', ') })
              : t('contractPayments.issue.toClient')}
          </Text>
          {/* A milestone's or a percentage's term has no day of its own: its invoice says it is reached. */}
          {line.Kind === 'term' && line.DueOn === null && (
            <Text size="sm">{t('contractPayments.issue.milestone')}</Text>
          )}
        </Stack>
      ),
      labels: { confirm: t('contractPayments.issue.confirm'), cancel: t('contractPayments.issue.cancel') },
      closeButtonProps: { 'aria-label': t('app.close') },
      // Above the payments' dialog.
      zIndex: 400,
      onConfirm: () =>
        void (async () => {
          const answer = await actions.issueInvoice(line.Key);
          if (answer.Type === 200) toastSuccess(answer.Content || t('contractPayments.issue.done'));
        })(),
    });
}
