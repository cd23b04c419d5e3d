import { useId } from 'react';
import { Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionInfo } from './api';
import { money } from './format';

/** The link that signs a newcomer up with `code` (DECISIONS "Everywhere": `?ref=` is a referral code). */
export function referralLink(code: string): string {
  return `${window.location.origin}/?ref=${encodeURIComponent(code)}`;
}

/**
 * The referral box (doc 1 §1, doc 3 §2): the code and its share link, what a newcomer gets off the
 * first payment, what the referrer is credited, and the credit not yet used.
 */
export function ReferralSection({ referral }: { referral: SubscriptionInfo['Referral'] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const link = referralLink(referral.Code);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={titleId}>
            {t('billing.referral.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('billing.referral.lead', {
              discount: referral.Discount,
              reward: money(referral.Reward, i18n.language),
            })}
          </Text>
        </Stack>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('billing.referral.link')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'default'}
                color={copied ? 'green' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? t('billing.referral.copied') : t('billing.referral.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label={t('billing.referral.code')} value={referral.Code} />
          <Figure
            label={t('billing.referral.discount')}
            value={t('billing.referral.percent', { percent: referral.Discount })}
          />
          <Figure label={t('billing.referral.reward')} value={money(referral.Reward, i18n.language)} />
          <Figure label={t('billing.referral.credits')} value={money(referral.Credits, i18n.language)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
