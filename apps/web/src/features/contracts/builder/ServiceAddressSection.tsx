import { Textarea } from '@mantine/core';
import { contractLimits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { counted } from '../../../components/counted';
import { FormSection } from '../../../components/FormSection';
import { fieldIds } from './fields';

/** Doc 3 §2: where the sub-contractor works; prefilled from the project's address, editable. */
export function ServiceAddressSection({
  address,
  onAddress,
}: {
  address: string;
  onAddress: (address: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('contracts.serviceAddressLabel')}>
      <Textarea
        id={fieldIds.serviceAddress}
        label={t('contracts.serviceAddressLabel')}
        value={address}
        onChange={(event) => onAddress(event.currentTarget.value)}
        rows={3}
        resize="vertical"
        {...counted(address, contractLimits.maxServiceAddressLength, t)}
      />
    </FormSection>
  );
}
