import { useTranslation } from 'react-i18next';
import { OneTimeSecret } from './OneTimeSecret';

/** An endpoint's signing secret as the server answered it, with its words on making it. */
export interface MadeSecret {
  secret: string;
  notice: string;
}

/** An endpoint's signing secret (whsec_…), added or made anew, the one time it is shown. */
export function SigningSecretShown({ made, onDone }: { made: MadeSecret; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <OneTimeSecret
      title={t('integrations.webhooks.onceTitle')}
      label={t('integrations.webhooks.secretLabel')}
      hint={t('integrations.webhooks.secretHint')}
      value={made.secret}
      notice={made.notice}
      onDone={onDone}
    />
  );
}
