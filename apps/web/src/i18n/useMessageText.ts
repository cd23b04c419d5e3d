import { useCallback } from 'react';
import { defaultMessageParams, isPageMessageKey as isMessageKey } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';

export { isMessageKey };

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
