import { SegmentedControl } from '@mantine/core';
import { isLanguage, languages } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { LanguageName } from '../../../components/LanguageName';
import { switchLanguage } from '../../../i18n/switchLanguage';
import { call } from '../../../lib/http';
import { userInfoKey } from '../../../lib/storage';
import { useUserInfo } from '../../billing/useSubscriptionStatus';

/**
 * Settings → Language: the account's language (issue 30 §1), kept on the server for what it sends
 * the account, and the page's at once.
 */
export function LanguageSetting() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    setSaving(true);
    try {
      const answer = await call(authApi.updateLanguage, { Language: value });
      if (answer.Type !== 200) return;
      await switchLanguage(value);
      await queryClient.invalidateQueries({ queryKey: userInfoKey });
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormSection title={t('settings.languageTitle')} lead={t('settings.languageLead')}>
      <SegmentedControl
        aria-label={t('settings.languageTitle')}
        value={info.data?.Language ?? ''}
        onChange={(value) => void choose(value)}
        disabled={saving || !info.data}
        data={languages.map((language) => ({ value: language, label: <LanguageName language={language} /> }))}
        w="fit-content"
      />
    </FormSection>
  );
}
