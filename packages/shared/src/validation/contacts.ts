import { z } from 'zod';
import { limits } from '../limits.js';
import { isEmail, isPhone, normalisePhone, normalisePostalCode, postalCodePattern } from '../patterns.js';
import { isProvince } from '../provinces.js';
import { languages, type MessageKey } from '../messages/index.js';
import { filled, firstProblem, type Problem, type Rule } from './rules.js';

/**
 * Clients, sub-contractors and projects (doc 2 §3, §5). Each screen checks its required fields in its
 * own order with its own words; the formats that follow are the same everywhere.
 */

export const contactLimits = {
  businessName: 200,
  address: 200,
  unit: 20,
  city: 100,
  projectName: 200,
  projectComments: 2000,
  phoneExtension: 6,
  /** Extra first/last name pairs of one client. */
  namePairs: 10,
  /** Client blocks of one project. */
  clientsPerProject: 20,
} as const;

const text = (max: number) => z.string().max(max, { error: 'profileValueTooLong' }).default('');
const digits = (max: number, error: MessageKey) =>
  z.string().trim().max(max, { error }).regex(/^\d*$/, { error }).default('');
const optionalId = z
  .union([z.uuid(), z.literal('')])
  .nullish()
  .transform((value) => value || null);

const addressShape = {
  Address: text(contactLimits.address),
  Unit: text(contactLimits.unit),
  City: text(contactLimits.city),
  Province: text(50),
  PostalCode: z.string().max(limits.postalCodeMaxLength, { error: 'profilePostalCodeInvalid' }).default(''),
};

export const namePairSchema = z.object({
  FirstName: text(limits.nameMaxLength),
  LastName: text(limits.nameMaxLength),
});

const contactLanguage = z.enum(languages, { error: 'languageUnknown' }).optional();

export const clientShapeSchema = z.object({
  Id: optionalId,
  BusinessName: text(contactLimits.businessName),
  FirstName: text(limits.nameMaxLength),
  LastName: text(limits.nameMaxLength),
  /** More first/last name pairs (spouses, co-owners). */
  Name: z.array(namePairSchema).max(contactLimits.namePairs).default([]),
  SameAddress: z.boolean().default(false),
  ...addressShape,
  Phone: digits(limits.phoneDigits, 'contactPhoneInvalid'),
  Fax: digits(limits.faxDigits, 'profileFaxInvalid'),
  Email: text(limits.emailMaxLength),
  /** The language the client reads their contracts in; left out, the rule's (defaultContactLanguage). */
  Language: contactLanguage,
  /**
   * The contractor marked the client a business, not a consumer (issue 31 §1): the province's consumer
   * rules do not apply to its contracts. Left out, a new client is a consumer and a saved one keeps its.
   */
  IsBusiness: z.boolean().optional(),
});
export type ClientForm = z.output<typeof clientShapeSchema>;
export type ClientField = keyof ClientForm;

export const subcontractorShapeSchema = z.object({
  Id: optionalId,
  /** The business name. */
  Name: text(contactLimits.businessName),
  ContactFirstName: text(limits.nameMaxLength),
  ContactLastName: text(limits.nameMaxLength),
  ...addressShape,
  Fax: digits(limits.faxDigits, 'profileFaxInvalid'),
  Phone: digits(limits.phoneDigits, 'contactPhoneInvalid'),
  PhoneExtension: digits(contactLimits.phoneExtension, 'profileExtensionInvalid'),
  Email: text(limits.emailMaxLength),
  ContactPhone: digits(limits.phoneDigits, 'profileAltPhoneInvalid'),
  ContactEmail: text(limits.emailMaxLength),
  SamePhone: z.boolean().default(false),
  SameEmail: z.boolean().default(false),
  /** The project the sub-contractor is added to (My Projects), if any. */
  ProjectId: optionalId,
  /** The language the sub-contractor reads their contracts in; left out, the rule's. */
  Language: contactLanguage,
});
export type SubcontractorForm = z.output<typeof subcontractorShapeSchema>;
export type SubcontractorField = keyof SubcontractorForm;

