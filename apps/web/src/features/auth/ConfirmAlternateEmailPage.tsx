import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { useMessageText } from '../../i18n/useMessageText';
import { call } from '../../lib/http';

/**
 * /ConfirmAlternateEmail?key=…: the link emailed to a new alternate email (issue 18 §2). Public, so it
 * works on whatever device reads that mailbox; the signed key alone says which account and address.
 * Opening it again is harmless, so it confirms as the page opens.
 */
export function ConfirmAlternateEmailPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const message = useMessageText();
  usePageTitle(t('alternateEmail.title'));
  const key = useSearchParams()[0].get('key')?.trim() ?? '';
  const answer = useQuery({
    queryKey: ['identity', 'confirmalternateemail', key],
    queryFn: () => call(authApi.confirmAlternateEmail, { Key: key }, { toast: false }),
    enabled: key !== '',
    retry: false,
    staleTime: Infinity,
  });
  const confirmed = answer.data?.Type === 200;

  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('alternateEmail.title')}
          </Title>
          <div aria-live="polite">
            {!key ? (
              <Alert color="red" variant="light" title={t('alternateEmail.failedTitle')}>
                {t('alternateEmail.missingKey')}
              </Alert>
            ) : answer.isPending ? (
              <Group gap="sm" role="status">
                <Loader size="sm" />
                <Text>{t('alternateEmail.confirming')}</Text>
              </Group>
            ) : confirmed ? (
              <Alert
                color="green"
                variant="light"
                title={t('alternateEmail.confirmedTitle')}
                // A green title on the light green falls short of 4.5:1: the text colour reads.
                styles={{ label: { color: 'var(--mantine-color-text)' } }}
              >
                {t('alternateEmail.confirmedLead')}
              </Alert>
            ) : (
              <Alert color="red" variant="light" title={t('alternateEmail.failedTitle')}>
                {message(
                  answer.data?.Content || answer.error?.message || 'settingsAlternateEmailLinkInvalid',
                )}
              </Alert>
            )}
          </div>
          <Group>
            <Button component={Link} to="/Settings" variant={confirmed ? 'filled' : 'default'}>
              {t('alternateEmail.toSettings')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
