import { Badge, Card, Divider, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TrustedHtml } from '../../components/TrustedHtml';
import type { HowWeWorkItem } from './api';

/** One problem of the how-we-work page: the contractor's pain, then the published clause answering it. */
export function TopicCard({ item }: { item: HowWeWorkItem }) {
  const { t } = useTranslation();
  // Topics come from the shared list; their labels live in the catalogue under the same keys.
  const topic = `guides.topics.${item.Key}` as 'guides.topics.latePayment';
  const titleId = `topic-${item.Key}`;
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={titleId}>
          {t(`${topic}.title`)}
        </Title>
        <Text c="gray.7">{t(`${topic}.pain`)}</Text>
        <Divider />
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="sm" c="brand.8">
            {t('guides.howWeWork.answerHeading')}
          </Title>
          <Badge variant="light" radius="sm">
            {t('guides.howWeWork.clauseNumber', { number: item.Number })}
          </Badge>
        </Group>
        <Typography>
          <TrustedHtml html={item.Text} fz="sm" />
        </Typography>
      </Stack>
    </Card>
  );
}
