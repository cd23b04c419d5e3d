import { SimpleGrid, TextInput } from '@mantine/core';
import {
  clientRules,
  clientShapeSchema,
  contactLimits,
  limits,
  normaliseContact,
  type ClientForm,
  type Language,
} from '@tradepact/shared';
import { contactsApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { AddressFields } from './AddressFields';
import type { Client } from './api';
import { ClientBusinessInput } from './ClientBusinessInput';
import { ContactFormFrame } from './ContactFormFrame';
import { ContactLanguageInput, useContactLanguage } from './ContactLanguageInput';
import { requiredFieldsOf } from './contactForm';
import { keyedPairs, NamePairs, pairsOut, type KeyedPair } from './NamePairs';
import { useContactForm } from './useContactForm';

type TextField = Exclude<keyof ClientForm, 'Id' | 'Name' | 'SameAddress' | 'Language' | 'IsBusiness'>;
type ClientValues = Record<TextField, string> & {
  SameAddress: boolean;
  IsBusiness: boolean;
  Name: KeyedPair[];
  /** Null until the contractor picks one: the rule's then (useContactLanguage). */
  Language: Language | null;
};

const requiredFields = requiredFieldsOf(clientRules, clientShapeSchema.parse({}));

function valuesOf(client: Client | null): ClientValues {
  return {
    BusinessName: client?.BusinessName ?? '',
    FirstName: client?.FirstName ?? '',
    LastName: client?.LastName ?? '',
    Name: keyedPairs(client?.Name),
    SameAddress: client?.SameAddress ?? false,
    Address: client?.Address ?? '',
    Unit: client?.Unit ?? '',
    City: client?.City ?? '',
    Province: client?.Province ?? '',
    PostalCode: client?.PostalCode ?? '',
    Phone: client?.Phone ?? '',
    Fax: client?.Fax ?? '',
    Email: client?.Email ?? '',
    Language: client?.Language ?? null,
    IsBusiness: client?.IsBusiness ?? false,
  };
}

/** What the client modal is showing: a new client (null) or one to edit. */
export type ClientModalTarget = { client: Client | null } | null;

/** Doc 2 §2/§5: add or edit a client on My Contacts. */
export function ClientModal({ target, onClose }: { target: ClientModalTarget; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={target?.client ? t('contacts.editClientTitle') : t('contacts.addClientTitle')}
    >
      {target && <ClientFormBody client={target.client} onDone={onClose} />}
    </AppModal>
  );
}

function ClientFormBody({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const { t } = useTranslation();
  const languageOf = useContactLanguage();
  const form = useContactForm({
    name: 'client',
    id: client?.Id ?? null,
    initialValues: () => valuesOf(client),
    schema: clientShapeSchema,
    rules: clientRules,
    required: requiredFields,
    label: (field) => t(`contacts.fields.${field}`),
    formOf: (values) => ({
      ...values,
      Id: null,
      Name: pairsOut(values.Name),
      Language: languageOf(values.Language, values.Province),
    }),
    bodyOf: ({ Id: _id, ...fields }) => ({
      ...fields,
      Name: fields.Name.map((pair) => normaliseContact(pair)),
    }),
    api: { create: contactsApi.clientCreate, update: contactsApi.clientUpdate },
    toast: { created: 'clientCreated', saved: 'clientSaved' },
    onDone,
  });
  const { input, problems } = form;

  return (
    <ContactFormFrame form={form} editing={client !== null} onCancel={onDone}>
      <TextInput
        {...input('BusinessName')}
        autoComplete="organization"
        maxLength={contactLimits.businessName}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput {...input('FirstName')} autoComplete="given-name" maxLength={limits.nameMaxLength} />
        <TextInput {...input('LastName')} autoComplete="family-name" maxLength={limits.nameMaxLength} />
      </SimpleGrid>
      <NamePairs
        pairs={form.values.Name}
        idPrefix={problems.idOf('')}
        errorText={problems.errorText}
        onChange={(Name) => form.setValues((previous) => ({ ...previous, Name }))}
      />
      <AddressFields {...form.address} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          {...input('Phone', { digits: 'phone' })}
          type="tel"
          autoComplete="tel-national"
          description={t('contacts.phoneHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <TextInput {...input('Fax', { digits: 'phone' })} type="tel" />
      </SimpleGrid>
      <TextInput {...input('Email')} type="email" autoComplete="email" maxLength={limits.emailMaxLength} />
      <ContactLanguageInput
        value={languageOf(form.values.Language, form.values.Province)}
        onChange={(Language) => form.setValues((previous) => ({ ...previous, Language }))}
      />
      <ClientBusinessInput
        checked={form.values.IsBusiness}
        onChange={(IsBusiness) => form.setValues((previous) => ({ ...previous, IsBusiness }))}
      />
    </ContactFormFrame>
  );
}