export const projectShapeSchema = z.object({
  Id: optionalId,
  Name: text(contactLimits.projectName),
  Comments: text(contactLimits.projectComments),
  ...addressShape,
  Clients: z.array(clientShapeSchema).max(contactLimits.clientsPerProject).default([]),
});
export type ProjectForm = z.output<typeof projectShapeSchema>;

const validPhone = (value: string) => value.length === limits.phoneDigits && isPhone(normalisePhone(value));
const province = (value: string) => isProvince(value.trim());

/** Postal code, phone, email and fax of a contact that has them (after the required checks). */
function formatRules<Form extends { PostalCode: string; Phone: string; Email: string; Fax: string }>(): Rule<
  Form,
  'PostalCode' | 'Phone' | 'Email' | 'Fax'
>[] {
  return [
    {
      field: 'PostalCode',
      message: 'profilePostalCodeInvalid',
      passes: (f) => !filled(f.PostalCode) || postalCodePattern.test(f.PostalCode.trim()),
    },
    {
      field: 'Phone',
      message: 'contactPhoneInvalid',
      passes: (f) => !filled(f.Phone) || validPhone(f.Phone),
    },
    {
      field: 'Email',
      message: 'registerEmailInvalid',
      passes: (f) => !filled(f.Email) || isEmail(f.Email.trim()),
    },
    { field: 'Fax', message: 'profileFaxInvalid', passes: (f) => !filled(f.Fax) || validPhone(f.Fax) },
  ];
}

/** Doc 2 §5, client modal, in order. */
export const clientRules: readonly Rule<ClientForm, ClientField>[] = [
  { field: 'FirstName', message: 'profileFirstNameRequired', passes: (f) => filled(f.FirstName) },
  { field: 'LastName', message: 'profileLastNameRequired', passes: (f) => filled(f.LastName) },
  { field: 'Address', message: 'clientAddressRequired', passes: (f) => filled(f.Address) },
  { field: 'City', message: 'clientCityRequired', passes: (f) => filled(f.City) },
  { field: 'Province', message: 'contactProvinceRequired', passes: (f) => province(f.Province) },
  { field: 'PostalCode', message: 'clientPostalCodeRequired', passes: (f) => filled(f.PostalCode) },
  { field: 'Phone', message: 'contactPhoneRequired', passes: (f) => filled(f.Phone) },
  { field: 'Email', message: 'contactEmailRequired', passes: (f) => filled(f.Email) },
  ...formatRules<ClientForm>(),
];

const contactFormats: Rule<SubcontractorForm, SubcontractorField>[] = [
  ...formatRules<SubcontractorForm>(),
  {
    field: 'ContactPhone',
    message: 'profileAltPhoneInvalid',
    passes: (f) => f.SamePhone || !filled(f.ContactPhone) || validPhone(f.ContactPhone),
  },
  {
    field: 'ContactEmail',
    message: 'profileAltEmailInvalid',
    passes: (f) => f.SameEmail || !filled(f.ContactEmail) || isEmail(f.ContactEmail.trim()),
  },
];

/** Doc 2 §5, sub-contractor modal on My Contacts, in order. */
export const subcontractorContactRules: readonly Rule<SubcontractorForm, SubcontractorField>[] = [
  {
    field: 'ContactFirstName',
    message: 'profileFirstNameRequired',
    passes: (f) => filled(f.ContactFirstName),
  },
  { field: 'ContactLastName', message: 'profileLastNameRequired', passes: (f) => filled(f.ContactLastName) },
  { field: 'Address', message: 'subcontractorAddressRequired', passes: (f) => filled(f.Address) },
  { field: 'City', message: 'subcontractorCityRequired', passes: (f) => filled(f.City) },
  { field: 'PostalCode', message: 'subcontractorPostalCodeRequired', passes: (f) => filled(f.PostalCode) },
  { field: 'Province', message: 'contactProvinceRequired', passes: (f) => province(f.Province) },
  { field: 'Phone', message: 'contactPhoneRequired', passes: (f) => filled(f.Phone) },
  { field: 'Email', message: 'contactEmailRequired', passes: (f) => filled(f.Email) },
  ...contactFormats,
];

