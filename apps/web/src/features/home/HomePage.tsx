import { Box, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { authPaths } from '../auth/paths';
import { Hero } from './Hero';
import { PitchSection, StepsSection } from './PitchSection';
import { PlansSection } from './PlansSection';
import { useAccountLinks } from './useAccountLinks';

function ClosingCall() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-cta-title">
      <Container size="lg" pb={{ base: 48, sm: 80 }}>
        <Paper bg="brand.8" c="white" p={{ base: 'xl', sm: 48 }}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2} id="home-cta-title" c="white" fz={{ base: 26, sm: 32 }}>
              {t('home.ctaTitle')}
            </Title>
            <Text c="brand.0" size="lg" maw={560}>
              {t('home.ctaBody')}
            </Text>
            <Button component={Link} to={authPaths.signUp} size="lg" color="accent.6" autoContrast>
              {t('home.ctaButton')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

/** The public home page (doc 1 §2): pitch, plans and the way in. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.heroTitle'));
  useAccountLinks();
  return (
    <>
      <Hero />
      <PitchSection />
      <StepsSection />
      <PlansSection />
      <ClosingCall />
    </>
  );
}
