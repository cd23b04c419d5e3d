import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  businessLimits,
  isValidBusinessNumber,
  licenceLimits,
  limits,
  qstNumberLimits,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useProvinceOptions } from '../../components/useProvinceOptions';
import { isMissing } from './businessForm';
import { LogoDropzone } from './LogoDropzone';
import { ProfileSection } from './ProfileSection';
import { fieldId } from './tabs';
import { postalCodeOptions, type BusinessFormState } from './useBusinessForm';

/** Tab 0: the business, its logo and its address (the fields highlighted while empty, doc 1 §2). */
export function BusinessInfoTab({ form, disabled }: { form: BusinessFormState; disabled?: boolean }) {
  const { t } = useTranslation(['ui', 'messages']);
  const provinceOptions = useProvinceOptions();
  const { values } = form;
  const gstWarning =
    values.GstNumber !== '' && !isValidBusinessNumber(values.GstNumber)
      ? t('messages:profileGstCheckDigitWarning')
      : undefined;
  const businessMissing = isMissing('Name', values) || isMissing('GstNumber', values);
  const addressMissing = (['Address', 'City', 'Province', 'PostalCode'] as const).some((field) =>
    isMissing(field, values),
  );
  const province = form.input('Province');

  return (
    <Stack gap="lg">
      <ProfileSection title={t('profilePage.businessSection')} missing={businessMissing}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.fields.Name')}
            autoComplete="organization"
            maxLength={businessLimits.name}
            {...form.input('Name')}
          />
          <TextInput
            label={t('profile.fields.GstNumber')}
            description={gstWarning ?? t('profilePage.gstHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            descriptionProps={{
              'aria-live': 'polite',
              ...(gstWarning ? { c: 'orange.9', fw: 500, 'data-testid': 'gst-warning' } : {}),
            }}
            {...form.input('GstNumber', { digits: limits.gstNumberDigits })}
          />
          <TextInput
            label={t('profile.fields.QstNumber')}
            description={t('profilePage.qstHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={qstNumberLimits.chars}
            {...form.input('QstNumber')}
          />
        </SimpleGrid>
      </ProfileSection>

      <ProfileSection title={t('profilePage.licencesSection')} lead={t('profilePage.licencesLead')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.fields.RbqLicence')}
            description={t('profilePage.rbqHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={licenceLimits.rbqLicenceChars}
            {...form.input('RbqLicence')}
          />
          <TextInput
            label={t('profile.fields.OpcPermit')}
            description={t('profilePage.opcHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={licenceLimits.opcPermitChars}
            {...form.input('OpcPermit')}
          />
          <TextInput
            label={t('profile.fields.AlbertaPrepaidLicence')}
            description={t('profilePage.albertaPrepaidHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={licenceLimits.albertaPrepaidLicenceChars}
            {...form.input('AlbertaPrepaidLicence')}
          />
        </SimpleGrid>
      </ProfileSection>

      <ProfileSection title={t('profilePage.logoSection')}>
        <LogoDropzone value={values.Photo} onChange={(id) => form.setFile('Photo', id)} disabled={disabled} />
      </ProfileSection>

      <ProfileSection title={t('profilePage.addressSection')} missing={addressMissing}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('profile.fields.Address')}
            autoComplete="address-line1"
            maxLength={businessLimits.address}
            {...form.input('Address')}
          />
          <TextInput
            label={t('profile.fields.Unit')}
            autoComplete="address-line2"
            maxLength={businessLimits.unit}
            {...form.input('Unit')}
          />
          <TextInput
            label={t('profile.fields.City')}
            autoComplete="address-level2"
            maxLength={businessLimits.city}
            {...form.input('City')}
          />
          <Select
            label={t('profile.fields.Province')}
            placeholder={t('profile.provincePlaceholder')}
            data={provinceOptions}
            id={fieldId('Province')}
            name="Province"
            required={province.required}
            data-missing={province['data-missing']}
            value={values.Province || null}
            onChange={(value) => form.setText('Province', value ?? '')}
            onBlur={province.onBlur}
            error={province.error}
            allowDeselect={false}
            autoComplete="address-level1"
          />
          <TextInput
            label={t('profile.fields.PostalCode')}
            description={t('profile.postalCodeHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="postal-code"
            maxLength={limits.postalCodeMaxLength}
            {...form.input('PostalCode', postalCodeOptions)}
          />
        </SimpleGrid>
      </ProfileSection>
    </Stack>
  );
}
