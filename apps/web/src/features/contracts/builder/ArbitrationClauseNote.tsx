import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  arbitrationClauseIndexes,
  citationIn,
  isConsumerContractWith,
  languageOf,
  provinceName,
  ruleInForce,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { BuilderSetup } from './setup';

export interface ArbitrationClauseNoteProps {
  setup: Pick<BuilderSetup, 'type' | 'project' | 'today'>;
  /** The clauses the contract keeps, as their HTML, in the document's order. */
  clauses: readonly string[];
}

/**
 * Issue 31 §5: under the clauses, a note (not a stop) when a consumer contract in a province whose
 * `noArbitrationWaiver` record is in force (Ontario, Quebec) keeps a clause that looks like it sends
 * disputes to arbitration only or waives class actions: such a clause does not bind the consumer.
 */
export function ArbitrationClauseNote({ setup, clauses }: ArbitrationClauseNoteProps) {
  const { t, i18n } = useTranslation();
  if (!isConsumerContractWith(setup.type, setup.project.Clients)) return null;
  const record = ruleInForce(setup.project.Province, 'noArbitrationWaiver', setup.today);
  const flagged = record ? arbitrationClauseIndexes(clauses) : [];
  if (!record || flagged.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('contracts.arbitration.title')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="arbitration-note"
    >
      <Text size="sm">
        {t('contracts.arbitration.body', {
          count: flagged.length,
          clauses: flagged.map((index) => index + 1).join(', '),
          province: provinceName(setup.project.Province, languageOf(i18n.language)),
          ...citationIn(record, languageOf(i18n.language)),
        })}
      </Text>
    </Alert>
  );
}
