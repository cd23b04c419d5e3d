import { Anchor, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { howToMedia, howToStepKeys, howToStepLinks } from './howToSteps';

/**
 * The five-step guide beneath the video: each step's still from the recording, what to do and a link
 * to its screen. `onNavigate` lets the modal close when a link is followed.
 */
export function HowToSteps({ headingLevel, onNavigate }: { headingLevel: 2 | 3; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {howToStepKeys.map((key, index) => {
        const title = t(`guides.howTo.steps.${key}.title`);
        return (
          <Card component="li" key={key} withBorder radius="md" padding="md">
            <Card.Section>
              <Image
                src={howToMedia.still(key)}
                alt={t('guides.howTo.stepImageAlt', { title })}
                loading="lazy"
                w="100%"
                style={{ aspectRatio: '16 / 9' }}
              />
            </Card.Section>
            <Stack gap={6} mt="md">
              <Text size="xs" fw={700} tt="uppercase" c="brand.7">
                {t('guides.howTo.stepNumber', { number: index + 1 })}
              </Text>
              <Title order={headingLevel} fz="md">
                {title}
              </Title>
              <Text size="sm">{t(`guides.howTo.steps.${key}.body`)}</Text>
              <Anchor component={Link} to={howToStepLinks[key]} size="sm" fw={600} onClick={onNavigate}>
                {t(`guides.howTo.steps.${key}.link`)}
              </Anchor>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
