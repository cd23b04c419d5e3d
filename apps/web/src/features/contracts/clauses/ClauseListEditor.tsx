import { useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import type { Language } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { WritingHelpButtons } from '../../writing-help/WritingHelpButtons';
import { LazyClauseEditor } from './LazyClauseEditor';
import type { ClauseItem } from './clauseItems';
import { ClauseVideoModal } from './ClauseVideoModal';

export interface ClauseListEditorProps {
  clauses: readonly ClauseItem[];
  onChange: (clauses: ClauseItem[]) => void;
  readOnly?: boolean;
  /** The language the clauses are written in, when the page knows it (the contract's in the builder). */
  language?: Language | undefined;
}

/**
 * A clause just appended at the end (the page's 'Add A New Term'), which takes the focus; not the
 * clauses of a whole new list (another template picked).
 */
function useAppendedKey(clauses: readonly ClauseItem[]): string | null {
  const previous = useRef(clauses.map((clause) => clause.key));
  const [appended, setAppended] = useState<string | null>(null);
  const keys = clauses.map((clause) => clause.key).join(' ');
  useEffect(() => {
    const before = previous.current;
    const now = keys.split(' ');
    const last = now[now.length - 1];
    const grewByOne =
      now.length === before.length + 1 && before.every((key, index) => now[index] === key) && last;
    if (grewByOne) setAppended(last);
    previous.current = now;
  }, [keys]);
  return appended;
}

/**
 * The clauses of a contract or a template (doc 3 §2, §5): each a numbered rich-text block with its
 * 'Keep Clause' switch when there is more than one (nothing is removed: a clause left out is switched
 * off), a play button beside a clause that has a tutorial video, and the spell-check and AI buttons.
 */
export function ClauseListEditor({ clauses, onChange, readOnly = false, language }: ClauseListEditorProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const idPrefix = useId();
  const appended = useAppendedKey(clauses);
  const [playing, setPlaying] = useState<{ video: string; number: number } | null>(null);
  const several = clauses.length > 1;

  const change = (key: string, patch: Partial<ClauseItem>) =>
    onChange(clauses.map((clause) => (clause.key === key ? { ...clause, ...patch } : clause)));

  return (
    <Stack gap="md">
      {clauses.map((clause, index) => {
        const number = index + 1;
        const labelId = `${idPrefix}-clause-${number}`;
        const excluded = several && !clause.keep;
        return (
          <Stack key={clause.key} gap={6} role="group" aria-labelledby={labelId}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <Text id={labelId} fw={600} size="sm" c={excluded ? 'dimmed' : undefined}>
                  {t('templates.clauses.label', { number })}
                </Text>
                {clause.video && (
                  <Tooltip label={t('templates.clauses.playVideo', { number })} openDelay={400}>
                    <ActionIcon
                      variant="light"
                      size="sm"
                      radius="xl"
                      aria-label={t('templates.clauses.playVideo', { number })}
                      onClick={() => setPlaying({ video: clause.video ?? '', number })}
                    >
                      <IconPlayerPlayFilled size={12} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
                {!readOnly && (
                  <WritingHelpButtons
                    text={clause.html}
                    kind="clause"
                    language={language}
                    name={t('writingHelp.clauseName', { number })}
                    onAccept={(html) => change(clause.key, { html })}
                  />
                )}
              </Group>
              {several && (
                <Switch
                  size="sm"
                  labelPosition="left"
                  label={t('messages:contractKeepClause')}
                  checked={clause.keep}
                  disabled={readOnly}
                  onChange={(event) => change(clause.key, { keep: event.currentTarget.checked })}
                />
              )}
            </Group>
            <LazyClauseEditor
              html={clause.html}
              onChange={(html) => change(clause.key, { html })}
              labelledBy={labelId}
              toolbarLabel={t('templates.clauses.formatting', { number })}
              readOnly={readOnly}
              excluded={excluded}
              autoFocus={clause.key === appended}
            />
          </Stack>
        );
      })}
      <ClauseVideoModal
        video={playing?.video ?? null}
        title={t('templates.clauses.videoTitle', { number: playing?.number ?? '' })}
        onClose={() => setPlaying(null)}
      />
    </Stack>
  );
}
