import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenLanguage, switchLanguage } from '../../i18n/switchLanguage';
import { useUserInfo } from '../billing/useSubscriptionStatus';

/**
 * Once signed in, the pages speak the account's language, unless this browser's visitor chose one
 * with the language switch (issue 30 §1: the explicit choice, then the account's, then the browser's).
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const language = useUserInfo().data?.Language;
  useEffect(() => {
    if (language && !chosenLanguage() && i18n.language !== language) void switchLanguage(language);
  }, [language, i18n]);
}
