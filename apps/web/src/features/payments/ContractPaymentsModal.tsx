import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { ContractPaymentsPanel } from './ContractPaymentsPanel';

/** Doc 3 §9: the phone layout starts below 768 px; there the payments take the whole screen. */
export const phoneQuery = '(max-width: 767px)';

/** A signed contract's payments (issue 33 §1), over the contracts list it is opened from. */
export function ContractPaymentsModal({
  contract,
  recipients,
  onChanged,
  onClose,
}: {
  /** The contract's id and number; null while closed. */
  contract: { Id: string; Number?: number | undefined } | null;
  recipients: readonly string[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(phoneQuery) ?? false;
  return (
    <AppModal
      opened={contract !== null}
      onClose={onClose}
      title={t('contractPayments.title', { number: contract?.Number ?? '' })}
      size="xl"
      fullScreen={phone}
      // Above the contracts list it is opened from.
      zIndex={300}
    >
      {contract && (
        <ContractPaymentsPanel contractId={contract.Id} recipients={recipients} onChanged={onChanged} />
      )}
    </AppModal>
  );
}
