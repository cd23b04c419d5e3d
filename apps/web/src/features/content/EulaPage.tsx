import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TrustedHtml } from '../../components/TrustedHtml';
import { usePageTitle } from '../../components/usePageTitle';
import { usePublicEula } from './api';

/** The EULA in force, with its loading and error states (the /eula page and the terms popup). */
export function EulaBody() {
  const { t } = useTranslation();
  const eula = usePublicEula();

  if (eula.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('app.loading')}>
        {[90, 100, 95, 80, 100, 70].map((width, index) => (
          <Skeleton key={index} height={14} width={`${width}%`} />
        ))}
      </Stack>
    );
  }
  if (eula.isError) {
    return (
      <Alert color="red" title={t('eula.loadError')}>
        <Text size="sm" mb="sm">
          {eula.error.message}
        </Text>
        <Button size="xs" variant="outline" color="red" onClick={() => void eula.refetch()}>
          {t('eula.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Typography>
      <TrustedHtml html={eula.data.Content} />
    </Typography>
  );
}

/** /eula: the End User License Agreement in force (doc 3). */
export function EulaPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const title = t('messages:eulaTitle');
  usePageTitle(title);

  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={{ base: 26, sm: 34 }} mb="lg">
          {title}
        </Title>
        <EulaBody />
      </Paper>
    </Container>
  );
}
