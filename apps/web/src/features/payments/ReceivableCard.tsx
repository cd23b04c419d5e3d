import { useState } from 'react';
import { Button, CopyButton, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { AmountForm } from './AmountForm';
import { AmountRows } from './AmountRows';
import { invoicePdfPath, type PaymentActions, type ReceivableDto } from './api';
import type { PaymentWords } from './format';
import { InvoiceBlock } from './InvoiceBlock';
import { PaymentList } from './PaymentList';
import { ReceivableStatusBadge } from './ReceivableStatusBadge';

export interface ReceivableCardProps {
  line: ReceivableDto;
  holdbackPercent: number | null;
  timeZone: string;
  words: PaymentWords;
  actions: PaymentActions;
  onIssue: (line: ReceivableDto) => void;
}

/** "Record a payment" on an invoice: an e-Transfer or another way, for what is left unless corrected. */
function RecordPayment({
  line,
  invoiceId,
  invoiceNumber,
  actions,
}: {
  line: ReceivableDto;
  invoiceId: string;
  invoiceNumber: number;
  actions: PaymentActions;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<'etransfer' | 'other'>('etransfer');
  if (!open) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('contractPayments.record.buttonFor', { number: invoiceNumber })}
      >
        {t('contractPayments.record.button')}
      </Button>
    );
  }
  return (
    <AmountForm
      label={t('contractPayments.record.amount')}
      initialCents={Math.max(0, line.PayableCents - line.PaidCents)}
      submitLabel={t('contractPayments.record.submit')}
      onCancel={() => setOpen(false)}
      onSubmit={async (cents) => {
        const answer = await actions.recordPayment(invoiceId, method, cents);
        if (answer.Type !== 200) return false;
        toastSuccess(answer.Content || t('contractPayments.record.done'));
        return true;
      }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`method-${invoiceId}`}>
          {t('contractPayments.record.method')}
        </Text>
        <SegmentedControl
          aria-labelledby={`method-${invoiceId}`}
          size="xs"
          value={method}
          onChange={(value) => setMethod(value === 'other' ? 'other' : 'etransfer')}
          data={[
            { value: 'etransfer', label: t('contractPayments.payments.method.etransfer') },
            { value: 'other', label: t('contractPayments.payments.method.other') },
          ]}
        />
      </Stack>
    </AmountForm>
  );
}

/**
 * One payment the client owes (issue 33 §1): its name and status, its amounts, and its invoice once
 * issued, with the payments on it and what the contractor can do: issue the invoice, confirm or
 * record a payment, copy the pay link, download the PDF.
 */
export function ReceivableCard({
  line,
  holdbackPercent,
  timeZone,
  words,
  actions,
  onIssue,
}: ReceivableCardProps) {
  const { t } = useTranslation();
  const invoice = line.Invoice;
  const unpaid = line.PaidCents < line.PayableCents;
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={line.Name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.Name}
          </Text>
          <ReceivableStatusBadge status={line.Status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <AmountRows line={line} holdbackPercent={holdbackPercent} words={words} />
          <Stack gap="xs">
            {invoice ? (
              <>
                <InvoiceBlock invoice={invoice} timeZone={timeZone} words={words} />
                <PaymentList payments={line.Payments} timeZone={timeZone} words={words} actions={actions} />
                <Group gap="xs">
                  <Button
                    component="a"
                    href={invoicePdfPath(invoice.Id)}
                    download
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload size={14} aria-hidden />}
                  >
                    {t('contractPayments.invoice.pdf')}
                  </Button>
                  {unpaid && (
                    <CopyButton value={invoice.PayUrl}>
                      {({ copied, copy }) => (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={copy}
                          color={copied ? 'green' : undefined}
                          leftSection={
                            copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                          }
                        >
                          {copied
                            ? t('contractPayments.invoice.linkCopied')
                            : t('contractPayments.invoice.copyLink')}
                        </Button>
                      )}
                    </CopyButton>
                  )}
                </Group>
                {unpaid && (
                  <RecordPayment
                    line={line}
                    invoiceId={invoice.Id}
                    invoiceNumber={invoice.Number}
                    actions={actions}
                  />
                )}
              </>
            ) : line.IsInvoiceable ? (
              <Button
                leftSection={<IconFileInvoice size={16} aria-hidden />}
                onClick={() => onIssue(line)}
                aria-label={t('contractPayments.issue.buttonFor', { name: line.Name })}
                w="fit-content"
              >
                {t('contractPayments.issue.button')}
              </Button>
            ) : (
              line.Kind === 'holdback' && (
                <Text size="sm" c="dimmed">
                  {t('contractPayments.issue.holdbackLater')}
                </Text>
              )
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
