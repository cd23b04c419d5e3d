import {
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import {
  isLanguage,
  languageNames,
  languages,
  templateLimits,
  type TemplateDetailType,
} from '@tradepact/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/FormSection';
import { LeaveGuard } from '../../components/LeaveGuard';
import { LoadError } from '../../components/LoadError';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ClauseListEditor } from '../contracts/clauses/ClauseListEditor';
import type { CustomTerm } from './api';
import { templateKinds } from './kinds';
import { RefusalDialog } from './RefusalDialog';
import { TermsChangedModal } from './TermsChangedModal';
import { templateNameInputId, useTemplateForm } from './useTemplateForm';

/** The template detail's form: kind (locked once saved), name, clauses, and Save. */
export function TemplateForm({ template }: { template: CustomTerm | null }) {
  const { t } = useTranslation(['ui', 'messages']);
  const form = useTemplateForm(template);
  const languageLabelId = useId();
  const nameProblem =
    form.problem === 'templateNameRequired' || form.problem === 'templateReservedName' ? form.problem : null;

  let clauses;
  if (form.defaults?.isPending) {
    clauses = (
      <Center mih={120} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  } else if (form.defaults?.isError) {
    clauses = (
      <LoadError
        title={t('templates.detail.defaultTermsError')}
        error={form.defaults.error}
        onRetry={() => void form.defaults?.refetch()}
      />
    );
  } else {
    clauses = <ClauseListEditor clauses={form.clauses} onChange={form.setClauses} />;
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.save();
      }}
    >
      <Stack gap="lg">
        <FormSection title={t('templates.detail.detailsTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('templates.detail.kindLabel')}
              data={templateKinds.map((kind) => ({
                value: String(kind.type),
                label: t(`templates.kinds.${kind.label}`),
              }))}
              value={String(form.kind)}
              onChange={(value) => value && form.setKind(Number(value) as TemplateDetailType)}
              allowDeselect={false}
              disabled={!form.isNew}
              description={form.isNew ? undefined : t('messages:templateTypeLocked')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              id={templateNameInputId}
              label={t('templates.detail.nameLabel')}
              placeholder={t('templates.detail.namePlaceholder')}
              withAsterisk
              maxLength={templateLimits.maxTagLength}
              value={form.tag}
              onChange={(event) => form.setTag(event.currentTarget.value)}
              error={nameProblem ? t(`messages:${nameProblem}`) : undefined}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text id={languageLabelId} size="sm" fw={500}>
              {t('templates.detail.languageLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby={languageLabelId}
              value={form.language}
              onChange={(next) => isLanguage(next) && form.setLanguage(next)}
              data={languages.map((language) => ({
                value: language,
                // Each named in itself, as every language choice of the product names it.
                label: <span lang={language}>{languageNames[language]}</span>,
              }))}
              w="fit-content"
            />
            <Text size="xs" c="dimmed">
              {t('templates.detail.languageHint')}
            </Text>
          </Stack>
        </FormSection>

        <FormSection
          title={t('templates.detail.termsTitle')}
          lead={form.ownContract ? t('templates.detail.ownContractLead') : t('templates.detail.termsLead')}
        >
          {clauses}
          {!form.ownContract && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={form.addClause}
              >
                {t('messages:contractAddTermButton')}
              </Button>
            </Group>
          )}
          {form.problem === 'templateTermsRequired' && (
            <ProblemAlert>{t('messages:templateTermsRequired')}</ProblemAlert>
          )}
        </FormSection>

        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={form.cancel} disabled={form.saving}>
            {t('templates.detail.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            loading={form.saving}
            disabled={form.saving}
          >
            {t('templates.detail.save')}
          </Button>
        </Group>
      </Stack>

      <TermsChangedModal
        usageCount={template?.UsageCount ?? 0}
        opened={form.confirming}
        onSave={form.confirmSave}
        onCancel={form.cancelConfirm}
      />
      <RefusalDialog message={form.refusal} onClose={form.closeRefusal} />
      <LeaveGuard unsaved={form.unsaved} />
    </form>
  );
}

/** The page's heading, for the detail's loading and not-found states too. */
export function TemplateDetailHeading({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {isNew ? t('templates.detail.createTitle') : t('templates.detail.editTitle')}
      </Title>
      <Text c="dimmed">{t('templates.detail.lead')}</Text>
    </Stack>
  );
}
