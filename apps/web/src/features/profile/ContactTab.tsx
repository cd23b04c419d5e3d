import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { businessLimits, limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './ProfileSection';
import { fieldId } from './tabs';
import { phoneOptions, type BusinessFormState } from './useBusinessForm';

/** Tab 4: the contact person, the business phone and email, and the alternate contact. */
export function ContactTab({ form }: { form: BusinessFormState }) {
  const { t } = useTranslation();
  const { values } = form;

  return (
    <Stack gap="lg">
      <ProfileSection title={t('profilePage.contactSection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.fields.FirstName')}
            autoComplete="given-name"
            maxLength={limits.nameMaxLength}
            {...form.input('FirstName')}
          />
          <TextInput
            label={t('profile.fields.LastName')}
            autoComplete="family-name"
            maxLength={limits.nameMaxLength}
            {...form.input('LastName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('profile.fields.Phone')}
            description={t('profile.phoneHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            type="tel"
            autoComplete="tel-national"
            {...form.input('Phone', phoneOptions)}
          />
          <TextInput
            label={t('profile.fields.PhoneExtension')}
            type="tel"
            autoComplete="tel-extension"
            {...form.input('PhoneExtension', { digits: businessLimits.phoneExtension })}
          />
          <TextInput
            label={t('profile.fields.Fax')}
            type="tel"
            {...form.input('Fax', { ...phoneOptions, digits: limits.faxDigits })}
          />
        </SimpleGrid>
        <TextInput
          label={t('profile.fields.Email')}
          type="email"
          autoComplete="email"
          maxLength={limits.emailMaxLength}
          {...form.input('Email')}
        />
      </ProfileSection>

      <ProfileSection title={t('profilePage.alternateSection')} lead={t('profilePage.alternateLead')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.fields.AltFirstName')}
            maxLength={limits.nameMaxLength}
            {...form.input('AltFirstName')}
          />
          <TextInput
            label={t('profile.fields.AltLastName')}
            maxLength={limits.nameMaxLength}
            {...form.input('AltLastName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            <TextInput
              label={t('profile.fields.AltPhone')}
              type="tel"
              readOnly={values.SamePhone}
              variant={values.SamePhone ? 'filled' : 'default'}
              {...form.input('AltPhone', phoneOptions)}
            />
            <Switch
              id={fieldId('SamePhone')}
              label={t('profile.fields.SamePhone')}
              checked={values.SamePhone}
              onChange={(event) => form.setSame('SamePhone', event.currentTarget.checked)}
            />
          </Stack>
          <Stack gap="xs">
            <TextInput
              label={t('profile.fields.AltEmail')}
              type="email"
              maxLength={limits.emailMaxLength}
              readOnly={values.SameEmail}
              variant={values.SameEmail ? 'filled' : 'default'}
              {...form.input('AltEmail')}
            />
            <Switch
              id={fieldId('SameEmail')}
              label={t('profile.fields.SameEmail')}
              checked={values.SameEmail}
              onChange={(event) => form.setSame('SameEmail', event.currentTarget.checked)}
            />
          </Stack>
        </SimpleGrid>
      </ProfileSection>
    </Stack>
  );
}
