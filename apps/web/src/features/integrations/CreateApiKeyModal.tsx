import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiKeysKey } from './api';
import { ApiKeyForm, type MadeKey } from './ApiKeyForm';
import { OneTimeSecret } from './OneTimeSecret';
import { IntegrationModal } from './responsive';

/**
 * "Create API key": the form, then the token the one time it is shown. Once shown, only Done, the
 * close button or Escape close the dialog: a click beside it would lose the token by accident.
 */
export function CreateApiKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [made, setMade] = useState<MadeKey | null>(null);

  const close = () => {
    setMade(null);
    onClose();
  };
  const shown = (key: MadeKey) => {
    setMade(key);
    void queryClient.invalidateQueries({ queryKey: apiKeysKey });
  };

  return (
    <IntegrationModal
      opened={opened}
      onClose={close}
      title={made ? t('integrations.keys.createdTitle') : t('integrations.keys.formTitle')}
      closeOnClickOutside={!made}
    >
      {made ? (
        <OneTimeSecret
          title={t('integrations.keys.onceTitle')}
          label={t('integrations.keys.tokenLabel')}
          hint={t('integrations.keys.tokenHint')}
          value={made.token}
          notice={made.notice}
          onDone={close}
        />
      ) : (
        <ApiKeyForm onMade={shown} onCancel={close} />
      )}
    </IntegrationModal>
  );
}
