import { useEffect, useId, useState } from 'react';
import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFilePlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import { toastSuccess } from '../../lib/toast';
import { refreshSubscriptionStatus, useSubscriptionStatus } from '../billing/useSubscriptionStatus';
import { deleteTemplate, reloadTemplates, useTemplateList, type CustomTerm } from './api';
import { RefusalDialog } from './RefusalDialog';
import { TemplateList } from './TemplateList';

export const templateListPath = '/ContractTemplate';
export const templateDetailPath = '/ContractTemplateDetail';

/** Contract Templates, /ContractTemplate (doc 3 §2): 'Create a new template' and 'My Templates'. */
export function ContractTemplatesPage() {
  const { t } = useTranslation(['ui', 'messages']);
  usePageTitle(t('templates.list.pageTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const templates = useTemplateList();
  const [refusal, setRefusal] = useState<string | null>(null);
  const createTitleId = useId();
  const listTitleId = useId();
  const { templates: counter } = useSubscriptionStatus();

  // DECISIONS "Template quota": the counter reads the user info, which a template made or deleted
  // elsewhere has changed since it was stored.
  useEffect(() => refreshSubscriptionStatus(), []);

  const remove = async (template: CustomTerm) => {
    const answer = await deleteTemplate(template.Id);
    if (answer.Type !== 200) {
      setRefusal(answer.Content || t('errors.unknown'));
      return;
    }
    toastSuccess(t('templates.list.deleted'));
    refreshSubscriptionStatus();
    await reloadTemplates(queryClient);
  };

  const confirmDelete = (template: CustomTerm) =>
    modals.openConfirmModal({
      title: t('templates.list.deleteTitle'),
      children: <Text size="sm">{t('templates.list.deleteBody', { name: template.Tag })}</Text>,
      labels: { confirm: t('templates.list.deleteConfirm'), cancel: t('templates.list.deleteCancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('app.close') },
      onConfirm: () => void remove(template),
    });

  let list;
  if (templates.isPending) {
    list = (
      <Center mih={120} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  } else if (templates.isError) {
    list = (
      <LoadError
        title={t('templates.list.loadError')}
        error={templates.error}
        onRetry={() => void templates.refetch()}
      />
    );
  } else if (templates.data.length === 0) {
    list = (
      <Text c="dimmed" size="sm" py="md">
        {t('templates.list.empty')}
      </Text>
    );
  } else {
    list = (
      <TemplateList
        templates={templates.data}
        labelledBy={listTitleId}
        onEdit={(template) => void navigate(`${templateDetailPath}?id=${encodeURIComponent(template.Id)}`)}
        onDelete={confirmDelete}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('templates.list.pageTitle')}
        </Title>
        <Text c="dimmed">{t('templates.list.lead')}</Text>
      </Stack>

      <Paper component="section" aria-labelledby={createTitleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" align="center" gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconFilePlus size={24} />
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={2} fz="h3" id={createTitleId}>
                {t('messages:templateCreateCard')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('templates.list.createLead')}
              </Text>
            </Stack>
          </Group>
          <Button onClick={() => void navigate(templateDetailPath)}>
            {t('templates.list.createButton')}
          </Button>
        </Group>
      </Paper>

      <Paper component="section" aria-labelledby={listTitleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Stack gap={2}>
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="h3" id={listTitleId}>
                {t('messages:templateMyTemplatesCard')}
              </Title>
              {counter && (
                <Badge
                  variant="light"
                  color={counter.used >= counter.quota ? 'red' : 'brand'}
                  size="lg"
                  tt="none"
                  data-testid="template-counter"
                >
                  {t('billing.templatesCounter', counter)}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('templates.list.myTemplatesLead')}
            </Text>
          </Stack>
          {list}
        </Stack>
      </Paper>

      <RefusalDialog message={refusal} onClose={() => setRefusal(null)} />
    </Stack>
  );
}
