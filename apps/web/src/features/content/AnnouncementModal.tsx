import { Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollableText } from '../../components/ScrollableText';
import { TrustedHtml } from '../../components/TrustedHtml';
import { contentApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import { AcceptanceModal } from './AcceptanceModal';
import type { AcceptableContent } from './api';
import { useAcceptance } from './useAcceptance';

interface AnnouncementModalProps {
  announcement: AcceptableContent;
  /** The announcement is accepted, withdrawn, or could not be recorded: the next popup may follow. */
  onDone: () => void;
}

/** Doc 1 §2, the second popup after sign-in: the operator's announcement, with an Okay button. */
export function AnnouncementModal({ announcement, onDone }: AnnouncementModalProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const acceptance = useAcceptance(announcement, {
    accept: (shown) => call(contentApi.announcementAccept, { Version: shown.Version }),
    reread: async () => {
      const fresh = await call(contentApi.announcementRead);
      if (fresh.Type !== 200) return undefined;
      return fresh.Data && !fresh.Data.Accepted ? fresh.Data : null;
    },
    onAccepted: onDone,
    // Not recorded (the toast tells why): it shows again at the next sign-in while it is in force.
    onFailed: onDone,
  });
  const { shown } = acceptance;

  return (
    <AcceptanceModal
      title={t('popups.announcementTitle')}
      size="lg"
      acceptance={acceptance}
      acceptLabel={t('popups.okay')}
      withDecline={false}
    >
      <ScrollableText label={t('popups.announcementTitle')} mah="60vh">
        <Typography key={shown.Version}>
          <TrustedHtml html={shown.Content} />
        </Typography>
      </ScrollableText>
    </AcceptanceModal>
  );
}
