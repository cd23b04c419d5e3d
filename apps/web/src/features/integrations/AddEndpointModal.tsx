import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createEndpoint, showEndpoint, type WebhookEndpointForm } from './api';
import { EndpointForm } from './EndpointForm';
import { IntegrationModal } from './responsive';
import { SigningSecretShown, type MadeSecret } from './SigningSecretShown';

/**
 * "Add endpoint": the form, then its signing secret (whsec_…) the one time it is shown. Once shown,
 * only Done, the close button or Escape close the dialog, never a click beside it.
 */
export function AddEndpointModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [made, setMade] = useState<MadeSecret | null>(null);

  const close = () => {
    setMade(null);
    onClose();
  };
  const add = async (form: WebhookEndpointForm) => {
    const answer = await createEndpoint(form);
    if (answer.Type === 200) {
      showEndpoint(queryClient, answer.Data.Endpoint);
      setMade({ secret: answer.Data.Secret, notice: answer.Content });
    }
    return answer;
  };

  return (
    <IntegrationModal
      opened={opened}
      onClose={close}
      title={made ? t('integrations.webhooks.createdTitle') : t('integrations.webhooks.addTitle')}
      closeOnClickOutside={!made}
    >
      {made ? (
        <SigningSecretShown made={made} onDone={close} />
      ) : (
        <EndpointForm submitLabel={t('integrations.webhooks.add')} onSave={add} onCancel={close} />
      )}
    </IntegrationModal>
  );
}
