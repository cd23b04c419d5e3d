import { SimpleGrid, TextInput } from '@mantine/core';
import {
  contactLimits,
  limits,
  subcontractorContactRules,
  subcontractorShapeSchema,
} from '@tradepact/shared';
import { contactsApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { AddressFields } from './AddressFields';
import { AlternateContactFields } from './AlternateContactFields';
import type { Subcontractor } from './api';
import { ContactFormFrame } from './ContactFormFrame';
import { ContactLanguageInput, useContactLanguage } from './ContactLanguageInput';
import { requiredFieldsOf } from './contactForm';
import {
  alternateFieldOf,
  subcontractorFormOf,
  valuesOfSubcontractor,
  withSameAsBusiness,
  withTypedText,
  type SameAsBusinessFlag,
} from './subcontractorValues';
import { useContactForm } from './useContactForm';

// Doc 2 §5: My Contacts checks a sub-contractor with its own rules (My Projects has others).
const requiredFields = requiredFieldsOf(subcontractorContactRules, subcontractorShapeSchema.parse({}));

/** What the sub-contractor modal is showing: a new sub-contractor (null) or one to edit. */
export type SubcontractorModalTarget = { subcontractor: Subcontractor | null } | null;

/** Doc 2 §2/§5: add or edit a sub-contractor on My Contacts. */
export function SubcontractorModal({
  target,
  onClose,
}: {
  target: SubcontractorModalTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={
        target?.subcontractor ? t('contacts.editSubcontractorTitle') : t('contacts.addSubcontractorTitle')
      }
    >
      {target && <SubcontractorFormBody subcontractor={target.subcontractor} onDone={onClose} />}
    </AppModal>
  );
}

function SubcontractorFormBody({
  subcontractor,
  onDone,
}: {
  subcontractor: Subcontractor | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const languageOf = useContactLanguage();
  const form = useContactForm({
    name: 'subcontractor',
    id: subcontractor?.Id ?? null,
    initialValues: () => valuesOfSubcontractor(subcontractor),
    schema: subcontractorShapeSchema,
    rules: subcontractorContactRules,
    required: requiredFields,
    label: (field) => t(`contacts.subcontractorFields.${field}`),
    formOf: (values) => subcontractorFormOf(values),
    bodyOf: ({ Id: _id, ProjectId: _project, ...body }) => body,
    api: { create: contactsApi.subcontractorCreate, update: contactsApi.subcontractorUpdate },
    toast: { created: 'subcontractorCreated', saved: 'subcontractorSaved' },
    typed: withTypedText,
    onDone,
  });
  const { input, values } = form;

  const setSame = (flag: SameAsBusinessFlag, on: boolean) => {
    form.setValues((previous) => withSameAsBusiness(previous, flag, on));
    form.problems.clear(alternateFieldOf[flag]);
  };

  return (
    <ContactFormFrame form={form} editing={subcontractor !== null} onCancel={onDone}>
      <TextInput {...input('Name')} autoComplete="organization" maxLength={contactLimits.businessName} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          {...input('ContactFirstName')}
          autoComplete="given-name"
          maxLength={limits.nameMaxLength}
        />
        <TextInput
          {...input('ContactLastName')}
          autoComplete="family-name"
          maxLength={limits.nameMaxLength}
        />
      </SimpleGrid>
      <AddressFields {...form.address} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          {...input('Phone', { digits: 'phone' })}
          type="tel"
          autoComplete="tel-national"
          description={t('contacts.phoneHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <TextInput
          {...input('PhoneExtension', { digits: contactLimits.phoneExtension })}
          type="tel"
          autoComplete="tel-extension"
        />
        <TextInput {...input('Fax', { digits: 'phone' })} type="tel" />
      </SimpleGrid>
      <TextInput {...input('Email')} type="email" autoComplete="email" maxLength={limits.emailMaxLength} />
      <AlternateContactFields
        values={values}
        input={input}
        switchLabel={(flag) => t(`contacts.subcontractorFields.${flag}`)}
        onSame={setSame}
        cols={{ base: 1, xs: 2 }}
      />
      <ContactLanguageInput
        value={languageOf(values.Language, values.Province)}
        onChange={(Language) => form.setValues((previous) => ({ ...previous, Language }))}
      />
    </ContactFormFrame>
  );
}
