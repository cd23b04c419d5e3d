import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defaultTemplateId, type Language } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { ClauseListEditor } from '../clauses/ClauseListEditor';
import type { ClauseItem } from '../clauses/clauseItems';
import type { CustomTerm } from './api';
import { fieldIds } from './fields';

export interface ClausesSectionProps {
  termsId: string;
  templates: readonly CustomTerm[];
  /** The contract's language: its templates are offered first; the writing help works in it. */
  language: Language;
  clauses: ClauseItem[];
  /** A template chosen in the list: its id and its name. */
  onTemplate: (id: string, name: string) => void;
  onClauses: (clauses: ClauseItem[]) => void;
  onAddClause: () => void;
}

/** The templates in `language` first, then the others; each part keeps the list's order (newest first). */
const inLanguageFirst = (templates: readonly CustomTerm[], language: Language): CustomTerm[] => [
  ...templates.filter((template) => template.Language === language),
  ...templates.filter((template) => template.Language !== language),
];

/**
 * Doc 3 §2: the template dropdown ('Default Contract Template' and the contractor's templates of
 * this contract's type, those in the contract's language first and the others marked with theirs,
 * issue 30 §2), the clauses with their 'Keep Clause' switches, and 'Add A New Term'.
 */
export function ClausesSection({
  termsId,
  templates,
  language,
  clauses,
  onTemplate,
  onClauses,
  onAddClause,
}: ClausesSectionProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const defaultName = t('messages:templateDefaultOption');
  const options = [
    { value: defaultTemplateId, label: defaultName },
    ...inLanguageFirst(templates, language).map((template) => ({
      value: template.Id,
      label:
        template.Language === language
          ? template.Tag
          : t('contracts.templateInLanguage', {
              name: template.Tag,
              language: t(`contracts.languageNames.${template.Language}`),
            }),
    })),
  ];
  const nameOf = (id: string) => templates.find((template) => template.Id === id)?.Tag ?? defaultName;
  return (
    <FormSection title={t('contracts.clausesSection')}>
      <Select
        id={fieldIds.template}
        label={t('contracts.templateLabel')}
        data={options}
        value={termsId}
        onChange={(id) => id && onTemplate(id, nameOf(id))}
        allowDeselect={false}
        maw={{ sm: 420 }}
        comboboxProps={{ withinPortal: true }}
      />
      <ClauseListEditor clauses={clauses} onChange={onClauses} language={language} />
      <Group>
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAddClause}>
          {t('messages:contractAddTermButton')}
        </Button>
      </Group>
    </FormSection>
  );
}
