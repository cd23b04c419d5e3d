import {
  businessRules,
  businessShapeSchema,
  emptyId,
  firstBusinessProblem,
  highlightedBusinessFields,
  missingBusinessFields,
  normaliseBusiness,
  type BusinessField,
  type BusinessForm,
  type BusinessProblem,
} from '@tradepact/shared';
import type { Business, BusinessCategory } from './api';

/** The profile's text inputs (every field but the flags, the two file ids and the categories). */
export type TextField = Exclude<
  BusinessField,
  'SamePhone' | 'SameEmail' | 'Photo' | 'Signature' | 'Categories'
>;

/** What the form holds: the business fields as the inputs show them ('' for no file). */
export type BusinessValues = Record<TextField, string> & {
  Photo: string;
  Signature: string;
  SamePhone: boolean;
  SameEmail: boolean;
  Categories: BusinessCategory[];
};

export const textFields = [
  'Name',
  'GstNumber',
  'FirstName',
  'LastName',
  'Address',
  'Unit',
  'City',
  'Province',
  'PostalCode',
  'Fax',
  'Phone',
  'PhoneExtension',
  'Email',
  'AltFirstName',
  'AltLastName',
  'AltPhone',
  'AltEmail',
  'Comments',
  'RbqLicence',
  'OpcPermit',
  'AlbertaPrepaidLicence',
  'QstNumber',
] as const satisfies readonly TextField[];

/** A file id of the server, '' when none (the all-zero id means none too). */
function fileIdOf(value: unknown): string {
  return typeof value === 'string' && value !== emptyId ? value : '';
}

export function valuesOf(business: Partial<Business>): BusinessValues {
  const text = Object.fromEntries(
    textFields.map((field) => {
      const value = business[field];
      return [field, typeof value === 'string' ? value : value == null ? '' : String(value)];
    }),
  ) as Record<TextField, string>;
  return {
    ...text,
    Photo: fileIdOf(business.Photo),
    Signature: fileIdOf(business.Signature),
    SamePhone: Boolean(business.SamePhone),
    SameEmail: Boolean(business.SameEmail),
    Categories: Array.isArray(business.Categories) ? business.Categories : [],
  };
}

/** The values typed as the shared rules take them, without the schema's checks (used when it refuses). */
function looseForm(values: BusinessValues): BusinessForm {
  return {
    ...values,
    Photo: values.Photo || null,
    Signature: values.Signature || null,
    Categories: values.Categories.map((category) => ({ Id: String(category.Id), Name: category.Name })),
  };
}

/** Stands for a drawn signature that is uploaded only once every check passed (doc 1 §5, check 9). */
const drawnSignature = 'drawn-signature';

export type CheckResult =
  { form: BusinessForm; problem?: undefined } | { problem: BusinessProblem; form?: undefined };

/**
 * The profile save's checks: doc 1 §5's required fields in order (a drawing on the pad counts as a
 * signature), then the formats and limits. Answers the normalised form the server takes.
 */
export function checkBusiness(values: BusinessValues, hasDrawing: boolean): CheckResult {
  const parsed = businessShapeSchema.safeParse(values);
  const form = normaliseBusiness(parsed.success ? parsed.data : looseForm(values));
  const problem = firstBusinessProblem(
    hasDrawing && form.Signature === null ? { ...form, Signature: drawnSignature } : form,
  );
  if (problem) return { problem };
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'Name') as BusinessField;
    return {
      problem: { field, message: (issue?.message ?? 'profileValueTooLong') as BusinessProblem['message'] },
    };
  }
  return { form };
}

/**
 * The message key of a field's problem when it loses focus: its limits, and the format of a value
 * that is present. An empty required field is reported by the save, in doc 1 §5's order.
 */
export function fieldProblem(field: TextField, values: BusinessValues): string | undefined {
  const shape = businessShapeSchema.shape[field].safeParse(values[field]);
  if (!shape.success) return shape.error.issues[0]?.message;
  if (values[field].trim() === '') return undefined;
  const form = normaliseBusiness(looseForm(values));
  return businessRules.find((rule) => rule.field === field && !rule.passes(form))?.message;
}

const highlighted: readonly BusinessField[] = highlightedBusinessFields;

export function isHighlighted(field: BusinessField): boolean {
  return highlighted.includes(field);
}

/** Doc 1 §2: a highlighted field still empty. */
export function isMissing(field: BusinessField, values: BusinessValues): boolean {
  const value = values[field as TextField];
  return isHighlighted(field) && typeof value === 'string' && value.trim() === '';
}

/** Fields marked mandatory: the highlighted ones and those the save requires (doc 1 §2, §5). */
export const mandatoryFields: readonly BusinessField[] = missingBusinessFields(businessShapeSchema.parse({}));

export function isMandatory(field: BusinessField): boolean {
  return mandatoryFields.includes(field);
}

/** The form as the schema reads it, for `missingBusinessFields`. */
export function formOf(values: BusinessValues): BusinessForm {
  const parsed = businessShapeSchema.safeParse(values);
  return parsed.success ? parsed.data : looseForm(values);
}
