import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  firstProblem,
  hasCode,
  normaliseContact,
  type Endpoint,
  type EndpointInput,
  type MessageKey,
  type Rule,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { keepDigits, type DigitsField } from '../../components/digitsInput';
import { focusField } from '../../components/focusField';
import { useSaving } from '../../components/useSaving';
import { call } from '../../lib/http';
import { toastSuccess } from '../../lib/toast';
import { addressFields, addressOf, type AddressFieldsProps, type AddressValues } from './AddressFields';
import { reloadContactsAndProjects } from './api';
import { blurProblem, firstIssue, type ParseFailure } from './contactForm';
import { useProblems } from './useProblems';

/** A shape schema of the shared package, as the form uses it (the web app does not depend on zod). */
interface ShapeSchema<Form> {
  safeParse: (input: unknown) => { success: true; data: Form } | { success: false; error: ParseFailure };
}

/** The fields of `Values` typed as text (the inputs). */
export type TextFieldOf<Values> = {
  [Field in keyof Values]: Values[Field] extends string ? Field : never;
}[keyof Values] &
  string;

/** What differs between the client and the sub-contractor modals of My Contacts. */
export interface ContactFormSpec<
  Values extends AddressValues,
  Form extends Record<string, unknown>,
  Save extends Endpoint,
> {
  /** Starts the ids of the inputs ('client', 'subcontractor'). */
  name: string;
  /** The contact edited; null for a new one. */
  id: string | null;
  /** The values the form opens with (read once). */
  initialValues: () => Values;
  schema: ShapeSchema<Form>;
  /** Doc 2 §5: the screen's rules, in its order. */
  rules: readonly Rule<Form, string>[];
  /** The fields marked with *. */
  required: readonly string[];
  label: (field: TextFieldOf<Values>) => string;
  /** The values as the schema takes them (the ids stay out of the checks: they go with the call). */
  formOf: (values: Values) => unknown;
  /** The body of the create call; the update adds the Id (so it is an object, spread with it). */
  bodyOf: (form: Form) => EndpointInput<Save> & object;
  /** The endpoints of the shared API table that create and save the contact. */
  api: { create: Save; update: Save };
  /** The toast of a save whose answer has no Content. */
  toast: { created: MessageKey; saved: MessageKey };
  /** The values once `field` is typed, when more than the field changes. */
  typed?: (previous: Values, field: TextFieldOf<Values>, value: string) => Values;
  onDone: () => void;
}

/**
 * The form of a contact modal on My Contacts (doc 2 §2/§5): its values, the format check of a field
 * on blur, and Create/Save: the shape, then the screen's rules in order, then the server, whose
 * refusal shows in the error popup and under the field its message names.
 */
export function useContactForm<
  Values extends AddressValues,
  Form extends Record<string, unknown>,
  Save extends Endpoint,
>(spec: ContactFormSpec<Values, Form, Save>) {
  type TextField = TextFieldOf<Values>;
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const problems = useProblems(`${spec.name}-${useId().replace(/[^\w-]/g, '')}-`);
  const [values, setValues] = useState(spec.initialValues);
  const { saving, isSaving, whileSaving } = useSaving();
  const [serverError, setServerError] = useState<string | null>(null);
  /** The field a refused save names: it takes the focus once its popup is closed. */
  const [refusedField, setRefusedField] = useState<string | null>(null);

  const setText = (field: TextField, value: string) => {
    setValues((previous) =>
      spec.typed ? spec.typed(previous, field, value) : { ...previous, [field]: value },
    );
    problems.clear(field);
  };

  /** On blur: the format of a filled field (the required checks wait for Create/Save). */
  const check = (field: TextField, value: string) => {
    const parsed = spec.schema.safeParse(spec.formOf({ ...values, [field]: value }));
    if (!parsed.success) return;
    problems.setError(field, blurProblem(spec.rules, normaliseContact(parsed.data), field));
  };

  /** The props of a text input: label, value, digits-only typing, the check on blur, the message. */
  const input = (field: TextField, options: { digits?: DigitsField; readOnly?: boolean } = {}) => ({
    id: problems.idOf(field),
    name: field,
    label: spec.label(field),
    withAsterisk: spec.required.includes(field),
    value: values[field] as string,
    error: problems.errorText(field),
    readOnly: options.readOnly,
    variant: options.readOnly ? 'filled' : 'default',
    inputMode: options.digits ? ('numeric' as const) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const typed = event.currentTarget.value;
      setText(field, options.digits ? keepDigits(typed, options.digits) : typed);
    },
    onBlur: () => check(field, values[field] as string),
  });

  /** The props of the address block (Address, Unit, City, Province, Postal Code). */
  const address: AddressFieldsProps = {
    idPrefix: problems.idOf(''),
    values: addressOf(values),
    required: addressFields.filter((field) => spec.required.includes(field)),
    errors: Object.fromEntries(addressFields.map((field) => [field, problems.errorText(field)])),
    onChange: (field, value) => setText(field as TextField, value),
    onPick: (picked) => {
      setValues((previous) => ({ ...previous, ...addressOf(picked) }));
      for (const field of addressFields) problems.clear(field);
    },
    onBlur: (field, value) => check(field as TextField, value),
  };

  const save = async () => {
    if (isSaving()) return;
    const parsed = spec.schema.safeParse(spec.formOf(values));
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      if (issue) problems.show(issue.path, issue.message);
      return;
    }
    const form = normaliseContact(parsed.data);
    const found = firstProblem(spec.rules, form);
    if (found) {
      problems.show(found.field, found.message);
      return;
    }
    problems.clearAll();
    const body = spec.bodyOf(form);

    await whileSaving(async () => {
      const answer = spec.id
        ? await call(spec.api.update, { ...body, Id: spec.id }, { toast: false })
        : await call(spec.api.create, body, { toast: false });
      if (answer.Type !== 200) {
        setServerError(answer.Content || t('errors.unknown'));
        const rule = spec.rules.find((candidate) => hasCode(answer, candidate.message));
        if (rule) problems.setError(rule.field, rule.message);
        setRefusedField(rule?.field ?? null);
        return;
      }
      toastSuccess(answer.Content || t(`messages:${spec.id ? spec.toast.saved : spec.toast.created}`));
      void reloadContactsAndProjects(queryClient);
      spec.onDone();
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through the modal's portal to the page's components: this one stops here.
    event.stopPropagation();
    void save();
  };

  return {
    values,
    setValues,
    problems,
    input,
    address,
    saving,
    submit,
    serverError,
    /** The popup's focus goes to the field the refusal names, else back to the button. */
    returnFocus: refusedField === null,
    closeServerError: () => {
      setServerError(null);
      if (refusedField) focusField(problems.idOf(refusedField));
    },
  };
}
