import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { apiKeyScopes, integrationLimits, type ApiKeyScope, type MessageKey } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { createApiKey } from './api';
import { refusalShown } from './refusal';
import { useIntegrationWords } from './words';

type Field = 'name' | 'scopes';

const fieldOf: Partial<Record<MessageKey, Field>> = {
  apiKeyNameRequired: 'name',
  apiKeyNameTooLong: 'name',
  apiKeyScopesRequired: 'scopes',
};

/** The key made: its token, answered this once, and the server's words saying so. */
export interface MadeKey {
  token: string;
  notice: string;
}

/** A new key's name and what it may do, each scope in plain words with what it allows. */
export function ApiKeyForm({ onMade, onCancel }: { onMade: (made: MadeKey) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const words = useIntegrationWords();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const answer = await createApiKey({ Name: name, Scopes: scopes });
    setSaving(false);
    if (answer.Type === 200) onMade({ token: answer.Data.Token, notice: answer.Content });
    else setErrors(refusalShown(answer, fieldOf));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <TextInput
          label={t('integrations.keys.nameLabel')}
          description={t('integrations.keys.nameHint')}
          required
          data-autofocus
          maxLength={integrationLimits.apiKeyNameMaxLength}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <Checkbox.Group
          label={t('integrations.keys.scopesLabel')}
          required
          value={scopes}
          onChange={(value) => setScopes(value as ApiKeyScope[])}
          error={errors.scopes}
        >
          <Stack gap="sm" mt="xs">
            {apiKeyScopes.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={words.scope(scope)}
                description={words.scopeHint(scope)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('integrations.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('integrations.keys.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
