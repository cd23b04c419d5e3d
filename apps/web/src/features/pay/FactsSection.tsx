import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { PayPage } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { ContactLinks } from '../../components/ContactLinks';
import { Section } from '../../components/Section';
import { localeOf } from '../../lib/locale';
import { formatDay } from '../signing/format';
import { ClockNote } from './ClockNote';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {children}
      </Text>
    </div>
  );
}

/**
 * What a proper invoice states, for the client to check it is theirs: who sends it and how to reach
 * them, its number and day, the contract it is under, the property, what it bills and when it is due;
 * in Ontario, the days its prompt-payment clock sets, above the way to dispute it.
 */
export function FactsSection({ page }: { page: PayPage }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { Invoice: invoice, Contractor: contractor } = page;
  return (
    <Section title={t('pay.factsSection')}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <Fact label={t('pay.from')}>
          <Stack gap={0} component="span">
            <span>{contractor.Name}</span>
            <ContactLinks phone={contractor.Phone} email={contractor.Email} locale={locale} />
            {contractor.GstNumber && (
              <Text component="span" size="sm" fw={400} c="dimmed">
                {t('pay.gstNumber', { number: contractor.GstNumber })}
              </Text>
            )}
            {contractor.QstNumber && (
              <Text component="span" size="sm" fw={400} c="dimmed">
                {t('pay.qstNumber', { number: contractor.QstNumber })}
              </Text>
            )}
          </Stack>
        </Fact>
        <Fact label={t('pay.invoice')}>
          {t('pay.invoiceValue', {
            number: invoice.Number,
            date: formatDay(invoice.IssuedOn, i18n.language),
          })}
        </Fact>
        <Fact label={t('pay.contract')}>
          {invoice.ContractRevision > 0
            ? t('pay.contractAmended', {
                number: invoice.ContractNumber,
                revision: invoice.ContractRevision,
              })
            : t('pay.contractValue', { number: invoice.ContractNumber })}
        </Fact>
        {invoice.PropertyAddress && <Fact label={t('pay.property')}>{invoice.PropertyAddress}</Fact>}
        <Fact label={t('pay.bills')}>{invoice.Description}</Fact>
        <Fact label={t('pay.dueDate')}>{formatDay(invoice.DueOn, i18n.language)}</Fact>
      </SimpleGrid>
      {invoice.Status !== 'paid' && invoice.Clock && <ClockNote clock={invoice.Clock} />}
    </Section>
  );
}
