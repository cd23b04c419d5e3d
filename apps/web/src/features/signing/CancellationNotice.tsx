import { useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { SigningCancellation } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import classes from './SigningPage.module.css';

const reasonKeys = {
  copyDefective: 'documentCancelWhenCopyDefective',
  notDelivered30Days: 'documentCancelWhenNotDelivered30Days',
  unlicensed: 'documentCancelWhenUnlicensed',
  noSecurity: 'documentCancelWhenNoSecurity',
  noStatementAttached: 'documentCancelWhenNoStatementAttached',
} as const satisfies Record<SigningCancellation['Reasons'][number], string>;

/**
 * The consumer's right to cancel (issue 31 §2), set apart just above the signature so that it is read
 * before signing: the statement of the contract's first page, in the document's own catalogue words.
 */
export function CancellationNotice({ cancellation }: { cancellation: SigningCancellation }) {
  const { t } = useTranslation('messages');
  const headingId = useId();
  const { Days, CountsFrom, ExtendedYears, Reasons, RefundDays } = cancellation;
  const period =
    ExtendedYears === 1
      ? t('documentCancelPeriodOneYear')
      : t('documentCancelPeriodYears', { years: ExtendedYears });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      className={classes.cancellation}
    >
      <Stack gap="xs">
        <Title order={2} fz="h3" id={headingId}>
          {t('documentCancelHeading')}
        </Title>
        <Text fw={700}>
          {t(CountsFrom === 'copyReceived' ? 'documentCancelCopyReceived' : 'documentCancelContractEntered', {
            days: Days,
          })}
        </Text>
        {Reasons.length > 0 && (
          <div>
            <Text>{t('documentCancelExtended', { period })}</Text>
            <ul className={classes.cancellationReasons}>
              {Reasons.map((reason) => (
                <Text component="li" key={reason}>
                  {t(reasonKeys[reason])}
                </Text>
              ))}
            </ul>
          </div>
        )}
        {RefundDays !== null && <Text>{t('documentCancelRefund', { days: RefundDays })}</Text>}
        <Text size="sm" c="dimmed">
          {t('documentCancelSource', { statute: cancellation.Statute, section: cancellation.Section })}
        </Text>
      </Stack>
    </Paper>
  );
}
