import { Box, Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/FormSection';
import { ApiKeysPart } from './ApiKeysPart';
import { integrationsAnchor } from './paths';
import { useScrollToAnchor } from './useScrollToAnchor';
import { WebhooksPart } from './WebhooksPart';

/**
 * Settings › Integrations (issue 34): API keys for the contractor's other tools, and the webhook
 * endpoints told when a contract is signed or paid. Drawn by LazyIntegrationsSetting, its own chunk.
 */
export function IntegrationsSetting() {
  const { t } = useTranslation();
  const ref = useScrollToAnchor<HTMLDivElement>(integrationsAnchor);
  return (
    <Box
      id={integrationsAnchor}
      ref={ref}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 1rem)' }}
    >
      <FormSection title={t('integrations.title')} lead={t('integrations.lead')}>
        <ApiKeysPart />
        <Divider />
        <WebhooksPart />
      </FormSection>
    </Box>
  );
}
