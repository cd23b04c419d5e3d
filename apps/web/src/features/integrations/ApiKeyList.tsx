import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { apiKeyPrefix } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { ApiKeySummary } from './api';
import { useTables } from './responsive';
import { StatusBadge } from './StatusBadge';
import { useIntegrationWords, type IntegrationWords } from './words';

interface ListProps {
  keys: readonly ApiKeySummary[];
  onRevoke: (key: ApiKeySummary) => void;
}

/** `tp_…a1b2`: enough of the token to tell keys apart, never the key itself. */
function KeyEnding({ apiKey }: { apiKey: ApiKeySummary }) {
  return (
    <Text size="sm" ff="monospace" c="dimmed">
      {`${apiKeyPrefix}…${apiKey.Last4}`}
    </Text>
  );
}

function Scopes({ apiKey, words }: { apiKey: ApiKeySummary; words: IntegrationWords }) {
  return (
    <Stack gap={2}>
      {apiKey.Scopes.map((scope) => (
        <Text key={scope} size="sm" c={apiKey.RevokedTime ? 'dimmed' : undefined}>
          {words.scope(scope)}
        </Text>
      ))}
    </Stack>
  );
}

/** Revoke, or the day it was: a revoked key stays listed, greyed, for the record. */
function KeyAction({
  apiKey,
  onRevoke,
  words,
}: {
  apiKey: ApiKeySummary;
  onRevoke: () => void;
  words: IntegrationWords;
}) {
  const { t } = useTranslation();
  if (apiKey.RevokedTime) {
    return (
      <StatusBadge color="gray">
        {t('integrations.keys.revokedOn', { date: words.day(apiKey.RevokedTime) })}
      </StatusBadge>
    );
  }
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      style={{ flexShrink: 0 }}
      onClick={onRevoke}
      aria-label={t('integrations.keys.revokeNamed', { name: apiKey.Name })}
    >
      {t('integrations.keys.revoke')}
    </Button>
  );
}

function KeyTable({ keys, onRevoke }: ListProps) {
  const { t } = useTranslation();
  const words = useIntegrationWords();
  return (
    <Table verticalSpacing="sm" aria-label={t('integrations.keys.listLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('integrations.keys.columns.name')}</Table.Th>
          <Table.Th>{t('integrations.keys.columns.access')}</Table.Th>
          <Table.Th>{t('integrations.keys.columns.created')}</Table.Th>
          <Table.Th>{t('integrations.keys.columns.lastUsed')}</Table.Th>
          <Table.Th>{t('integrations.keys.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((apiKey) => {
          const dim = apiKey.RevokedTime ? 'dimmed' : undefined;
          return (
            <Table.Tr key={apiKey.Id} data-revoked={apiKey.RevokedTime ? true : undefined}>
              <Table.Td>
                <Text size="sm" fw={600} c={dim} style={{ overflowWrap: 'anywhere' }}>
                  {apiKey.Name}
                </Text>
                <KeyEnding apiKey={apiKey} />
              </Table.Td>
              <Table.Td>
                <Scopes apiKey={apiKey} words={words} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={dim}>
                  {words.day(apiKey.CreatedTime)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={dim}>
                  {apiKey.LastUsedTime ? words.time(apiKey.LastUsedTime) : t('integrations.keys.neverUsed')}
                </Text>
              </Table.Td>
              <Table.Td>
                <KeyAction apiKey={apiKey} onRevoke={() => onRevoke(apiKey)} words={words} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function KeyCards({ keys, onRevoke }: ListProps) {
  const { t } = useTranslation();
  const words = useIntegrationWords();
  return (
    <Stack gap="sm" role="list" aria-label={t('integrations.keys.listLabel')}>
      {keys.map((apiKey) => {
        const dim = apiKey.RevokedTime ? 'dimmed' : undefined;
        return (
          <Card
            key={apiKey.Id}
            withBorder
            padding="sm"
            radius="md"
            role="listitem"
            bg={apiKey.RevokedTime ? 'gray.0' : undefined}
            data-revoked={apiKey.RevokedTime ? true : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} c={dim} style={{ overflowWrap: 'anywhere' }}>
                    {apiKey.Name}
                  </Text>
                  <KeyEnding apiKey={apiKey} />
                </Stack>
                <KeyAction apiKey={apiKey} onRevoke={() => onRevoke(apiKey)} words={words} />
              </Group>
              <Scopes apiKey={apiKey} words={words} />
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('integrations.keys.createdOn', { date: words.day(apiKey.CreatedTime) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {words.lastUsed(apiKey)}
                </Text>
              </Stack>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** The account's API keys: a table on a desktop, a card each on a phone. */
export function ApiKeyList(props: ListProps) {
  const tables = useTables();
  return tables ? <KeyTable {...props} /> : <KeyCards {...props} />;
}
