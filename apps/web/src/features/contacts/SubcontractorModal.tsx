import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  contactLimits,
  firstProblem,
  limits,
  normaliseContact,
  subcontractorContactRules,
  subcontractorShapeSchema,
  type SubcontractorForm,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { isMessage } from '../../i18n/useMessageText';
import { post, put } from '../../lib/http';
import { toastSuccess } from '../../lib/toast';
import { AddressFields, addressOf, type AddressField } from './AddressFields';
import { contactsApi, reloadContactsAndProjects, type Subcontractor } from './api';
import { blurProblem, digitsOnly, firstIssue } from './contactForm';
import { ErrorDialog } from '../../components/ErrorDialog';
import { useProblems } from './useProblems';

type TextField = Exclude<keyof SubcontractorForm, 'Id' | 'ProjectId' | 'SamePhone' | 'SameEmail'>;
type SubcontractorValues = Record<TextField, string> & { SamePhone: boolean; SameEmail: boolean };

/** The fields the modal asks for: those whose rule an empty form breaks (not the format checks). */
const blankForm = subcontractorShapeSchema.parse({});
const requiredFields: readonly string[] = subcontractorContactRules
  .filter((rule) => !rule.passes(blankForm))
  .map((rule) => rule.field);
const requiredAddress = (['Address', 'City', 'Province', 'PostalCode'] as const).filter((field) =>
  requiredFields.includes(field),
);

function valuesOf(subcontractor: Subcontractor | null): SubcontractorValues {
  return {
    Name: subcontractor?.Name ?? '',
    ContactFirstName: subcontractor?.ContactFirstName ?? '',
    ContactLastName: subcontractor?.ContactLastName ?? '',
    Address: subcontractor?.Address ?? '',
    Unit: subcontractor?.Unit ?? '',
    City: subcontractor?.City ?? '',
    Province: subcontractor?.Province ?? '',
    PostalCode: subcontractor?.PostalCode ?? '',
    Fax: subcontractor?.Fax ?? '',
    Phone: subcontractor?.Phone ?? '',
    PhoneExtension: subcontractor?.PhoneExtension ?? '',
    Email: subcontractor?.Email ?? '',
    ContactPhone: subcontractor?.ContactPhone ?? '',
    ContactEmail: subcontractor?.ContactEmail ?? '',
    SamePhone: subcontractor?.SamePhone ?? false,
    SameEmail: subcontractor?.SameEmail ?? false,
  };
}

/** The form for the shared schema (the ids stay out of the checks: they go with the call). */
const formOf = (values: SubcontractorValues) => ({ ...values, Id: null, ProjectId: null });

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
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={
        target?.subcontractor ? t('contacts.editSubcontractorTitle') : t('contacts.addSubcontractorTitle')
      }
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {target && <SubcontractorFormBody subcontractor={target.subcontractor} onDone={onClose} />}
    </Modal>
  );
}

function SubcontractorFormBody({
  subcontractor,
  onDone,
}: {
  subcontractor: Subcontractor | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const problems = useProblems(`subcontractor-${useId().replace(/[^\w-]/g, '')}-`);
  const [values, setValues] = useState(() => valuesOf(subcontractor));
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const id = subcontractor?.Id ?? null;

  const setText = (field: TextField, value: string) => {
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      // The same-as-business switches keep the alternate contact following the business.
      if (field === 'Phone' && previous.SamePhone) next.ContactPhone = value;
      if (field === 'Email' && previous.SameEmail) next.ContactEmail = value;
      return next;
    });
    problems.clear(field);
  };

  const setSame = (flag: 'SamePhone' | 'SameEmail', on: boolean) => {
    setValues((previous) => {
      const next = { ...previous, [flag]: on };
      if (on && flag === 'SamePhone') next.ContactPhone = previous.Phone;
      if (on && flag === 'SameEmail') next.ContactEmail = previous.Email;
      return next;
    });
    problems.clear(flag === 'SamePhone' ? 'ContactPhone' : 'ContactEmail');
  };

  /** On blur: the format of a filled field (the required checks wait for Create/Save). */
  const check = (field: TextField, value: string) => {
    const parsed = subcontractorShapeSchema.safeParse(formOf({ ...values, [field]: value }));
    if (!parsed.success) return;
    problems.setError(field, blurProblem(subcontractorContactRules, normaliseContact(parsed.data), field));
  };

  const input = (field: TextField, options: { digits?: number; readOnly?: boolean } = {}) => ({
    id: problems.idOf(field),
    name: field,
    label: t(`contacts.subcontractorFields.${field}`),
    withAsterisk: requiredFields.includes(field),
    value: values[field],
    error: problems.errorText(field),
    readOnly: options.readOnly,
    variant: options.readOnly ? 'filled' : 'default',
    inputMode: options.digits ? ('numeric' as const) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const typed = event.currentTarget.value;
      setText(field, options.digits ? digitsOnly(typed, options.digits) : typed);
    },
    onBlur: () => check(field, values[field]),
  });

  const save = async () => {
    if (savingRef.current) return;
    const parsed = subcontractorShapeSchema.safeParse(formOf(values));
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      if (issue) problems.show(issue.path, issue.message);
      return;
    }
    const form = normaliseContact(parsed.data);
    const found = firstProblem(subcontractorContactRules, form);
    if (found) {
      problems.show(found.field, found.message);
      return;
    }
    problems.clearAll();
    const { Id: _id, ProjectId: _project, ...body } = form;

    savingRef.current = true;
    setSaving(true);
    try {
      const answer = id
        ? await put<Subcontractor | null>(
            contactsApi.subcontractorUpdate,
            { ...body, Id: id },
            { toast: false },
          )
        : await post<Subcontractor | null>(contactsApi.subcontractorCreate, body, { toast: false });
      if (answer.Type !== 200) {
        setServerError(answer.Content || t('errors.unknown'));
        const rule = subcontractorContactRules.find((candidate) =>
          isMessage(answer.Content, candidate.message),
        );
        if (rule) problems.setError(rule.field, rule.message);
        return;
      }
      toastSuccess(answer.Content || t(id ? 'messages:subcontractorSaved' : 'messages:subcontractorCreated'));
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
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              {...input('Phone', { digits: limits.phoneDigits })}
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
            <TextInput {...input('Fax', { digits: limits.faxDigits })} type="tel" />
          </SimpleGrid>
          <TextInput
            {...input('Email')}
            type="email"
            autoComplete="email"
            maxLength={limits.emailMaxLength}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Stack gap="xs">
              <TextInput
                {...input('ContactPhone', { digits: limits.phoneDigits, readOnly: values.SamePhone })}
                type="tel"
              />
              <Switch
                label={t('contacts.subcontractorFields.SamePhone')}
                checked={values.SamePhone}
                onChange={(event) => setSame('SamePhone', event.currentTarget.checked)}
              />
            </Stack>
            <Stack gap="xs">
              <TextInput
                {...input('ContactEmail', { readOnly: values.SameEmail })}
                type="email"
                maxLength={limits.emailMaxLength}
              />
              <Switch
                label={t('contacts.subcontractorFields.SameEmail')}
                checked={values.SameEmail}
                onChange={(event) => setSame('SameEmail', event.currentTarget.checked)}
              />
            </Stack>
          </SimpleGrid>
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