/** Doc 2 §5, sub-contractor form on My Projects ('{Field} Field is mandatory'), in order. */
export const subcontractorProjectRules: readonly Rule<SubcontractorForm, SubcontractorField>[] = [
  {
    field: 'ContactFirstName',
    message: 'subcontractorFirstNameMandatory',
    passes: (f) => filled(f.ContactFirstName),
  },
  {
    field: 'ContactLastName',
    message: 'subcontractorLastNameMandatory',
    passes: (f) => filled(f.ContactLastName),
  },
  { field: 'Address', message: 'subcontractorAddressMandatory', passes: (f) => filled(f.Address) },
  { field: 'City', message: 'subcontractorCityMandatory', passes: (f) => filled(f.City) },
  { field: 'Province', message: 'subcontractorProvinceMandatory', passes: (f) => province(f.Province) },
  { field: 'PostalCode', message: 'subcontractorPostalCodeMandatory', passes: (f) => filled(f.PostalCode) },
  { field: 'Email', message: 'subcontractorBusinessEmailMandatory', passes: (f) => filled(f.Email) },
  { field: 'Phone', message: 'subcontractorBusinessPhoneMandatory', passes: (f) => filled(f.Phone) },
  ...contactFormats,
];

/** A problem of the project form: `client` is the index of the client block it is in, if any. */
export interface ProjectProblem extends Problem<string> {
  client?: number;
}

/** Doc 2 §5, project form: project name, then each client's first name, last name, email and phone. */
export function firstProjectProblem(form: ProjectForm): ProjectProblem | null {
  if (!filled(form.Name)) return { field: 'Name', message: 'projectFormNameRequired' };
  const clientRequired: Rule<ClientForm, ClientField>[] = [
    { field: 'FirstName', message: 'profileFirstNameRequired', passes: (f) => filled(f.FirstName) },
    { field: 'LastName', message: 'profileLastNameRequired', passes: (f) => filled(f.LastName) },
    { field: 'Email', message: 'contactEmailRequired', passes: (f) => filled(f.Email) },
    { field: 'Phone', message: 'contactPhoneRequired', passes: (f) => filled(f.Phone) },
    ...formatRules<ClientForm>(),
  ];
  for (const [index, client] of form.Clients.entries()) {
    const problem = firstProblem(clientRequired, client);
    if (problem) return { ...problem, client: index };
  }
  const postal = filled(form.PostalCode) && !postalCodePattern.test(form.PostalCode.trim());
  return postal ? { field: 'PostalCode', message: 'profilePostalCodeInvalid' } : null;
}

/** Doc 2 §5, the add-project modal of My Projects: only the name is required. */
export function firstNewProjectProblem(form: Pick<ProjectForm, 'Name'>): ProjectProblem | null {
  return filled(form.Name) ? null : { field: 'Name', message: 'projectNameRequired' };
}

/** Trims every text and writes postal codes as A1A 1A1 and emails in lower case. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function normaliseContact<Form extends Record<string, unknown>>(form: Form): Form {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    // A client's further names (`Name: [{ FirstName, LastName }]`) are trimmed like the first one.
    if (Array.isArray(value))
      out[key] = value.map((item) => (isPlainObject(item) ? normaliseContact(item) : item));
    else if (typeof value !== 'string') out[key] = value;
    else if (key === 'PostalCode') out[key] = value.trim() ? normalisePostalCode(value) : '';
    else if (/Email$/.test(key)) out[key] = value.trim().toLowerCase();
    else out[key] = value.trim();
  }
  return out as Form;
}
