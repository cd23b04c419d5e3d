import { Stack, Text } from '@mantine/core';
import type { PayPage } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import classes from './PayPage.module.css';
import { formatDay } from '../signing/format';

type InvoiceClock = NonNullable<PayPage['Invoice']['Clock']>;

/**
 * Ontario's prompt-payment clock in two sentences (issue 33 §2): the day to pay by, the day to
 * dispute by, and the day after which the invoice is deemed proper; dates, not legal advice.
 */
export function ClockNote({ clock }: { clock: InvoiceClock }) {
  const { t, i18n } = useTranslation();
  const day = (date: string) => formatDay(date, i18n.language);
  return (
    <Stack gap={4} mt="md" className={classes.clock}>
      <Text size="sm">
        {t('pay.clockNote', { payBy: day(clock.PayBy), disputeBy: day(clock.DisputeBy) })}
      </Text>
      {clock.DeemedProperBy && (
        <Text size="sm">{t('pay.clockDeemedProper', { date: day(clock.DeemedProperBy) })}</Text>
      )}
      <Text size="sm" c="dimmed">
        {t('pay.clockNotAdvice')}
      </Text>
    </Stack>
  );
}
