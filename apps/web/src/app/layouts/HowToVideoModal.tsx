import { Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { Link } from 'react-router';

type StepKey = 'Profile' | 'Project' | 'Agreement' | 'Send' | 'Payments';

/** The getting-started steps and the screen each one opens. */
const steps: readonly { key: StepKey; to: string }[] = [
  { key: 'Profile', to: '/MyProfile/0' },
  { key: 'Project', to: '/MyProjects' },
  { key: 'Agreement', to: '/ContractTemplate' },
  { key: 'Send', to: '/MyProjects' },
  { key: 'Payments', to: '/MyProjects' },
];

/**
 * The how-to popup of the signed-in pages (doc 1 §2). No video is hosted yet, so it gives the
 * getting-started guide in five steps, each with a link to its screen.
 */
export function HowToVideoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();

  return (
    <AppModal opened={opened} onClose={onClose} title={t('shell.howToTitle')} size="lg">
      <Text size="sm" c="dimmed" mb="md">
        {t('shell.howToLead')}
      </Text>
      <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map(({ key, to }, index) => (
          <Group component="li" key={key} align="flex-start" wrap="nowrap" gap="sm">
            <ThemeIcon radius="xl" size={28} variant="light" aria-hidden>
              <Text component="span" fw={700} fz="sm">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1 }}>
              <Title order={3} fz="md">
                {t(`shell.howToStep${key}Title`)}
              </Title>
              <Text size="sm">{t(`shell.howToStep${key}Body`)}</Text>
              <Anchor component={Link} to={to} size="sm" fw={600} onClick={onClose}>
                {t(`shell.howToStep${key}Link`)}
              </Anchor>
            </Stack>
          </Group>
        ))}
      </Stack>
    </AppModal>
  );
}
