import { z } from 'zod';
import { countWords, limits } from '../limits.js';
import {
  emptyId,
  isEmail,
  isPhone,
  normalisePhone,
  normalisePostalCode,
  postalCodePattern,
} from '../patterns.js';
import { isProvince } from '../provinces.js';
import { isQstNumber, normaliseQstNumber, qstNumberLimits } from '../qst-number.js';
import type { MessageKey } from '../messages/index.js';
import {
  isLicenceNumber,
  isRbqLicence,
  licenceLimits,
  normaliseLicenceNumber,
  normaliseRbqLicence,
} from './licences.js';
import { filled, firstProblem, type Problem, type Rule } from './rules.js';

/**
 * The business profile of doc 1 §3 and its save rules of doc 1 §5. The page and the server both run
 * `firstBusinessProblem`, so they stop at the same field with the same message.
 */

export const businessLimits = {
  name: 200,
  address: 200,
  unit: 20,
  city: 100,
  phoneExtension: 6,
  categories: 50,
  categoryName: 100,
  /** Characters: a bound on storage well above 5000 ordinary words. */
  commentsChars: 60_000,
} as const;

const text = (max: number) => z.string().max(max, { error: 'profileValueTooLong' }).default('');
const digits = (max: number, error: MessageKey) =>
  z.string().trim().max(max, { error }).regex(/^\d*$/, { error }).default('');
const fileId = z
  .union([z.uuid(), z.literal('')])
  .nullish()
  .transform((value) => (value && value !== emptyId ? value : null));

export const categorySchema = z.object({
  Id: z.union([z.string().max(100), z.number().int()]).transform(String),
  Name: z.string().trim().max(businessLimits.categoryName, { error: 'profileValueTooLong' }),
});

/** PUT /api/app/business/update: the shape and the limits; the ordered rules follow in `firstBusinessProblem`. */
export const businessShapeSchema = z.object({
  Name: text(businessLimits.name),
  GstNumber: digits(limits.gstNumberDigits, 'profileGstNumberInvalid'),
  Photo: fileId,
  FirstName: text(limits.nameMaxLength),
  LastName: text(limits.nameMaxLength),
  Address: text(businessLimits.address),
  Unit: text(businessLimits.unit),
  City: text(businessLimits.city),
  Province: text(50),
  PostalCode: z.string().max(limits.postalCodeMaxLength, { error: 'profilePostalCodeInvalid' }).default(''),
  Fax: digits(limits.faxDigits, 'profileFaxInvalid'),
  Phone: digits(limits.phoneDigits, 'profilePhoneInvalid'),
  PhoneExtension: digits(businessLimits.phoneExtension, 'profileExtensionInvalid'),
  Email: text(limits.emailMaxLength),
  AltFirstName: text(limits.nameMaxLength),
  AltLastName: text(limits.nameMaxLength),
  AltPhone: digits(limits.phoneDigits, 'profileAltPhoneInvalid'),
  AltEmail: text(limits.emailMaxLength),
  SamePhone: z.boolean().default(false),
  SameEmail: z.boolean().default(false),
  Signature: fileId,
  Comments: z
    .string()
    .max(businessLimits.commentsChars, { error: 'profileDescriptionTooLong' })
    .refine((value) => countWords(value) <= limits.descriptionMaxWords, {
      error: 'profileDescriptionTooLong',
    })
    .default(''),
  Categories: z.array(categorySchema).max(businessLimits.categories).default([]),
  /** Quebec's RBQ licence, "5678-1234-01" (issue 31 §3); optional, required to send a Quebec consumer contract. */
  RbqLicence: z
    .string()
    .max(licenceLimits.rbqLicenceChars, { error: 'profileRbqLicenceInvalid' })
    .default(''),
  /** The OPC's itinerant merchant permit number; optional like the RBQ licence. */
  OpcPermit: z.string().max(licenceLimits.opcPermitChars, { error: 'profileOpcPermitInvalid' }).default(''),
  /** Service Alberta's prepaid contracting business licence; optional like the others. */
  AlbertaPrepaidLicence: z
    .string()
    .max(licenceLimits.albertaPrepaidLicenceChars, { error: 'profileAlbertaPrepaidLicenceInvalid' })
    .default(''),
  /** Revenu Québec's QST registration number, "1234567890TQ0001"; optional (qst-number.ts). */
  QstNumber: z.string().max(qstNumberLimits.chars, { error: 'profileQstNumberInvalid' }).default(''),
});

export type BusinessForm = z.output<typeof businessShapeSchema>;
export type BusinessFormInput = z.input<typeof businessShapeSchema>;
export type BusinessField = keyof BusinessForm;

