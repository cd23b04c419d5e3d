import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { contactLimits, limits, normalisePostalCode } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useProvinceOptions } from '../../components/useProvinceOptions';
import { AddressAutocomplete } from './AddressAutocomplete';
import type { AddressSuggestion } from './api';

export const addressFields = ['Address', 'Unit', 'City', 'Province', 'PostalCode'] as const;
export type AddressField = (typeof addressFields)[number];
export type AddressValues = Record<AddressField, string>;

/** The address part of `value`. */
export function addressOf(value: AddressValues): AddressValues {
  return {
    Address: value.Address,
    Unit: value.Unit,
    City: value.City,
    Province: value.Province,
    PostalCode: value.PostalCode,
  };
}

export interface AddressFieldsProps {
  values: AddressValues;
  /** The id of each input is `${idPrefix}${field}` (a problem focuses it). */
  idPrefix: string;
  onChange: (field: AddressField, value: string) => void;
  /** A suggestion was chosen. */
  onPick: (address: AddressSuggestion) => void;
  /** A field lost the focus, with its value as it now is (the postal code written A1A 1A1). */
  onBlur?: (field: AddressField, value: string) => void;
  /** Texts of the fields' problems. */
  errors?: Partial<Record<AddressField, string | undefined>>;
  /** The fields the screen asks for (marked with *). */
  required?: readonly AddressField[];
  disabled?: boolean;
  /** Shown but not editable (a client block following the project's address). */
  readOnly?: boolean;
}

/** Address (with suggestions), unit, city, province and postal code (doc 2 §2). */
export function AddressFields({
  values,
  idPrefix,
  onChange,
  onPick,
  onBlur,
  errors = {},
  required = [],
  disabled,
  readOnly,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const provinceOptions = useProvinceOptions();
  const common = (field: AddressField) => ({
    id: `${idPrefix}${field}`,
    name: field,
    label: t(`contacts.fields.${field}`),
    withAsterisk: required.includes(field),
    error: errors[field],
    disabled,
    readOnly,
    variant: readOnly ? 'filled' : 'default',
  });
  const text = (field: AddressField) => ({
    ...common(field),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value),
    onBlur: () => onBlur?.(field, values[field]),
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {readOnly || disabled ? (
        <TextInput {...text('Address')} autoComplete="address-line1" />
      ) : (
        <AddressAutocomplete
          {...common('Address')}
          value={values.Address}
          onChange={(value) => onChange('Address', value)}
          onPick={onPick}
          onBlur={() => onBlur?.('Address', values.Address)}
          maxLength={contactLimits.address}
        />
      )}
      <TextInput {...text('Unit')} autoComplete="address-line2" maxLength={contactLimits.unit} />
      <TextInput {...text('City')} autoComplete="address-level2" maxLength={contactLimits.city} />
      <Select
        {...common('Province')}
        placeholder={readOnly || disabled ? undefined : t('contacts.provincePlaceholder')}
        data={provinceOptions}
        value={values.Province || null}
        onChange={(value) => onChange('Province', value ?? '')}
        onBlur={() => onBlur?.('Province', values.Province)}
        allowDeselect={false}
        autoComplete="address-level1"
      />
      <TextInput
        {...common('PostalCode')}
        value={values.PostalCode}
        description={readOnly || disabled ? undefined : t('contacts.postalCodeHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="postal-code"
        maxLength={limits.postalCodeMaxLength}
        onChange={(event) => onChange('PostalCode', event.currentTarget.value)}
        onBlur={() => {
          const written = values.PostalCode.trim() ? normalisePostalCode(values.PostalCode) : '';
          if (written !== values.PostalCode) onChange('PostalCode', written);
          onBlur?.('PostalCode', written);
        }}
      />
    </SimpleGrid>
  );
}
