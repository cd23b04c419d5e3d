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
  clauses: ClauseItem[];
  /** The contract's language: the writing help checks and words the clauses in it. */
  language: Language;
  /** A template chosen in the list: its id and its name as the list shows it. */
  onTemplate: (id: string, name: string) => void;
  onClauses: (clauses: ClauseItem[]) => void;
  onAddClause: () => void;
}

/**
 * Doc 3 §2: the template dropdown ('Default Contract Template' and the contractor's templates of
 * this contract's type), the clauses with their 'Keep Clause' switches, and 'Add A New Term'.
 */
export function ClausesSection({
  termsId,
  templates,
  clauses,
  language,
  onTemplate,
  onClauses,
  onAddClause,
}: ClausesSectionProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const options = [
    { value: defaultTemplateId, label: t('messages:templateDefaultOption') },
    ...templates.map((template) => ({ value: template.Id, label: template.Tag })),
  ];
  return (
    <FormSection title={t('contracts.clausesSection')}>
      <Select
        id={fieldIds.template}
        label={t('contracts.templateLabel')}
        data={options}
        value={termsId}
        onChange={(id, option) => id && onTemplate(id, option?.label ?? '')}
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
