import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from './api';
import type { PaymentWords } from './format';
import classes from './payments.module.css';

/**
 * An issued invoice (issue 33 §2): its number and days, the reference an e-Transfer carries, in
 * Ontario the prompt-payment clock, and a dispute with the client's reason, in red.
 */
export function InvoiceBlock({
  invoice,
  timeZone,
  words,
}: {
  invoice: InvoiceSummary;
  timeZone: string;
  words: PaymentWords;
}) {
  const { t } = useTranslation();
  const clock = invoice.Clock;
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={600}>
          {t('contractPayments.invoice.heading', { number: invoice.Number })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('contractPayments.invoice.issued', { day: words.day(invoice.IssuedOn) })}
          {', '}
          {t('contractPayments.invoice.due', { day: words.day(invoice.DueOn) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('contractPayments.invoice.reference', { reference: invoice.Reference })}
        </Text>
      </div>
      {clock && (
        <div data-testid="invoice-clock">
          <Text size="xs" fw={600}>
            {t('contractPayments.invoice.clockTitle')}
          </Text>
          <List size="xs" spacing={0}>
            <List.Item>{t('contractPayments.invoice.payBy', { day: words.day(clock.PayBy) })}</List.Item>
            <List.Item>
              {t('contractPayments.invoice.disputeBy', { day: words.day(clock.DisputeBy) })}
            </List.Item>
            {clock.DeemedProperBy && (
              <List.Item>
                {t('contractPayments.invoice.deemedProperBy', { day: words.day(clock.DeemedProperBy) })}
              </List.Item>
            )}
          </List>
        </div>
      )}
      {invoice.DisputedTime && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} aria-hidden />}
          title={t('contractPayments.invoice.disputed', { day: words.dayOf(invoice.DisputedTime, timeZone) })}
        >
          <Text size="sm" c="red.9" className={classes.reason}>
            {invoice.DisputeReason}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
