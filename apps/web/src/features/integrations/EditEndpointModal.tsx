import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { showEndpoint, updateEndpoint, type WebhookEndpoint, type WebhookEndpointForm } from './api';
import { EndpointForm } from './EndpointForm';
import { IntegrationModal } from './responsive';

/** "Edit" on an endpoint's page: the same form, filled with what it holds; on or off stays as it is. */
export function EditEndpointModal({
  endpoint,
  opened,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const save = async (form: WebhookEndpointForm) => {
    const answer = await updateEndpoint(
      { ...form, Id: endpoint.Id, Enabled: endpoint.Enabled },
      { toast: false },
    );
    if (answer.Type === 200) {
      toastSuccess(answer.Content);
      showEndpoint(queryClient, answer.Data);
      onClose();
    }
    return answer;
  };

  return (
    <IntegrationModal opened={opened} onClose={onClose} title={t('integrations.webhooks.editTitle')}>
      <EndpointForm
        endpoint={endpoint}
        submitLabel={t('integrations.webhooks.save')}
        onSave={save}
        onCancel={onClose}
      />
    </IntegrationModal>
  );
}
