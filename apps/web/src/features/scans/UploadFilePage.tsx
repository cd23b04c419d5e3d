import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { toastSuccess } from '../../lib/toast';
import { scanReadingLimitMs } from './scanFile';
import { ScanUploader } from './ScanUploader';
import { useScanUpload } from './useScanUpload';

/** Upload Contract, /UploadFile (doc 2 §2): a copy signed on paper, filed by its QR codes. */
export function UploadFilePage() {
  const { t } = useTranslation(['ui', 'messages']);
  usePageTitle(t('scans.pageTitle'));
  const navigate = useNavigate();
  const scan = useScanUpload({
    readingLimitMs: scanReadingLimitMs.page,
    onFiled: () => {
      toastSuccess(t('messages:uploadContractUploaded'));
      void navigate('/MyProjects');
    },
  });

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('scans.pageTitle')}
        </Title>
        <Text c="dimmed">{t('scans.pageLead')}</Text>
      </Stack>
      <ScanUploader
        scan={scan}
        failureTitle={t('messages:dialogErrorTitle')}
        readingLimitMs={scanReadingLimitMs.page}
      />
    </Stack>
  );
}
