import { useState } from 'react';
import { Checkbox, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollableText } from '../../components/ScrollableText';
import { TrustedHtml } from '../../components/TrustedHtml';
import { contentApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import { AcceptanceModal } from './AcceptanceModal';
import type { AcceptableContent } from './api';
import { useAcceptance } from './useAcceptance';

interface EulaAcceptModalProps {
  eula: AcceptableContent;
  /** The user accepted (or had already accepted the version in force). */
  onAccepted: () => void;
  /** Decline: signs out. */
  onDecline: () => Promise<void>;
}

/**
 * Doc 1 §2, the first popup after sign-in: the EULA in force. Accept is allowed only once the box is
 * ticked; Decline signs out. It cannot be closed any other way.
 */
export function EulaAcceptModal({ eula, onAccepted, onDecline }: EulaAcceptModalProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const [agreed, setAgreed] = useState(false);
  const acceptance = useAcceptance(eula, {
    accept: (shown) => call(contentApi.eulaAccept, { Version: shown.Version }),
    reread: async () => {
      const fresh = await call(contentApi.eulaRead);
      if (fresh.Type !== 200 || !fresh.Data) return undefined;
      // A newer text must be read and ticked again.
      setAgreed(false);
      return fresh.Data.Accepted ? null : fresh.Data;
    },
    onAccepted,
    onDecline,
  });
  const { shown } = acceptance;

  return (
    <AcceptanceModal
      title={t('messages:eulaTitle')}
      size="xl"
      lead={t('popups.eulaLead')}
      acceptance={acceptance}
      acceptLabel={t('popups.accept')}
      canAccept={agreed}
      withDecline
    >
      <ScrollableText
        label={t('popups.eulaTextLabel')}
        mah="50vh"
        p="md"
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Typography key={shown.Version}>
          <TrustedHtml html={shown.Content} />
        </Typography>
      </ScrollableText>
      <Checkbox
        label={t('messages:eulaAgreeCheckbox')}
        checked={agreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
      />
    </AcceptanceModal>
  );
}
