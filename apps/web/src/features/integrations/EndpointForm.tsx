import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { integrationLimits, type Envelope, type MessageKey, type WebhookEventType } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint, WebhookEndpointForm } from './api';
import { EventChoices } from './EventChoices';
import { refusalShown } from './refusal';

type Field = 'url' | 'description' | 'events';

const fieldOf: Partial<Record<MessageKey, Field>> = {
  webhookUrlInvalid: 'url',
  webhookUrlNotAllowed: 'url',
  webhookDescriptionTooLong: 'description',
  webhookEventsRequired: 'events',
};

/**
 * An endpoint's address, description and events: adding one, or editing it on its page. The server
 * checks them (an https address, or http://localhost outside production); its refusal shows under
 * the field it is about.
 */
export function EndpointForm({
  endpoint,
  submitLabel,
  onSave,
  onCancel,
}: {
  /** The endpoint edited; none when adding one. */
  endpoint?: WebhookEndpoint;
  submitLabel: string;
  /** Saves it and answers the server's answer: on a success the dialog moves on, a refusal shows here. */
  onSave: (form: WebhookEndpointForm) => Promise<Envelope<unknown>>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(endpoint?.Url ?? '');
  const [description, setDescription] = useState(endpoint?.Description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.Events ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const answer = await onSave({ Url: url, Description: description, Events: events });
    setSaving(false);
    if (answer.Type !== 200) setErrors(refusalShown(answer, fieldOf));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <TextInput
          label={t('integrations.webhooks.urlLabel')}
          description={t('integrations.webhooks.urlHint')}
          required
          data-autofocus
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          maxLength={integrationLimits.webhookUrlMaxLength}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.url}
        />
        <TextInput
          label={t('integrations.webhooks.descriptionLabel')}
          description={t('integrations.webhooks.descriptionHint')}
          maxLength={integrationLimits.webhookDescriptionMaxLength}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
        />
        <EventChoices value={events} onChange={setEvents} error={errors.events} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('integrations.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
