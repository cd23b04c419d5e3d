import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  contactLimits,
  limits,
  normalisePostalCode,
  provinces,
  type MessageKey,
  type SubcontractorField,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/useMessageText';
import { toastSuccess } from '../../../lib/toast';
import {
  createSubcontractorWithProject,
  updateSubcontractor,
  useSubcontractorList,
  type Project,
  type Subcontractor,
} from './api';
import {
  checkSubcontractor,
  emptySubcontractorValues,
  subcontractorFieldProblem,
  valuesOfSubcontractor,
  type SubcontractorTextField,
  type SubcontractorValues,
} from './subcontractorForm';

export interface SubcontractorFormTarget {
  project: Project;
  /** The sub-contractor edited; null to add one to the project. */
  subcontractor: Subcontractor | null;
}

interface SubcontractorFormModalProps {
  target: SubcontractorFormTarget | null;
  onClose: () => void;
  /** After a successful save (the page reloads its lists). */
  onSaved: () => void;
}

/** Doc 2 §2: the sub-contractor business information form of My Projects (add or edit). */
export function SubcontractorFormModal({ target, onClose, onSaved }: SubcontractorFormModalProps) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={
        target?.subcontractor ? t('projects.subcontractorEditTitle') : t('projects.subcontractorAddTitle')
      }
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {target && (
        <SubcontractorFormBody
          key={`${target.project.Id}:${target.subcontractor?.Id ?? 'new'}`}
          target={target}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

type Errors = Partial<Record<SubcontractorField, MessageKey>>;

interface TextOptions {
  digits?: number;
  normalise?: (value: string) => string;
}

function SubcontractorFormBody({
  target,
  onClose,
  onSaved,
}: {
  target: SubcontractorFormTarget;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const message = useMessageText();
  const idPrefix = useId();
  const fieldId = (field: SubcontractorField) => `${idPrefix}-${field}`;
  const { project, subcontractor } = target;
  const adding = subcontractor === null;

  const [values, setValues] = useState<SubcontractorValues>(() =>
    subcontractor ? valuesOfSubcontractor(subcontractor) : emptySubcontractorValues,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  // Doc 2 §7: the sub-contractor list feeds the picker (adding only).
  const existing = useSubcontractorList(adding);
  const onProject = new Set(project.Subcontractors.map((item) => item.Id));
  const choices = (existing.data ?? [])
    .filter((item) => !onProject.has(item.Id))
    .map((item) => {
      const contact = `${item.ContactFirstName} ${item.ContactLastName}`.trim();
      return { value: item.Id, label: [item.Name, contact].filter(Boolean).join(' — ') || item.Email };
    });

  const clearError = (field: SubcontractorField) => {
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
    setProblem(null);
    setServerError(null);
  };

  const setText = (field: SubcontractorTextField, value: string) => {
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      if (field === 'Phone' && previous.SamePhone) next.ContactPhone = value;
      if (field === 'Email' && previous.SameEmail) next.ContactEmail = value;
      return next;
    });
    clearError(field);
  };

  const setSame = (flag: 'SamePhone' | 'SameEmail', on: boolean) => {
    setValues((previous) => {
      const next = { ...previous, [flag]: on };
      if (on && flag === 'SamePhone') next.ContactPhone = previous.Phone;
      if (on && flag === 'SameEmail') next.ContactEmail = previous.Email;
      return next;
    });
    clearError(flag === 'SamePhone' ? 'ContactPhone' : 'ContactEmail');
  };

  const pick = (id: string | null) => {
    setPickedId(id);
    const chosen = existing.data?.find((item) => item.Id === id);
    setValues(chosen ? valuesOfSubcontractor(chosen) : emptySubcontractorValues);
    setErrors({});
    setProblem(null);
    setServerError(null);
  };

  const errorText = (field: SubcontractorField) => (errors[field] ? message(errors[field]) : undefined);

  /** Props of a text input: value, digits-only typing, the check on blur, the message. */
  const input = (field: SubcontractorTextField, options: TextOptions = {}) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    inputMode: options.digits ? ('numeric' as const) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value;
      setText(field, options.digits ? typed.replace(/\D/g, '').slice(0, options.digits) : typed);
    },
    onBlur: () => {
      const value = options.normalise && values[field] ? options.normalise(values[field]) : values[field];
      if (value !== values[field]) setText(field, value);
      const found = subcontractorFieldProblem(field, { ...values, [field]: value });
      setErrors((previous) => ({ ...previous, [field]: found }));
    },
    error: errorText(field),
  });

  const save = async () => {
    if (savingRef.current) return;
    const checked = checkSubcontractor(values);
    if (checked.problem) {
      setErrors({ [checked.problem.field]: checked.problem.message });
      setProblem(checked.problem.message);
      document.getElementById(fieldId(checked.problem.field))?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    setServerError(null);
    savingRef.current = true;
    setSaving(true);
    try {
      const answer = pickedId
        ? await updateSubcontractor({ ...checked.form, Id: pickedId, ProjectId: project.Id })
        : subcontractor
          ? await updateSubcontractor({ ...checked.form, Id: subcontractor.Id, ProjectId: null })
          : await createSubcontractorWithProject({ ...checked.form, Id: null, ProjectId: project.Id });
      if (answer.Type !== 200) {
        // Doc 2 §8: an add that fails shows the server's Content.
        setServerError(answer.Content || t('errors.unknown'));
        return;
      }
      toastSuccess(
        answer.Content || t(adding ? 'messages:subcontractorAdded' : 'messages:subcontractorSaved'),
      );
      onSaved();
      onClose();
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('projects.subcontractorFormLabel', { project: project.Name })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('projects.subcontractorFormLead', { project: project.Name })}
        </Text>
        {adding && (
          <Select
            label={t('projects.subcontractorPickLabel')}
            description={t('projects.subcontractorPickHint')}
            placeholder={t('projects.subcontractorPickPlaceholder')}
            data={choices}
            value={pickedId}
            onChange={pick}
            searchable
            clearable
            nothingFoundMessage={t('projects.subcontractorPickNothing')}
            disabled={existing.isLoading}
            comboboxProps={{ withinPortal: true }}
          />
        )}

        <Divider label={t('projects.subcontractorContactSection')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.fields.FirstName')}
            required
            autoComplete="off"
            maxLength={limits.nameMaxLength}
            {...input('ContactFirstName')}
          />
          <TextInput
            label={t('profile.fields.LastName')}
            required
            autoComplete="off"
            maxLength={limits.nameMaxLength}
            {...input('ContactLastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('profile.fields.Name')}
          autoComplete="off"
          maxLength={contactLimits.businessName}
          {...input('Name')}
        />

        <Divider label={t('projects.subcontractorAddressSection')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.fields.Address')}
            required
            autoComplete="off"
            maxLength={contactLimits.address}
            {...input('Address')}
          />
          <TextInput
            label={t('profile.fields.Unit')}
            autoComplete="off"
            maxLength={contactLimits.unit}
            {...input('Unit')}
          />
          <TextInput
            label={t('profile.fields.City')}
            required
            autoComplete="off"
            maxLength={contactLimits.city}
            {...input('City')}
          />
          <Select
            label={t('profile.fields.Province')}
            placeholder={t('profile.provincePlaceholder')}
            required
            data={[...provinces]}
            id={fieldId('Province')}
            name="Province"
            value={values.Province || null}
            onChange={(value) => setText('Province', value ?? '')}
            onBlur={() =>
              setErrors((previous) => ({
                ...previous,
                Province: subcontractorFieldProblem('Province', values),
              }))
            }
            error={errorText('Province')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('profile.fields.PostalCode')}
            description={t('profile.postalCodeHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autoComplete="off"
            maxLength={limits.postalCodeMaxLength}
            {...input('PostalCode', { normalise: normalisePostalCode })}
          />
        </SimpleGrid>

        <Divider label={t('projects.subcontractorBusinessSection')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.fields.Email')}
            required
            type="email"
            autoComplete="off"
            maxLength={limits.emailMaxLength}
            {...input('Email')}
          />
          <TextInput
            label={t('projects.businessPhoneLabel')}
            description={t('profile.phoneHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            type="tel"
            autoComplete="off"
            {...input('Phone', { digits: limits.phoneDigits })}
          />
          <TextInput
            label={t('profile.fields.PhoneExtension')}
            type="tel"
            autoComplete="off"
            {...input('PhoneExtension', { digits: contactLimits.phoneExtension })}
          />
          <TextInput
            label={t('profile.fields.Fax')}
            type="tel"
            autoComplete="off"
            {...input('Fax', { digits: limits.faxDigits })}
          />
        </SimpleGrid>

        <Divider label={t('projects.subcontractorAlternateSection')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            <TextInput
              label={t('profile.fields.AltPhone')}
              type="tel"
              autoComplete="off"
              readOnly={values.SamePhone}
              variant={values.SamePhone ? 'filled' : 'default'}
              {...input('ContactPhone', { digits: limits.phoneDigits })}
            />
            <Switch
              label={t('profile.fields.SamePhone')}
              checked={values.SamePhone}
              onChange={(event) => setSame('SamePhone', event.currentTarget.checked)}
            />
          </Stack>
          <Stack gap="xs">
            <TextInput
              label={t('profile.fields.AltEmail')}
              type="email"
              autoComplete="off"
              maxLength={limits.emailMaxLength}
              readOnly={values.SameEmail}
              variant={values.SameEmail ? 'filled' : 'default'}
              {...input('ContactEmail')}
            />
            <Switch
              label={t('profile.fields.SameEmail')}
              checked={values.SameEmail}
              onChange={(event) => setSame('SameEmail', event.currentTarget.checked)}
            />
          </Stack>
        </SimpleGrid>

        {(problem || serverError) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            data-testid="subcontractor-form-problem"
            p="xs"
          >
            {problem ? message(problem) : serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('projects.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {adding ? t('projects.subcontractorAddSubmit') : t('projects.subcontractorSaveSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
