import { Box, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconDoorExit,
  IconFileCheck,
  IconShieldCheck,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ui } from '../../i18n/en/ui';
import classes from './HomePage.module.css';

type HomeKey = keyof typeof ui.home;

/** Doc 1 §1: what the home page pitches. */
const pitches: readonly { icon: Icon; title: HomeKey; body: HomeKey }[] = [
  { icon: IconFileCheck, title: 'pitchClearTitle', body: 'pitchClearBody' },
  { icon: IconShieldCheck, title: 'pitchLiabilityTitle', body: 'pitchLiabilityBody' },
  { icon: IconCash, title: 'pitchPaymentTitle', body: 'pitchPaymentBody' },
  { icon: IconCalendarEvent, title: 'pitchDatesTitle', body: 'pitchDatesBody' },
  { icon: IconUsersGroup, title: 'pitchSubcontractorTitle', body: 'pitchSubcontractorBody' },
  { icon: IconDoorExit, title: 'pitchTerminationTitle', body: 'pitchTerminationBody' },
];

const steps: readonly { title: HomeKey; body: HomeKey }[] = [
  { title: 'stepProjectTitle', body: 'stepProjectBody' },
  { title: 'stepBuildTitle', body: 'stepBuildBody' },
  { title: 'stepSendTitle', body: 'stepSendBody' },
];

export function PitchSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.section} aria-labelledby="home-pitch-title">
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="xs" align="center" ta="center" mb={{ base: 'xl', sm: 48 }}>
          <Title order={2} id="home-pitch-title" fz={{ base: 28, sm: 36 }}>
            {t('home.pitchTitle')}
          </Title>
          <Text size="lg" c="gray.7" maw={640}>
            {t('home.pitchLead')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {pitches.map(({ icon: PitchIcon, title, body }) => (
            <Paper key={title} withBorder p="lg">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <PitchIcon size={26} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md" mb={6}>
                {t(`home.${title}`)}
              </Title>
              <Text c="gray.7">{t(`home.${body}`)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function StepsSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" bg="brand.0" className={classes.section} aria-labelledby="home-steps-title">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Title order={2} id="home-steps-title" ta="center" fz={{ base: 26, sm: 32 }} mb="xl">
          {t('home.stepsTitle')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="xl"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map(({ title, body }, index) => (
            <Stack key={title} component="li" gap="xs" align="center" ta="center">
              <span className={classes.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <Title order={3} fz="lg">
                {t(`home.${title}`)}
              </Title>
              <Text c="gray.8">{t(`home.${body}`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
