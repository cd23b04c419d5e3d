import { useId } from 'react';
import { Badge, Box, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollableText } from '../../components/ScrollableText';
import { TrustedHtml } from '../../components/TrustedHtml';
import { contentApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import type { TermChange } from './api';
import { AcceptanceModal } from './AcceptanceModal';
import { useAcceptance } from './useAcceptance';

type ChangeKind = 'new' | 'deleted' | 'changed';

function kindOf(change: TermChange): ChangeKind {
  if (change.IsNew) return 'new';
  if (change.IsDeleted) return 'deleted';
  return 'changed';
}

const kindLabel = {
  new: 'popups.termNew',
  deleted: 'popups.termDeleted',
  changed: 'popups.termChanged',
} as const;
const kindColor = { new: 'green', deleted: 'red', changed: 'blue' } as const;

/** The groups of doc 1 §2, in their order: default client terms, then default sub-contractor terms. */
const groups: readonly {
  type: TermChange['Type'];
  titleKey: 'popups.clientTerms' | 'popups.subcontractorTerms';
}[] = [
  { type: 0, titleKey: 'popups.clientTerms' },
  { type: 1, titleKey: 'popups.subcontractorTerms' },
];

/** The version the user accepts with Understood: that of the terms in force (every entry carries it). */
export function versionOf(changes: readonly TermChange[]): number | undefined {
  const versions = changes.map((change) => change.Version).filter((version) => Number.isFinite(version));
  return versions.length > 0 ? Math.max(...versions) : undefined;
}

function TermChangeEntry({ change }: { change: TermChange }) {
  const { t } = useTranslation();
  const kind = kindOf(change);
  const original = change.Original?.Text;

  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group gap="xs" mb={6} wrap="nowrap">
        <Badge color={kindColor[kind]} variant="dot" size="lg" tt="none">
          {t(kindLabel[kind])}
        </Badge>
        <Text size="sm" fw={600}>
          {t('popups.termNumber', { number: change.Number })}
        </Text>
      </Group>
      {kind === 'changed' && original !== undefined ? (
        <Stack gap={6}>
          <div>
            <Text size="xs" c="dimmed">
              {t('popups.originalText')}
            </Text>
            <Box component="del" display="block" c="dimmed">
              <Typography fz="sm">
                <TrustedHtml html={original} />
              </Typography>
            </Box>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('popups.newText')}
            </Text>
            <Box component="ins" display="block" style={{ textDecoration: 'none' }}>
              <Typography fz="sm">
                <TrustedHtml html={change.Text} />
              </Typography>
            </Box>
          </div>
        </Stack>
      ) : (
        <Box
          component={kind === 'deleted' ? 'del' : 'div'}
          display="block"
          c={kind === 'deleted' ? 'dimmed' : undefined}
        >
          <Typography fz="sm">
            <TrustedHtml html={change.Text} />
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

function TermChangeGroup({ title, changes }: { title: string; changes: readonly TermChange[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} fz="md" mb="xs" id={headingId}>
        {title}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {changes.map((change) => (
          <TermChangeEntry key={`${change.Type}-${change.Number}-${change.Sort}`} change={change} />
        ))}
      </Stack>
    </section>
  );
}

interface TermChangesModalProps {
  changes: readonly TermChange[];
  /** Understood was recorded (or nothing is left to accept). */
  onAccepted: () => void;
  /** Decline: signs out. */
  onDecline: () => Promise<void>;
}

/**
 * Doc 1 §2, the third popup after sign-in: what changed in the default client and sub-contractor terms
 * since the user last accepted them. Decline signs out; Understood accepts the changes.
 */
export function TermChangesModal({ changes, onAccepted, onDecline }: TermChangesModalProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const acceptance = useAcceptance(changes, {
    accept: (shown) => call(contentApi.termAcceptChanges, { Version: versionOf(shown) }),
    reread: async () => {
      const fresh = await call(contentApi.termChanges);
      if (fresh.Type !== 200) return undefined;
      return fresh.Data && fresh.Data.length > 0 ? fresh.Data : null;
    },
    onAccepted,
    onDecline,
  });
  const { shown } = acceptance;

  return (
    <AcceptanceModal
      title={t('messages:templateTermsChangedTitle')}
      size="xl"
      lead={t('popups.termsLead')}
      acceptance={acceptance}
      acceptLabel={t('popups.understood')}
      withDecline
    >
      <ScrollableText label={t('messages:templateTermsChangedTitle')} mah="55vh">
        <Stack gap="lg">
          {groups.map(({ type, titleKey }) => {
            const entries = shown.filter((change) => change.Type === type).sort((a, b) => a.Sort - b.Sort);
            return entries.length > 0 ? (
              <TermChangeGroup key={type} title={t(titleKey)} changes={entries} />
            ) : null;
          })}
        </Stack>
      </ScrollableText>
    </AcceptanceModal>
  );
}