/** Trims, upper-cases the postal code and copies the business phone or email where Same* says so. */
export function normaliseBusiness(form: BusinessForm): BusinessForm {
  const trimmed = Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as BusinessForm;
  return {
    ...trimmed,
    Email: trimmed.Email.toLowerCase(),
    AltEmail: (trimmed.SameEmail ? trimmed.Email : trimmed.AltEmail).toLowerCase(),
    AltPhone: trimmed.SamePhone ? trimmed.Phone : trimmed.AltPhone,
    PostalCode: trimmed.PostalCode ? normalisePostalCode(trimmed.PostalCode) : '',
    RbqLicence: normaliseRbqLicence(trimmed.RbqLicence),
    OpcPermit: normaliseLicenceNumber(trimmed.OpcPermit),
    AlbertaPrepaidLicence: normaliseLicenceNumber(trimmed.AlbertaPrepaidLicence),
    QstNumber: normaliseQstNumber(trimmed.QstNumber),
  };
}

type BusinessRule = Rule<BusinessForm, BusinessField>;
const validPhone = (value: string) => value.length === limits.phoneDigits && isPhone(normalisePhone(value));

/** Doc 1 §5, in its order; then the formats of values that are present. */
export const businessRules: readonly BusinessRule[] = [
  { field: 'Address', message: 'profileAddressRequired', passes: (f) => filled(f.Address) },
  { field: 'City', message: 'profileCityRequired', passes: (f) => filled(f.City) },
  { field: 'PostalCode', message: 'profilePostalCodeRequired', passes: (f) => filled(f.PostalCode) },
  { field: 'Province', message: 'profileProvinceRequired', passes: (f) => isProvince(f.Province.trim()) },
  { field: 'Phone', message: 'profileBusinessPhoneRequired', passes: (f) => filled(f.Phone) },
  { field: 'Email', message: 'profileBusinessEmailRequired', passes: (f) => filled(f.Email) },
  { field: 'FirstName', message: 'profileFirstNameRequired', passes: (f) => filled(f.FirstName) },
  { field: 'LastName', message: 'profileLastNameRequired', passes: (f) => filled(f.LastName) },
  { field: 'Signature', message: 'profileSignatureRequired', passes: (f) => f.Signature !== null },
  {
    field: 'PostalCode',
    message: 'profilePostalCodeInvalid',
    passes: (f) => postalCodePattern.test(f.PostalCode.trim()),
  },
  { field: 'Phone', message: 'profilePhoneInvalid', passes: (f) => validPhone(f.Phone) },
  { field: 'Email', message: 'registerEmailInvalid', passes: (f) => isEmail(f.Email.trim()) },
  { field: 'Fax', message: 'profileFaxInvalid', passes: (f) => !filled(f.Fax) || validPhone(f.Fax) },
  {
    field: 'AltPhone',
    message: 'profileAltPhoneInvalid',
    passes: (f) => f.SamePhone || !filled(f.AltPhone) || validPhone(f.AltPhone),
  },
  {
    field: 'AltEmail',
    message: 'profileAltEmailInvalid',
    passes: (f) => f.SameEmail || !filled(f.AltEmail) || isEmail(f.AltEmail.trim()),
  },
  {
    field: 'RbqLicence',
    message: 'profileRbqLicenceInvalid',
    passes: (f) => !filled(f.RbqLicence) || isRbqLicence(f.RbqLicence),
  },
  {
    field: 'OpcPermit',
    message: 'profileOpcPermitInvalid',
    passes: (f) => !filled(f.OpcPermit) || isLicenceNumber(f.OpcPermit),
  },
  {
    field: 'AlbertaPrepaidLicence',
    message: 'profileAlbertaPrepaidLicenceInvalid',
    passes: (f) => !filled(f.AlbertaPrepaidLicence) || isLicenceNumber(f.AlbertaPrepaidLicence),
  },
  {
    field: 'QstNumber',
    message: 'profileQstNumberInvalid',
    passes: (f) => !filled(f.QstNumber) || isQstNumber(f.QstNumber),
  },
];

export type BusinessProblem = Problem<BusinessField>;

/** The first rule the form breaks, or null. The page counts a drawn, unsaved signature as present. */
export function firstBusinessProblem(form: BusinessForm): BusinessProblem | null {
  return firstProblem(businessRules, form);
}

/** Doc 1 §2: the sections highlighted in yellow while one of these is empty. */
export const highlightedBusinessFields = [
  'Name',
  'GstNumber',
  'Address',
  'City',
  'Province',
  'PostalCode',
] as const satisfies readonly BusinessField[];

/** What the welcome popup lists: the highlighted fields and the rest of what a save needs. */
export function missingBusinessFields(form: BusinessForm): BusinessField[] {
  const needed: BusinessField[] = [
    ...highlightedBusinessFields,
    'Phone',
    'Email',
    'FirstName',
    'LastName',
    'Signature',
  ];
  return needed.filter((field) => {
    const value = form[field];
    return value === null || (typeof value === 'string' && !filled(value));
  });
}
