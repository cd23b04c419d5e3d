import { useState } from 'react';
import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section';
import type { PayPage } from './api';
import { leftToSendOf } from './amounts';
import { CardPayment } from './CardPayment';
import { ETransferPayment } from './ETransferPayment';
import { ReportSentDialog } from './ReportSentDialog';

/**
 * The ways the contractor takes payment, e-Transfer first (how most Canadian homeowners pay
 * contractors), then card or bank debit; without either, whom to ask.
 */
export function HowToPay({ payKey, page }: { payKey: string; page: PayPage }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const business = page.Contractor.Name;
  const amountCents = leftToSendOf(page.Invoice);
  return (
    <Section title={t('pay.howToPay')}>
      <Stack gap="lg">
        {page.ETransfer && (
          <ETransferPayment
            email={page.ETransfer.Email}
            reference={page.Invoice.Reference}
            amountCents={amountCents}
            business={business}
            onSent={() => setReporting(true)}
          />
        )}
        {page.ETransfer && page.Card && <Divider />}
        {page.Card && <CardPayment payKey={payKey} mode={page.Card} />}
        {!page.ETransfer && !page.Card && <Text>{t('pay.noMethods', { business })}</Text>}
      </Stack>
      <ReportSentDialog
        opened={reporting}
        payKey={payKey}
        business={business}
        amountCents={amountCents}
        onClose={() => setReporting(false)}
      />
    </Section>
  );
}
