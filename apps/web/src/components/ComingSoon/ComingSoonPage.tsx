import { Badge, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ui } from '../../i18n/en/ui';
import { useHasSession } from '../../features/auth/useSignedIn';
import { usePageTitle } from '../usePageTitle';

export type ScreenKey = keyof typeof ui.screens;

/**
 * Placeholder for a screen that is not built yet: its title, a friendly sentence and a way back: to
 * My Projects for a signed-in user (a session is stored; the sign-in guard renews or ends it there),
 * to the home page for a visitor.
 */
export function ComingSoonPage({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}`);
  usePageTitle(title);
  const signedIn = useHasSession();

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" my={{ base: 'lg', sm: 48 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="accent.6" aria-hidden>
          <IconHammer size={34} stroke={1.6} />
        </ThemeIcon>
        <Badge variant="outline" color="brand">
          {t('comingSoon.badge')}
        </Badge>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text size="lg">{t('comingSoon.body')}</Text>
        <Button
          component={Link}
          to={signedIn ? '/MyProjects' : '/'}
          variant="light"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {signedIn ? t('comingSoon.backSignedIn') : t('comingSoon.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
