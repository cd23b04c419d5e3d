import { useState } from 'react';
import type { Envelope, Language, WritingHelpKind } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useLoader } from '../../components/LoaderOverlay';
import { askSuggestion, type WritingHelpAction } from './api';
import { acceptedText, correctionCount } from './suggestion';

/** A suggestion shown beside the text it was made for. */
export interface Suggestion {
  action: WritingHelpAction;
  /** The text as it was sent. */
  before: string;
  /** The server's suggestion (sanitised HTML, corrections in red spans). */
  after: string;
}

/** A popup with a title, an optional text, and OK. */
export interface Notice {
  title: string;
  body?: string;
}

/** Refused for the request itself (the day's limit, a text too long): its reason is worth reading. */
function isRefusal(envelope: Envelope<unknown>): boolean {
  return envelope.Type >= 400 && envelope.Type < 500 && envelope.Content !== '';
}

/**
 * Doc 3 §4, §8: the text is sent, the loader shows, then the suggestion opens beside the text, or a
 * spell check that found nothing says so. A failed improve shows 'Failed to get AI suggestions…'
 * (a refusal its reason: "Refusals are always shown"); a failed spell check is only logged.
 */
export function useWritingHelp(
  kind: WritingHelpKind,
  language: Language | undefined,
  onAccept: (text: string) => void,
) {
  const { t } = useTranslation(['ui', 'messages']);
  const loader = useLoader();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [opened, setOpened] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticeOpened, setNoticeOpened] = useState(false);
  const tell = (shown: Notice) => {
    setNotice(shown);
    setNoticeOpened(true);
  };

  const ask = async (action: WritingHelpAction, text: string) => {
    loader.show();
    let envelope;
    try {
      envelope = await askSuggestion(action, text, kind, language);
    } finally {
      loader.hide();
    }
    if (envelope.Type === 200 && envelope.Data) {
      const after = envelope.Data.Text;
      if (action === 'spellCheck' && correctionCount(after) === 0) {
        tell({ title: t('writingHelp.noCorrectionsTitle'), body: t('writingHelp.noCorrections') });
      } else {
        setSuggestion({ action, before: text, after });
        setOpened(true);
      }
    } else if (isRefusal(envelope)) {
      tell({ title: envelope.Content });
    } else if (action === 'improve') {
      tell({ title: t('messages:aiSuggestionsFailed') });
    } else {
      console.error('The spell check failed', envelope.Type, envelope.Content);
    }
  };

  const accept = () => {
    if (suggestion) onAccept(acceptedText(kind, suggestion.after));
    setOpened(false);
  };

  return {
    ask: (action: WritingHelpAction, text: string) => void ask(action, text),
    opened,
    suggestion,
    accept,
    cancel: () => setOpened(false),
    noticeOpened,
    notice,
    closeNotice: () => setNoticeOpened(false),
  };
}
