import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { useUnsubscribe } from './unsubscribeApi';

/**
 * /Unsubscribe?token=…: where a general email's unsubscribe link leads. It asks before acting, since
 * mail scanners open links on their own; the mail programs' one-click POST needs no page.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('unsubscribe.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" aria-live="polite">
          {unsubscribe.isSuccess ? (
            <>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('unsubscribe.doneTitle')}
              </Title>
              <Text>
                {unsubscribe.data.Switch === 'email'
                  ? t('unsubscribe.doneEmail')
                  : t('unsubscribe.doneAlternateEmail')}
              </Text>
              <Text size="sm">{t('unsubscribe.settingsHint')}</Text>
              <Anchor component={Link} to="/Settings" size="sm">
                {t('unsubscribe.settingsLink')}
              </Anchor>
            </>
          ) : (
            <>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('unsubscribe.title')}
              </Title>
              {token ? (
                <>
                  <Text>{t('unsubscribe.lead')}</Text>
                  <Text size="sm">{t('unsubscribe.keeps')}</Text>
                  {unsubscribe.isError && (
                    <Alert color="red" variant="light" title={t('unsubscribe.failedTitle')}>
                      {unsubscribe.error.message}
                    </Alert>
                  )}
                  <Button
                    size="md"
                    style={{ alignSelf: 'flex-start' }}
                    loading={unsubscribe.isPending}
                    onClick={() => unsubscribe.mutate(token)}
                  >
                    {t('unsubscribe.confirm')}
                  </Button>
                </>
              ) : (
                <Alert color="yellow" variant="light">
                  {t('unsubscribe.missingToken')}
                </Alert>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
