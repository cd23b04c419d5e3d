import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { HowToSteps } from './HowToSteps';
import { HowToVideo } from './HowToVideo';

/** /HowToUse (signed in, doc 3 §2): the instructional video, then the five-step guide. */
export function HowToUsePage() {
  const { t } = useTranslation();
  usePageTitle(t('guides.howTo.pageTitle'));
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('guides.howTo.title')}
          </Title>
          <Text c="dimmed" mt={6} maw={720}>
            {t('guides.howTo.lead')}
          </Text>
        </div>
        <Container size="md" w="100%" px={0} m={0}>
          <HowToVideo />
        </Container>
        <Title order={2} fz="lg">
          {t('guides.howTo.stepsTitle')}
        </Title>
        <HowToSteps headingLevel={3} />
      </Stack>
    </Container>
  );
}
