import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  clientRules,
  clientShapeSchema,
  contactLimits,
  firstProblem,
  limits,
  normaliseContact,
  type ClientForm,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { isMessage } from '../../i18n/useMessageText';
import { post, put } from '../../lib/http';
import { toastSuccess } from '../../lib/toast';
import { AddressFields, addressOf, type AddressField } from './AddressFields';
import { contactsApi, reloadContactsAndProjects, type Client } from './api';
import { blurProblem, digitsOnly, firstIssue } from './contactForm';
import { ErrorDialog } from '../../components/ErrorDialog';
import { keyedPairs, NamePairs, pairsOut, type KeyedPair } from './NamePairs';
import { useProblems } from './useProblems';

type TextField = Exclude<keyof ClientForm, 'Id' | 'Name' | 'SameAddress'>;
type ClientValues = Record<TextField, string> & { SameAddress: boolean; Name: KeyedPair[] };

/** The fields the modal asks for: those whose rule an empty form breaks (not the format checks). */
const blankForm = clientShapeSchema.parse({});
const requiredFields: readonly string[] = clientRules
  .filter((rule) => !rule.passes(blankForm))
  .map((rule) => rule.field);
const requiredAddress = (['Address', 'City', 'Province', 'PostalCode'] as const).filter((field) =>
  requiredFields.includes(field),
);

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
  };
}

/** The form for the shared schema (the Id stays out of the checks: it goes with the call). */
function formOf(values: ClientValues) {
  return { ...values, Id: null, Name: pairsOut(values.Name) };
}

/** What the client modal is showing: a new client (null) or one to edit. */
export type ClientModalTarget = { client: Client | null } | null;

/** Doc 2 §2/§5: add or edit a client on My Contacts. */
export function ClientModal({ target, onClose }: { target: ClientModalTarget; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={target?.client ? t('contacts.editClientTitle') : t('contacts.addClientTitle')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {target && <ClientFormBody client={target.client} onDone={onClose} />}
    </Modal>
  );
}

function ClientFormBody({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const problems = useProblems(`client-${useId().replace(/[^\w-]/g, '')}-`);
  const [values, setValues] = useState(() => valuesOf(client));
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const id = client?.Id ?? null;

  const setText = (field: TextField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    problems.clear(field);
  };

  /** On blur: the format of a filled field (the required checks wait for Create/Save). */
  const check = (field: TextField, value: string) => {
    const parsed = clientShapeSchema.safeParse(formOf({ ...values, [field]: value }));
    if (!parsed.success) return;
    problems.setError(field, blurProblem(clientRules, normaliseContact(parsed.data), field));
  };

  const input = (field: TextField, options: { digits?: number } = {}) => ({
    id: problems.idOf(field),
    name: field,
    label: t(`contacts.fields.${field}`),
    withAsterisk: requiredFields.includes(field),
    value: values[field],
    error: problems.errorText(field),
    inputMode: options.digits ? ('numeric' as const) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const typed = event.currentTarget.value;
      setText(field, options.digits ? digitsOnly(typed, options.digits) : typed);
    },
    onBlur: () => check(field, values[field]),
  });

  const save = async () => {
    if (savingRef.current) return;
    const parsed = clientShapeSchema.safeParse(formOf(values));
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      if (issue) problems.show(issue.path, issue.message);
      return;
    }
    const form = normaliseContact(parsed.data);
    const found = firstProblem(clientRules, form);
    if (found) {
      problems.show(found.field, found.message);
      return;
    }
    problems.clearAll();
    const { Id: _id, ...fields } = form;
    const body = { ...fields, Name: form.Name.map((pair) => normaliseContact(pair)) };

    savingRef.current = true;
    setSaving(true);
    try {
      const answer = id
        ? await put<Client | null>(contactsApi.clientUpdate, { ...body, Id: id }, { toast: false })
        : await post<Client | null>(contactsApi.clientCreate, body, { toast: false });
      if (answer.Type !== 200) {
        setServerError(answer.Content || t('errors.unknown'));
        const rule = clientRules.find((candidate) => isMessage(answer.Content, candidate.message));
        if (rule) problems.setError(rule.field, rule.message);
        return;
      }
      toastSuccess(answer.Content || t(id ? 'messages:clientSaved' : 'messages:clientCreated'));
      void reloadContactsAndProjects(queryClient);
      onDone();
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void save();
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
            pairs={values.Name}
            idPrefix={problems.idOf('')}
            errorText={problems.errorText}
            onChange={(Name) => setValues((previous) => ({ ...previous, Name }))}
          />
          <AddressFields
            idPrefix={problems.idOf('')}
            values={addressOf(values)}
            required={requiredAddress}
            errors={{
              Address: problems.errorText('Address'),
              Unit: problems.errorText('Unit'),
              City: problems.errorText('City'),
              Province: problems.errorText('Province'),
              PostalCode: problems.errorText('PostalCode'),
            }}
            onChange={(field: AddressField, value) => setText(field, value)}
            onPick={(address) => {
              setValues((previous) => ({ ...previous, ...addressOf(address) }));
              for (const field of ['Address', 'Unit', 'City', 'Province', 'PostalCode'])
                problems.clear(field);
            }}
            onBlur={(field, value) => check(field, value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              {...input('Phone', { digits: limits.phoneDigits })}
              type="tel"
              autoComplete="tel-national"
              description={t('contacts.phoneHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <TextInput {...input('Fax', { digits: limits.faxDigits })} type="tel" />
          </SimpleGrid>
          <TextInput
            {...input('Email')}
            type="email"
            autoComplete="email"
            maxLength={limits.emailMaxLength}
          />
          {problems.problemText && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" p="xs">
              {problems.problemText}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={saving}>
              {t('contacts.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={saving}>
              {id ? t('contacts.save') : t('contacts.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog message={serverError} onClose={() => setServerError(null)} />
    </>
  );
}
