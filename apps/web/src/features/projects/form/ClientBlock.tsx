import { Badge, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAddressBook, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { contactLimits, limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AddressFields, addressFields, addressOf } from '../../contacts/AddressFields';
import type { Client } from '../../contacts/api';
import { NamePairs } from '../../contacts/NamePairs';
import type { Problems } from '../../contacts/useProblems';
import { keepDigits, type DigitsField } from '../../../components/digitsInput';
import { FormSection } from '../../../components/FormSection';
import { ClientBusinessInput } from '../../contacts/ClientBusinessInput';
import { ContactLanguageInput, useContactLanguage } from '../../contacts/ContactLanguageInput';
import { ClientNameInput } from './ClientNameInput';
import type { BlockText, ClientBlockValues } from './projectForm';
import type { ProjectFormState } from './useProjectForm';

export interface ClientBlockProps {
  index: number;
  block: ClientBlockValues;
  count: number;
  form: ProjectFormState;
  problems: Problems;
  clients: readonly Client[];
  readOnly: boolean;
}

/** Doc 2 §2: one 'Client/Homeowner N' block of the project form. */
export function ClientBlock({ index, block, count, form, problems, clients, readOnly }: ClientBlockProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const languageOf = useContactLanguage();
  const number = index + 1;
  const path = (field: string) => `Clients.${index}.${field}`;
  const title = t('messages:projectFormClientBlock', { number });
  const usedElsewhere = form.values.Clients.filter((other) => other.key !== block.key && other.Id).map(
    (other) => other.Id as string,
  );

  const text = (field: BlockText, options: { digits?: DigitsField } = {}) => ({
    id: problems.idOf(path(field)),
    name: field,
    label: t(`contacts.fields.${field}`),
    value: block[field],
    error: problems.errorText(path(field)),
    disabled: readOnly,
    inputMode: options.digits ? ('numeric' as const) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const typed = event.currentTarget.value;
      form.setBlockField(index, field, options.digits ? keepDigits(typed, options.digits) : typed);
    },
    onBlur: () => form.checkBlockField(index, field),
  });

  const nameInput = (field: 'FirstName' | 'LastName') => ({
    field,
    id: problems.idOf(path(field)),
    label: t(`contacts.fields.${field}`),
    withAsterisk: true,
    value: block[field],
    error: problems.errorText(path(field)),
    clients,
    excludeIds: usedElsewhere,
    onChange: (value: string) => form.setBlockField(index, field, value),
    onPick: (client: Client) => form.pickClient(index, client),
  });

  return (
    <FormSection
      title={title}
      aside={
        !readOnly &&
        count > 1 && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => form.removeBlock(index)}
          >
            {t('projectForm.deleteClient', { number })}
          </Button>
        )
      }
    >
      {block.Id && (
        <Group gap="xs">
          <Badge variant="light" leftSection={<IconAddressBook size={14} aria-hidden />}>
            {t('projectForm.existingClient')}
          </Badge>
          {!readOnly && (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => form.forgetClient(index)}
            >
              {t('projectForm.newClientInstead')}
            </Button>
          )}
        </Group>
      )}
      <TextInput {...text('BusinessName')} autoComplete="off" maxLength={contactLimits.businessName} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {readOnly ? (
          <>
            <TextInput {...text('FirstName')} withAsterisk />
            <TextInput {...text('LastName')} withAsterisk />
          </>
        ) : (
          <>
            <ClientNameInput {...nameInput('FirstName')} />
            <ClientNameInput {...nameInput('LastName')} />
          </>
        )}
      </SimpleGrid>
      <NamePairs
        pairs={block.Name}
        idPrefix={problems.idOf(path(''))}
        errorText={(pairPath) => problems.errorText(path(pairPath))}
        onChange={(pairs) => form.setPairs(index, pairs)}
        disabled={readOnly}
      />
      <Checkbox
        label={t('messages:projectFormSameAddress')}
        checked={block.SameAddress}
        disabled={readOnly}
        onChange={(event) => form.setSameAddress(index, event.currentTarget.checked)}
      />
      <AddressFields
        idPrefix={problems.idOf(path(''))}
        values={addressOf(block)}
        readOnly={block.SameAddress}
        disabled={readOnly}
        errors={Object.fromEntries(addressFields.map((field) => [field, problems.errorText(path(field))]))}
        onChange={(field, value) => form.setBlockField(index, field, value)}
        onPick={(address) => form.pickBlockAddress(index, address)}
        onBlur={(field, value) => form.checkBlockField(index, field, value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          {...text('Phone', { digits: 'phone' })}
          withAsterisk
          type="tel"
          autoComplete="off"
          description={readOnly ? undefined : t('contacts.phoneHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <TextInput
          {...text('Email')}
          withAsterisk
          type="email"
          autoComplete="off"
          maxLength={limits.emailMaxLength}
        />
      </SimpleGrid>
      {!readOnly && (
        <ContactLanguageInput
          value={languageOf(block.Language, block.Province)}
          onChange={(language) => form.setBlockLanguage(index, language)}
        />
      )}
      {/* Shown on a read-only project too, as its fields are: whose rules its contracts follow. */}
      <ClientBusinessInput
        checked={block.IsBusiness}
        onChange={(isBusiness) => form.setBlockIsBusiness(index, isBusiness)}
        disabled={readOnly}
      />
      {!readOnly && index === count - 1 && count < contactLimits.clientsPerProject && (
        <Stack align="flex-start">
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={form.addBlock}>
            {t('projectForm.addClient')}
          </Button>
        </Stack>
      )}
    </FormSection>
  );
}
