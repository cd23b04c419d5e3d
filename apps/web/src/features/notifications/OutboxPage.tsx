import { Alert, Badge, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { formatDateTime, viewerTimeZone } from '@tradepact/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import type { OutboxMessage } from '@tradepact/shared';
import { useOutbox } from './api';
import { emailFrameSandbox, withLinksInNewTab } from './emailFrame';
import classes from './OutboxPage.module.css';

function MessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const isEmail = message.Channel === 'email';
  const subject = message.Subject || t('outbox.noSubject');

  return (
    <Card withBorder component="article" aria-label={isEmail ? subject : t('outbox.channelSms')}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Group gap="xs">
          <Badge
            variant="light"
            color={isEmail ? 'brand' : 'grape'}
            leftSection={isEmail ? <IconMail size={14} aria-hidden /> : <IconMessage size={14} aria-hidden />}
          >
            {isEmail ? t('outbox.channelEmail') : t('outbox.channelSms')}
          </Badge>
          <Text fw={600}>{t('outbox.to', { to: message.To })}</Text>
        </Group>
        <Text size="sm" c="gray.7" component="time" dateTime={message.CreatedTime}>
          {formatDateTime(new Date(message.CreatedTime), viewerTimeZone(), i18n.language)}
        </Text>
      </Group>
      {isEmail && (
        <Title order={2} fz="lg" mb="sm">
          {subject}
        </Title>
      )}
      {isEmail && message.Html ? (
        <iframe
          className={classes.frame}
          sandbox={emailFrameSandbox}
          srcDoc={withLinksInNewTab(message.Html)}
          title={t('outbox.previewTitle', { to: message.To, subject })}
        />
      ) : (
        <pre className={classes.text}>{message.Text}</pre>
      )}
    </Card>
  );
}

function OutboxList({ to }: { to: string }) {
  const { t } = useTranslation();
  const outbox = useOutbox(to);

  if (outbox.isPending) return <Loader aria-label={t('app.loading')} />;
  if (outbox.isError) {
    return (
      <Alert color="red" title={t('outbox.loadError')}>
        {outbox.error.message}
      </Alert>
    );
  }
  if (outbox.data.disabled) {
    return (
      <Alert color="gray" variant="outline">
        {t('outbox.disabled')}
      </Alert>
    );
  }
  if (outbox.data.messages.length === 0) return <Text>{t('outbox.empty')}</Text>;
  return (
    <Stack gap="md">
      {outbox.data.messages.map((message) => (
        <MessageCard key={message.Id} message={message} />
      ))}
    </Stack>
  );
}

/** /dev/outbox: the emails and SMS the server would have sent (development only). */
export function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('outbox.pageTitle'));
  const [filter, setFilter] = useState('');
  const [to] = useDebouncedValue(filter.trim(), 300);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('outbox.pageTitle')}</Title>
        <Text c="gray.7" mt={4}>
          {t('outbox.lead')}
        </Text>
      </div>
      <TextInput
        label={t('outbox.filterLabel')}
        description={t('outbox.filterDescription')}
        placeholder={t('outbox.filterPlaceholder')}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        type="search"
        maw={420}
      />
      <OutboxList to={to} />
    </Stack>
  );
}
