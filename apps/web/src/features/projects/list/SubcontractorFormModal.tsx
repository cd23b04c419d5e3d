import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Divider, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  contactLimits,
  limits,
  normalisePostalCode,
  subcontractorProjectRules,
  subcontractorShapeSchema,
  type MessageKey,
  type SubcontractorField,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useProvinceOptions } from '../../../components/useProvinceOptions';
import { AppModal } from '../../../components/AppModal';
import { keepDigits, type DigitsField } from '../../../components/digitsInput';
import { focusField } from '../../../components/focusField';
import { accentInsensitiveFilter } from '../../../components/searchFilter';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { useSaving } from '../../../components/useSaving';
import { useMessageText } from '../../../i18n/useMessageText';
import { toastSuccess } from '../../../lib/toast';
import { AlternateContactFields } from '../../contacts/AlternateContactFields';
import { ContactLanguageInput, useContactLanguage } from '../../contacts/ContactLanguageInput';
import { requiredFieldsOf } from '../../contacts/contactForm';
import {
  alternateFieldOf,
  valuesOfSubcontractor,
  withSameAsBusiness,
  withTypedText,
  type SameAsBusinessFlag,
  type SubcontractorTextField,
} from '../../contacts/subcontractorValues';
import {
  createSubcontractorWithProject,
  updateSubcontractor,
  useSubcontractorList,
  type Project,
  type Subcontractor,
} from './api';
import { ModalFormButtons } from './ModalFormButtons';
import { checkSubcontractor, subcontractorFieldProblem } from './subcontractorForm';

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
    <AppModal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={
        target?.subcontractor ? t('projects.subcontractorEditTitle') : t('projects.subcontractorAddTitle')
      }
    >
      {target && (
        <SubcontractorFormBody
          key={`${target.project.Id}:${target.subcontractor?.Id ?? 'new'}`}
          target={target}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </AppModal>
  );
}

type Errors = Partial<Record<SubcontractorField, MessageKey>>;

interface TextOptions {
  digits?: DigitsField;
  normalise?: (value: string) => string;
  readOnly?: boolean;
}

// Doc 2 §5: My Projects checks a sub-contractor with its own rules and words (My Contacts has others).
const requiredFields = requiredFieldsOf(subcontractorProjectRules, subcontractorShapeSchema.parse({}));

/** This form's labels: the profile's words for the same fields, but for the business phone. */
const labelKeys = {
  ContactFirstName: 'profile.fields.FirstName',
  ContactLastName: 'profile.fields.LastName',
  Name: 'profile.fields.Name',
  Address: 'profile.fields.Address',
  Unit: 'profile.fields.Unit',
  City: 'profile.fields.City',
  Province: 'profile.fields.Province',
  PostalCode: 'profile.fields.PostalCode',
  Email: 'profile.fields.Email',
  Phone: 'projects.businessPhoneLabel',
  PhoneExtension: 'profile.fields.PhoneExtension',
  Fax: 'profile.fields.Fax',
  ContactPhone: 'profile.fields.AltPhone',
  ContactEmail: 'profile.fields.AltEmail',
} as const satisfies Record<SubcontractorTextField, string>;

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
  const provinceOptions = useProvinceOptions();
  const message = useMessageText();
  const idPrefix = useId();
  const fieldId = (field: SubcontractorField) => `${idPrefix}-${field}`;
  const { project, subcontractor } = target;
  const adding = subcontractor === null;

  const [values, setValues] = useState(() => valuesOfSubcontractor(subcontractor));
  const languageOf = useContactLanguage();
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const { saving, isSaving, whileSaving } = useSaving();

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
    setValues((previous) => withTypedText(previous, field, value));
    clearError(field);
  };

  const setSame = (flag: SameAsBusinessFlag, on: boolean) => {
    setValues((previous) => withSameAsBusiness(previous, flag, on));
    clearError(alternateFieldOf[flag]);
  };

  const pick = (id: string | null) => {
    setPickedId(id);
    const chosen = existing.data?.find((item) => item.Id === id);
    setValues(valuesOfSubcontractor(chosen));
    setErrors({});
    setProblem(null);
    setServerError(null);
  };

  const errorText = (field: SubcontractorField) => (errors[field] ? message(errors[field]) : undefined);

  /** Props of a text input: label, value, digits-only typing, the check on blur, the message. */
  const input = (field: SubcontractorTextField, options: TextOptions = {}) => ({
    id: fieldId(field),
    name: field,
    label: t(labelKeys[field]),
    required: requiredFields.includes(field),
    autoComplete: 'off',
    value: values[field],
    readOnly: options.readOnly,
    variant: options.readOnly ? 'filled' : 'default',
    inputMode: options.digits ? ('numeric' as const) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value;
      setText(field, options.digits ? keepDigits(typed, options.digits) : typed);
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
    if (isSaving()) return;
    const checked = checkSubcontractor(values);
    if (checked.problem) {
      setErrors({ [checked.problem.field]: checked.problem.message });
      setProblem(checked.problem.message);
      focusField(fieldId(checked.problem.field));
      return;
    }
    setErrors({});
    setProblem(null);
    setServerError(null);
    await whileSaving(async () => {
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
    });
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
            filter={accentInsensitiveFilter}
            clearable
            nothingFoundMessage={t('projects.subcontractorPickNothing')}
            disabled={existing.isLoading}
            comboboxProps={{ withinPortal: true }}
          />
        )}

        <Divider label={t('projects.subcontractorContactSection')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('ContactFirstName')} maxLength={limits.nameMaxLength} />
          <TextInput {...input('ContactLastName')} maxLength={limits.nameMaxLength} />
        </SimpleGrid>
        <TextInput {...input('Name')} maxLength={contactLimits.businessName} />

        <Divider label={t('projects.subcontractorAddressSection')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('Address')} maxLength={contactLimits.address} />
          <TextInput {...input('Unit')} maxLength={contactLimits.unit} />
          <TextInput {...input('City')} maxLength={contactLimits.city} />
          <Select
            label={t(labelKeys.Province)}
            placeholder={t('profile.provincePlaceholder')}
            required={requiredFields.includes('Province')}
            data={provinceOptions}
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
            {...input('PostalCode', { normalise: normalisePostalCode })}
            description={t('profile.postalCodeHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={limits.postalCodeMaxLength}
          />
        </SimpleGrid>

        <Divider label={t('projects.subcontractorBusinessSection')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('Email')} type="email" maxLength={limits.emailMaxLength} />
          <TextInput
            {...input('Phone', { digits: 'phone' })}
            description={t('profile.phoneHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            type="tel"
          />
          <TextInput {...input('PhoneExtension', { digits: contactLimits.phoneExtension })} type="tel" />
          <TextInput {...input('Fax', { digits: 'phone' })} type="tel" />
        </SimpleGrid>

        <Divider label={t('projects.subcontractorAlternateSection')} labelPosition="left" />
        <AlternateContactFields
          values={values}
          input={input}
          switchLabel={(flag) => t(`profile.fields.${flag}`)}
          onSame={setSame}
          cols={{ base: 1, sm: 2 }}
        />
        <ContactLanguageInput
          value={languageOf(values.Language, values.Province)}
          onChange={(Language) => setValues((previous) => ({ ...previous, Language }))}
        />

        {(problem || serverError) && (
          <ProblemAlert testId="subcontractor-form-problem">
            {problem ? message(problem) : serverError}
          </ProblemAlert>
        )}
        <ModalFormButtons
          submitLabel={adding ? t('projects.subcontractorAddSubmit') : t('projects.subcontractorSaveSubmit')}
          saving={saving}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
