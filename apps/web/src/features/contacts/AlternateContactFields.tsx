import {
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  type SimpleGridProps,
  type TextInputProps,
} from '@mantine/core';
import { limits } from '@tradepact/shared';
import type { DigitsField } from '../../components/digitsInput';
import type { SameAsBusinessFlag, SubcontractorValues } from './subcontractorValues';

type AlternateField = 'ContactPhone' | 'ContactEmail';

export interface AlternateContactFieldsProps {
  values: Pick<SubcontractorValues, SameAsBusinessFlag>;
  /** The form's own input props of a field (its words, checks and messages). */
  input: (field: AlternateField, options: { digits?: DigitsField; readOnly?: boolean }) => TextInputProps;
  switchLabel: (flag: SameAsBusinessFlag) => string;
  onSame: (flag: SameAsBusinessFlag, on: boolean) => void;
  /** The columns of the form's other grids. */
  cols: SimpleGridProps['cols'];
}

/**
 * A sub-contractor's alternate contact phone and email, each with the switch that makes it the
 * business's: while on, the input follows the business's and cannot be typed in.
 */
export function AlternateContactFields({
  values,
  input,
  switchLabel,
  onSame,
  cols,
}: AlternateContactFieldsProps) {
  const sameSwitch = (flag: SameAsBusinessFlag) => (
    <Switch
      label={switchLabel(flag)}
      checked={values[flag]}
      onChange={(event) => onSame(flag, event.currentTarget.checked)}
    />
  );
  return (
    <SimpleGrid cols={cols}>
      <Stack gap="xs">
        <TextInput {...input('ContactPhone', { digits: 'phone', readOnly: values.SamePhone })} type="tel" />
        {sameSwitch('SamePhone')}
      </Stack>
      <Stack gap="xs">
        <TextInput
          {...input('ContactEmail', { readOnly: values.SameEmail })}
          type="email"
          maxLength={limits.emailMaxLength}
        />
        {sameSwitch('SameEmail')}
      </Stack>
    </SimpleGrid>
  );
}
