import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import { useWebhookEndpoints } from './api';
import { DeliveriesSection } from './DeliveriesSection';
import { EndpointDetails } from './EndpointDetails';
import { Loading } from './Loading';
import { integrationsPath } from './paths';

/**
 * A webhook endpoint's page, /Settings/Webhook/{id} (issue 34 §2): what it is sent and how it stands,
 * its actions, and its last deliveries. Read from the account's list (ten endpoints at most).
 */
export function WebhookEndpointPage() {
  const { t } = useTranslation();
  usePageTitle(t('integrations.endpoint.pageTitle'));
  const { id = '' } = useParams();
  const endpoints = useWebhookEndpoints();
  const endpoint = endpoints.data?.find((each) => each.Id.toLowerCase() === id.toLowerCase());

  let body;
  if (endpoints.isPending) {
    body = <Loading />;
  } else if (endpoints.isError) {
    body = (
      <LoadError
        title={t('integrations.endpoint.loadError')}
        error={endpoints.error}
        onRetry={() => void endpoints.refetch()}
      />
    );
  } else if (!endpoint) {
    body = (
      <Alert color="gray" variant="light">
        {t('integrations.endpoint.notFound')}
      </Alert>
    );
  } else {
    body = (
      <>
        <EndpointDetails endpoint={endpoint} />
        <DeliveriesSection endpointId={endpoint.Id} />
      </>
    );
  }

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Anchor component={Link} to={integrationsPath} size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('integrations.endpoint.back')}
        </Group>
      </Anchor>
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {t('integrations.endpoint.pageTitle')}
      </Title>
      {body}
    </Stack>
  );
}
