import { Paper, Stack, Text } from '@mantine/core';
import { formatPhone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { ClientCancellation } from './api';
import classes from './CancelPage.module.css';

/** The cancellation recorded: when, that the contractor was told, and how to reach them. */
export function CancelledNotice({ contract }: { contract: ClientCancellation }) {
  const { t, i18n } = useTranslation();
  const locale = `${i18n.language}-CA`;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(contract.CancelledTime ?? ''),
  );
  const contact = [contract.ContractorEmail, formatPhone(contract.ContractorPhone, locale)]
    .filter((value) => value.trim())
    .join(', ');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.notice} role="status">
      <Stack gap="xs">
        <Text fw={600}>{t('cancel.doneLead', { time, business: contract.BusinessName })}</Text>
        {contact && <Text>{t('cancel.contactLine', { business: contract.BusinessName, contact })}</Text>}
      </Stack>
    </Paper>
  );
}
