import { useCallback } from 'react';
import { defaultMessageParams, type PageMessageKey } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { i18n } from './index';

/**
 * True when `text` names a message the pages show: one of the page catalogue the language loaded
 * (the code of an answer, a validation error of the shared schemas). A key is a plain word, never a
 * namespace or a path.
 */
export function isMessageKey(text: string): text is PageMessageKey {
  return /^\w+$/.test(text) && i18n.exists(text, { ns: 'messages' });
}

/**
 * Turns a message key (a validation error of the shared schemas) into its text, with the samples the
 * server shows too (the email message's address and the phone message's number, doc 1 §5). A text
 * that is not a key is shown as it is.
 */
export function useMessageText(): (key: string) => string {
  const { t } = useTranslation(['ui', 'messages']);
  return useCallback(
    (key: string) => {
      if (!isMessageKey(key)) return key;
      return t(`messages:${key}`, defaultMessageParams[key] ?? {});
    },
    [t],
  );
}
