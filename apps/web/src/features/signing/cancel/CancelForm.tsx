import { useId, useState } from 'react';
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCancelByClient, type ClientCancellation } from './api';
import classes from './CancelPage.module.css';

/** The reason the server takes at most (the shared API table's limit). */
const reasonMax = 1000;

/** The optional reason and the one clear confirmation; a refusal shows the server's words. */
export function CancelForm({ code, contract }: { code: string; contract: ClientCancellation }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [reason, setReason] = useState('');
  const cancel = useCancelByClient(code);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h3" id={headingId}>
          {t('cancel.confirmSection')}
        </Title>
        <Textarea
          label={t('cancel.reasonLabel')}
          description={t('cancel.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={reasonMax}

          rows={3}
        />
        <Text>{t('cancel.confirmLead', { business: contract.BusinessName })}</Text>
        {cancel.isError && (
          <Text c="red.8" fw={600} role="alert">
            {cancel.error.message}
          </Text>
        )}
        <Button
          color="red"
          className={classes.confirm}
          loading={cancel.isPending}
          onClick={() => cancel.mutate(reason)}
        >
          {t('cancel.confirmButton')}
        </Button>
      </Stack>
    </Paper>
  );
}
