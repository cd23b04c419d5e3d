import { useState, type ChangeEvent } from 'react';
import { limits, normalisePhone, normalisePostalCode, type BusinessField } from '@tradepact/shared';
import { useMessageText } from '../../i18n/useMessageText';
import { fieldProblem, isMandatory, isMissing, type BusinessValues, type TextField } from './businessForm';
import { fieldId } from './tabs';

export interface TextInputOptions {
  /**
   * Digits only, at most this many: other characters are dropped before the limit applies, so a
   * pasted "123 456 782" keeps its nine digits (the input has no maxLength, which would cut first).
   */
  digits?: number;
  /** A phone or fax number: a leading country code 1 is dropped too ("+1 (647) 555-0199"). */
  phone?: boolean;
  /** Applied when the field loses focus (e.g. the postal code's A1A 1A1). */
  normalise?: (value: string) => string;
}

function digitsOf(typed: string, options: TextInputOptions): string {
  return options.phone ? normalisePhone(typed) : typed.replace(/\D/g, '');
}

type Errors = Partial<Record<BusinessField, string>>;

/**
 * The profile's one form: every tab's fields, their messages (message keys of the shared catalogue),
 * and the Same-phone / Same-email copies that keep following the business values while on.
 */
export function useBusinessForm(initial: BusinessValues) {
  const message = useMessageText();
  const [values, setValues] = useState<BusinessValues>(initial);
  const [errors, setErrors] = useState<Errors>({});

  const clearError = (field: BusinessField) =>
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));

  const setText = (field: TextField, value: string) => {
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      if (field === 'Phone' && previous.SamePhone) next.AltPhone = value;
      if (field === 'Email' && previous.SameEmail) next.AltEmail = value;
      return next;
    });
    clearError(field);
  };

  const setSame = (flag: 'SamePhone' | 'SameEmail', on: boolean) => {
    setValues((previous) => {
      const next = { ...previous, [flag]: on };
      if (on && flag === 'SamePhone') next.AltPhone = previous.Phone;
      if (on && flag === 'SameEmail') next.AltEmail = previous.Email;
      return next;
    });
    clearError(flag === 'SamePhone' ? 'AltPhone' : 'AltEmail');
  };

  const setFile = (field: 'Photo' | 'Signature', id: string) => {
    setValues((previous) => ({ ...previous, [field]: id }));
    clearError(field);
  };

  const setError = (field: BusinessField, key: string | undefined) =>
    setErrors((previous) => ({ ...previous, [field]: key }));

  /** Props of a text input (TextInput, Textarea, Select's text): value, checks on blur, message. */
  const input = (field: TextField, options: TextInputOptions = {}) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    required: isMandatory(field),
    'data-missing': isMissing(field, values) || undefined,
    inputMode: options.digits ? ('numeric' as const) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const typed = event.currentTarget.value;
      setText(field, options.digits ? digitsOf(typed, options).slice(0, options.digits) : typed);
    },
    onBlur: () => {
      const value = options.normalise && values[field] ? options.normalise(values[field]) : values[field];
      const next = { ...values, [field]: value };
      if (value !== values[field]) setText(field, value);
      setError(field, fieldProblem(field, next));
    },
    error: errors[field] ? message(errors[field]) : undefined,
  });

  return {
    values,
    errors,
    setValues,
    setErrors,
    setError,
    setText,
    setSame,
    setFile,
    input,
    errorText: (field: BusinessField) => (errors[field] ? message(errors[field]) : undefined),
  };
}

export type BusinessFormState = ReturnType<typeof useBusinessForm>;

export const postalCodeOptions: TextInputOptions = { normalise: normalisePostalCode };

export const phoneOptions: TextInputOptions = { digits: limits.phoneDigits, phone: true };
