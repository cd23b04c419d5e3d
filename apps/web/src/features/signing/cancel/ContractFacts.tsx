import { useId } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { formatCad, formatDay } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { ClientCancellation } from './api';
import classes from './CancelPage.module.css';

/** What is cancelled: the contractor, the contract's number, the day it was signed, its total, the last day. */
export function ContractFacts({ contract }: { contract: ClientCancellation }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const locale = `${i18n.language}-CA`;
  const signedOn = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(contract.SignedTime),
  );
  const rows: [string, string][] = [
    [t('cancel.contractor'), contract.BusinessName],
    [
      t('cancel.contractNumber'),
      contract.Revision > 0
        ? t('cancel.contractNumberAmended', { number: contract.Number, revision: contract.Revision })
        : t('cancel.contractNumberValue', { number: contract.Number }),
    ],
    [t('cancel.signedOn'), signedOn],
    ...(contract.TotalWithTax === null
      ? []
      : [[t('cancel.total'), formatCad(contract.TotalWithTax, locale)] as [string, string]]),
    [t('cancel.lastDay'), formatDay(contract.LastDay, locale)],
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h3" id={headingId} mb="sm">
        {t(contract.CancelledTime ? 'cancel.whatSectionDone' : 'cancel.whatSection')}
      </Title>
      <dl className={classes.facts}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {contract.RefundDays !== null && (
        <Text mt="sm">{t('cancel.refund', { days: contract.RefundDays })}</Text>
      )}
      <Text mt="xs" size="sm" c="dimmed">
        {t('cancel.rule', { statute: contract.Statute, section: contract.Section })}
      </Text>
    </Paper>
  );
}
