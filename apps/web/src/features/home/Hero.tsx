import {
  Box,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconSignature } from '@tabler/icons-react';
import { formatCad, formatDate, viewerTimeZone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeOf } from '../../lib/locale';
import { useDeviceValue } from '../../lib/useDeviceValue';
import { authPaths } from '../auth/paths';
import classes from './HomePage.module.css';

const day = 24 * 60 * 60 * 1000;
/** The sample's start in the drawing the build made (src/prerender): a fixed day, in UTC. */
const drawnStart = Date.UTC(2026, 4, 4, 12);
const todaysStart = Date.now() + 14 * day;

function useSample() {
  const locale = localeOf(useTranslation().i18n.language);
  const start = useDeviceValue(() => todaysStart, drawnStart);
  const zone = useDeviceValue(viewerTimeZone, 'UTC');
  return {
    commencement: formatDate(start, zone),
    completion: formatDate(start + 42 * day, zone),
    deposit: formatCad(250_000, locale),
    final: formatCad(750_000, locale),
  };
}

/** A decorative agreement, so a visitor sees at a glance what the product makes. */
function AgreementPreview() {
  const { t } = useTranslation();
  const sample = useSample();
  const rows = [
    [t('home.previewCommencement'), sample.commencement],
    [t('home.previewCompletion'), sample.completion],
    [t('home.previewDeposit'), sample.deposit],
    [t('home.previewFinal'), sample.final],
  ];
  return (
    <Paper className={classes.preview} p="lg" radius="lg" c="gray.9" aria-hidden="true">
      <Stack gap="sm">
        <div className={classes.previewAccent} />
        <Text fw={800} fz="lg">
          {t('home.previewTitle')}
        </Text>
        <Text c="gray.7">{t('home.previewProject')}</Text>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs">
            <Text c="gray.7" size="sm">
              {label}
            </Text>
            <Text fw={600} size="sm">
              {value}
            </Text>
          </Group>
        ))}
        <Group gap="xs" mt="xs" c="brand.7">
          <IconSignature size={22} />
          <Text fw={600} size="sm">
            {t('home.previewSigned')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

export function Hero() {
  const { t } = useTranslation();
  const points = [t('home.heroPointCanada'), t('home.heroPointCad'), t('home.heroPointSignature')];

  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Text fw={600} c="accent.2" tt="uppercase" size="sm" style={{ letterSpacing: '0.06em' }}>
                {t('home.heroEyebrow')}
              </Text>
              <Title order={1} id="home-hero-title" className={classes.heroTitle}>
                {t('home.heroTitle')}
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0" maw={600}>
                {t('home.heroLead')}
              </Text>
              <Group gap="sm">
                <Button component={Link} to={authPaths.signUp} size="lg" color="accent.6" autoContrast>
                  {t('home.heroPrimary')}
                </Button>
                <Button component="a" href="#plans" size="lg" variant="white">
                  {t('home.heroSecondary')}
                </Button>
              </Group>
              <List
                spacing={6}
                c="white"
                icon={
                  <ThemeIcon size={22} radius="xl" color="accent.6" autoContrast aria-hidden>
                    <IconCheck size={14} stroke={3} />
                  </ThemeIcon>
                }
              >
                {points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="sm">
            <AgreementPreview />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
