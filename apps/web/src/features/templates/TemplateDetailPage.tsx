import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import { useTemplateList } from './api';
import { TemplateDetailHeading, TemplateForm } from './TemplateForm';

/**
 * Contract Template detail, /ContractTemplateDetail (doc 3 §2, §4): a new template, or with `?id=` one
 * of the contractor's, read from their list (the API has no single read).
 */
export function TemplateDetailPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const isNew = !id;
  usePageTitle(isNew ? t('templates.detail.createTitle') : t('templates.detail.editTitle'));
  const templates = useTemplateList();

  let body;
  if (isNew) {
    body = <TemplateForm template={null} />;
  } else if (templates.isPending) {
    body = (
      <Center mih={200} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  } else if (templates.isError) {
    body = (
      <LoadError
        title={t('templates.detail.loadError')}
        error={templates.error}
        onRetry={() => void templates.refetch()}
      />
    );
  } else {
    const template = templates.data.find((candidate) => candidate.Id.toLowerCase() === id.toLowerCase());
    body = template ? (
      <TemplateForm key={template.Id} template={template} />
    ) : (
      <Alert color="red" variant="light" role="alert" title={t('messages:templateNotFound')}>
        <Button variant="light" color="red" size="xs" onClick={() => void navigate('/ContractTemplate')}>
          {t('templates.detail.backToList')}
        </Button>
      </Alert>
    );
  }

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <TemplateDetailHeading isNew={isNew} />
      {body}
    </Stack>
  );
}
