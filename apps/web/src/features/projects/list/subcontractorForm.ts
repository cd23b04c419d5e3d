import {
  firstProblem,
  normaliseContact,
  subcontractorProjectRules,
  subcontractorShapeSchema,
  type MessageKey,
  type SubcontractorField,
  type SubcontractorForm,
} from '@tradepact/shared';
import type { Subcontractor } from './api';

/** What the form edits: every field of the shared shape but the ids. */
export type SubcontractorValues = Omit<SubcontractorForm, 'Id' | 'ProjectId'>;
export type SubcontractorTextField = Exclude<keyof SubcontractorValues, 'SamePhone' | 'SameEmail'>;

export const emptySubcontractorValues: SubcontractorValues = {
  Name: '',
  ContactFirstName: '',
  ContactLastName: '',
  Address: '',
  Unit: '',
  City: '',
  Province: '',
  PostalCode: '',
  Fax: '',
  Phone: '',
  PhoneExtension: '',
  Email: '',
  ContactPhone: '',
  ContactEmail: '',
  SamePhone: false,
  SameEmail: false,
};

/** The form's values of a stored sub-contractor (missing texts as ''). */
export function valuesOfSubcontractor(subcontractor: Partial<Subcontractor>): SubcontractorValues {
  const values = { ...emptySubcontractorValues };
  for (const key of Object.keys(values) as (keyof SubcontractorValues)[]) {
    const value = subcontractor[key];
    if (key === 'SamePhone' || key === 'SameEmail') values[key] = value === true;
    else values[key] = typeof value === 'string' ? value : '';
  }
  return values;
}

export interface SubcontractorProblem {
  field: SubcontractorField;
  message: MessageKey;
}

export type CheckedSubcontractor =
  { problem: SubcontractorProblem; form?: undefined } | { problem: null; form: SubcontractorForm };

/**
 * Doc 2 §5, the sub-contractor form of My Projects: the shared shape, then the shared rules in their
 * order ('{Field} Field is mandatory') over the normalised form.
 */
export function checkSubcontractor(values: SubcontractorValues): CheckedSubcontractor {
  const parsed = subcontractorShapeSchema.safeParse({ ...values, Id: null, ProjectId: null });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      problem: {
        field: String(issue?.path[0] ?? 'Name') as SubcontractorField,
        message: (issue?.message ?? 'profileValueTooLong') as MessageKey,
      },
    };
  }
  const form = normaliseContact(parsed.data);
  const problem = firstProblem(subcontractorProjectRules, form);
  return problem ? { problem } : { problem: null, form };
}

/** The first rule of `field` that the values break (the check on blur), or undefined. */
export function subcontractorFieldProblem(
  field: SubcontractorField,
  values: SubcontractorValues,
): MessageKey | undefined {
  const form = normaliseContact({ ...values, Id: null, ProjectId: null });
  return subcontractorProjectRules.find((rule) => rule.field === field && !rule.passes(form))?.message;
}
