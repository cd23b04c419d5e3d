import { Button, Stack, Text, Title } from '@mantine/core';
import { formatCad } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/locale';
import { CopyValue } from './CopyValue';
import classes from './PayPage.module.css';

interface ETransferPaymentProps {
  email: string;
  reference: string;
  amountCents: number;
  business: string;
  /** "I sent it": the client tells the contractor. */
  onSent: () => void;
}

/**
 * Interac e-Transfer in the steps the client takes in their bank's app: the address and the
 * reference to copy, the amount to send, then "I sent it" so the contractor looks for it.
 */
export function ETransferPayment({ email, reference, amountCents, business, onSent }: ETransferPaymentProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('pay.etransferTitle')}
      </Title>
      <Text>{t('pay.etransferLead')}</Text>
      <ol className={classes.steps}>
        <li>
          <Text mb={4}>{t('pay.etransferAddress')}</Text>
          <CopyValue value={email} copyLabel={t('pay.copyAddress')} />
        </li>
        <li>
          <Text>{t('pay.etransferAmount')}</Text>
          <Text fw={700} fz="xl">
            {formatCad(amountCents, localeOf(i18n.language))}
          </Text>
        </li>
        <li>
          <Text mb={4}>{t('pay.etransferReference', { business })}</Text>
          <CopyValue value={reference} copyLabel={t('pay.copyReference')} />
        </li>
        <li>
          <Text>{t('pay.etransferThen', { business })}</Text>
        </li>
      </ol>
      <Button size="md" className={classes.payButton} onClick={onSent}>
        {t('pay.sentButton')}
      </Button>
    </Stack>
  );
}
