import { Button, Group, Menu, Textarea } from '@mantine/core';
import { IconBulb, IconChevronDown } from '@tabler/icons-react';
import { contractLimits, type Language } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { counted } from '../../../components/counted';
import { FormSection } from '../../../components/FormSection';
import { WritingHelpButtons } from '../../writing-help/WritingHelpButtons';
import { fieldIds } from './fields';

/** The seven sample lines of doc 3 §2, in the order they are offered. */
export const scopeExampleKeys = [
  'kitchen',
  'wall',
  'services',
  'flooring',
  'cabinets',
  'lights',
  'finish',
] as const;

/** The scope with `line` added on a line of its own. */
export function withExample(scope: string, line: string): string {
  const kept = scope.replace(/\s+$/, '');
  return kept === '' ? line : `${kept}\n${line}`;
}

export interface ScopeSectionProps {
  scope: string;
  onScope: (scope: string) => void;
  /** Doc 3 §2: the sub-contractor screens word the scope as comments for the sub-contractor. */
  subcontract: boolean;
  /** The contract's language: the writing help checks and words the scope in it. */
  language: Language;
  /** Why the last save stopped at the scope. */
  error?: string | undefined;
}

/**
 * Doc 3 §2: the scope of services, with the 'Example of what you should write here' pop-select and
 * the spell-check and AI buttons.
 */
export function ScopeSection({ scope, onScope, subcontract, language, error }: ScopeSectionProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const label = subcontract ? t('messages:contractSubcontractScopeLabel') : t('contracts.scopeLabel');
  return (
    <FormSection title={t('contracts.scopeSection')}>
      <Textarea
        id={fieldIds.scope}
        label={label}
        withAsterisk
        value={scope}
        onChange={(event) => onScope(event.currentTarget.value)}
        rows={6}
        resize="vertical"
        {...counted(scope, contractLimits.maxScopeLength, t)}
        error={error}
      />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconBulb size={18} aria-hidden />}
              rightSection={<IconChevronDown size={16} aria-hidden />}
              title={t('contracts.scopeExamplesHint')}
              // The label wraps on a phone rather than being cut.
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            >
              {t('messages:contractScopeExamples')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown miw={{ base: 280, sm: 520 }} maw="calc(100vw - 2rem)">
            {scopeExampleKeys.map((key) => {
              const line = t(`contracts.scopeExamples.${key}`);
              return (
                <Menu.Item key={key} onClick={() => onScope(withExample(scope, line))}>
                  {line}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
        <WritingHelpButtons
          text={scope}
          kind="scope"
          language={language}
          name={t('writingHelp.scopeName')}
          onAccept={onScope}
        />
      </Group>
    </FormSection>
  );
}
