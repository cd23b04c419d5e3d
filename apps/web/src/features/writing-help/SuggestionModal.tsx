import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { WritingHelpKind } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { ScrollableText } from '../../components/ScrollableText';
import { MarkedText } from './MarkedText';
import type { Suggestion } from './useWritingHelp';
import classes from './WritingHelp.module.css';

export interface SuggestionModalProps {
  opened: boolean;
  /** The last suggestion: it stays drawn while the closing modal fades out. */
  suggestion: Suggestion | null;
  kind: WritingHelpKind;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * Doc 3 §4: the text before and the suggestion after, side by side (one above the other on a
 * phone), with Cancel and 'Use AI Suggestion' (or 'Accept Suggestions' for a spell check).
 */
export function SuggestionModal({ opened, suggestion, kind, onAccept, onCancel }: SuggestionModalProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const spellCheck = suggestion?.action === 'spellCheck';
  return (
    <AppModal
      opened={opened}
      onClose={onCancel}
      title={spellCheck ? t('writingHelp.spellCheckTitle') : t('writingHelp.improveTitle')}
      size="xl"
    >
      {suggestion && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {(['before', 'after'] as const).map((side) => (
              <Stack key={side} gap={6}>
                <Text fw={600} size="sm" component="h3" m={0}>
                  {t(`writingHelp.${side}`)}
                </Text>
                <ScrollableText label={t(`writingHelp.${side}`)} className={classes.pane}>
                  <MarkedText text={suggestion[side]} plainText={side === 'before' && kind === 'scope'} />
                </ScrollableText>
              </Stack>
            ))}
          </SimpleGrid>
          {spellCheck && (
            <Text size="sm" c="dimmed">
              {t('writingHelp.correctionsNote')}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('writingHelp.cancel')}
            </Button>
            <Button onClick={onAccept} data-autofocus>
              {spellCheck ? t('messages:aiAcceptSuggestions') : t('messages:aiUseSuggestion')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
