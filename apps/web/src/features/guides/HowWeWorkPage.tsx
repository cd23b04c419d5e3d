import { Box, Button, Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { defaultTermTypes } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { authPaths } from '../auth/paths';
import { TopicList } from './TopicList';

/**
 * /HowWeWork (public, doc 3 §1): the contractor's typical problems, each with the published default
 * clause that answers it. The sub-contractor tab exists but stays hidden until it is offered.
 */
export function HowWeWorkPage() {
  const { t } = useTranslation();
  usePageTitle(t('guides.howWeWork.pageTitle'));
  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Box maw={760}>
          <Text size="sm" fw={700} tt="uppercase" c="brand.7" mb={6}>
            {t('guides.howWeWork.eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
            {t('guides.howWeWork.title')}
          </Title>
          <Text size="lg" c="gray.7" mt="md">
            {t('guides.howWeWork.lead')}
          </Text>
        </Box>
        <Tabs defaultValue="client" keepMounted={false}>
          <Tabs.List aria-label={t('guides.howWeWork.tabsLabel')} mb="lg">
            <Tabs.Tab value="client" fz="md" fw={600}>
              {t('guides.howWeWork.clientTab')}
            </Tabs.Tab>
            {/* Mantine draws a tab as flex, which would override the hidden attribute alone. */}
            <Tabs.Tab value="subcontractor" hidden display="none">
              {t('guides.howWeWork.subcontractorTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="client">
            <TopicList type={defaultTermTypes.client} />
          </Tabs.Panel>
          <Tabs.Panel value="subcontractor">
            <TopicList type={defaultTermTypes.subcontractor} />
          </Tabs.Panel>
        </Tabs>
        <Text size="sm" c="dimmed">
          {t('guides.howWeWork.editNote')}
        </Text>
        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="brand.8" c="white">
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz={{ base: 'xl', sm: 26 }}>
              {t('guides.howWeWork.ctaTitle')}
            </Title>
            <Text>{t('guides.howWeWork.ctaBody')}</Text>
            <Button component={Link} to={authPaths.signUp} size="md" color="accent.6" autoContrast>
              {t('guides.howWeWork.ctaButton')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
