import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconSparkles, IconTextSpellcheck } from '@tabler/icons-react';
import { wordsOfHtml, type Language, type WritingHelpKind } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useWritingHelpOptions, type WritingHelpAction } from './api';
import { NoticeDialog } from './NoticeDialog';
import { SuggestionModal } from './SuggestionModal';
import { useWritingHelp } from './useWritingHelp';

export interface WritingHelpButtonsProps {
  /** The field's text: the plain text of the scope, or a clause's HTML. */
  text: string;
  kind: WritingHelpKind;
  /** The language the text is written in, when the page knows it (the contract's in the builder). */
  language?: Language | undefined;
  /** What the text is called in the buttons' names ('clause 2'): each names the text it works on. */
  name: string;
  /** Takes the accepted suggestion: plain text for the scope, clause HTML for a clause. */
  onAccept: (text: string) => void;
}

const icons = { spellCheck: IconTextSpellcheck, improve: IconSparkles } as const;

/**
 * Doc 3 §2: the spell-check and AI buttons beside a text of the builder or the template editor, each
 * shown when the server offers it and disabled while the text is empty.
 */
export function WritingHelpButtons({ text, kind, language, name, onAccept }: WritingHelpButtonsProps) {
  const { t } = useTranslation();
  const options = useWritingHelpOptions();
  const help = useWritingHelp(kind, language, onAccept);
  const blank = wordsOfHtml(text) === 0;
  const offered: WritingHelpAction[] = [
    ...(options.data?.SpellCheck ? (['spellCheck'] as const) : []),
    ...(options.data?.Improve ? (['improve'] as const) : []),
  ];
  if (offered.length === 0) return null;

  return (
    <>
      <Group gap={4} wrap="nowrap">
        {offered.map((action) => {
          const Icon = icons[action];
          return (
            <Tooltip key={action} label={t(`writingHelp.${action}`)} openDelay={400}>
              <ActionIcon
                variant="light"
                size="md"
                aria-label={t(`writingHelp.${action}For`, { name })}
                disabled={blank}
                onClick={() => help.ask(action, text)}
              >
                <Icon size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        })}
      </Group>
      <SuggestionModal
        opened={help.opened}
        suggestion={help.suggestion}
        kind={kind}
        onAccept={help.accept}
        onCancel={help.cancel}
      />
      <NoticeDialog opened={help.noticeOpened} notice={help.notice} onClose={help.closeNotice} />
    </>
  );
}
