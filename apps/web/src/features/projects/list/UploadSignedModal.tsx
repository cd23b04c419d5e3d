import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import { toastSuccess } from '../../../lib/toast';
import { scanReadingLimitMs } from '../../scans/scanFile';
import { ScanUploader } from '../../scans/ScanUploader';
import { useScanUpload } from '../../scans/useScanUpload';
import type { ProjectContract } from './api';

/**
 * Doc 2 "Upload signed agreement": the scan of a sent contract signed on paper, sent with that
 * contract's id. A refusal is the 'Failure' popup (doc 2 §8); once filed, it closes, and the list
 * (read again by the upload) shows the contract Signed once it is sealed.
 */
function UploadSignedForm({ contract, onClose }: { contract: ProjectContract; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const scan = useScanUpload({
    contractId: contract.Id,
    readingLimitMs: scanReadingLimitMs.modal,
    onFiled: () => {
      toastSuccess(t('messages:uploadContractUploaded'));
      onClose();
    },
  });
  return (
    <Stack gap="md">
      <Text size="sm">{t('scans.modalLead', { number: contract.Number })}</Text>
      <ScanUploader
        scan={scan}
        failureTitle={t('messages:uploadFailureTitle')}
        readingLimitMs={scanReadingLimitMs.modal}
      />
    </Stack>
  );
}

export function UploadSignedModal({
  contract,
  onClose,
}: {
  contract: ProjectContract | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={contract !== null}
      onClose={onClose}
      title={t('scans.modalTitle', { number: contract?.Number ?? '' })}
      size="lg"
      // Above the contracts list it is opened from.
      zIndex={300}
    >
      {contract && <UploadSignedForm key={contract.Id} contract={contract} onClose={onClose} />}
    </AppModal>
  );
}
