import { isLanguage, type Language, type SubcontractorForm } from '@tradepact/shared';

/**
 * What the two sub-contractor forms (My Contacts, My Projects) edit: every field of the shared shape
 * but the ids, which go with the call.
 */
export type SubcontractorValues = Omit<SubcontractorForm, 'Id' | 'ProjectId' | 'Language'> & {
  /** Null until the contractor picks one: the rule's then (useContactLanguage). */
  Language: Language | null;
};
export type SubcontractorTextField = Exclude<keyof SubcontractorValues, SameAsBusinessFlag | 'Language'>;
export type SameAsBusinessFlag = 'SamePhone' | 'SameEmail';

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
  Language: null,
};

/**
 * The shared shape's form of the values: a language not picked yet is left out, for the server's
 * rule (the same the form shows: useContactLanguage).
 */
export function subcontractorFormOf(values: SubcontractorValues, projectId: string | null = null) {
  return { ...values, Id: null, ProjectId: projectId, Language: values.Language ?? undefined };
}

/** The form's values of a stored sub-contractor (missing texts as ''); empty for a new one (none). */
export function valuesOfSubcontractor(
  subcontractor: Partial<SubcontractorValues> | null | undefined,
): SubcontractorValues {
  const values = { ...emptySubcontractorValues };
  if (!subcontractor) return values;
  for (const key of Object.keys(values) as (keyof SubcontractorValues)[]) {
    const value = subcontractor[key];
    if (key === 'SamePhone' || key === 'SameEmail') values[key] = value === true;
    else if (key === 'Language') values[key] = isLanguage(value) ? value : null;
    else values[key] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The alternate-contact field each same-as-business switch fills. */
export const alternateFieldOf = {
  SamePhone: 'ContactPhone',
  SameEmail: 'ContactEmail',
} as const satisfies Record<SameAsBusinessFlag, SubcontractorTextField>;

/** The values once `field` is typed: while its switch is on, the alternate contact follows the business. */
export function withTypedText(
  previous: SubcontractorValues,
  field: SubcontractorTextField,
  value: string,
): SubcontractorValues {
  const next = { ...previous, [field]: value };
  if (field === 'Phone' && previous.SamePhone) next.ContactPhone = value;
  if (field === 'Email' && previous.SameEmail) next.ContactEmail = value;
  return next;
}

/** The values once a same-as-business switch moves: switched on, the alternate contact takes the business's. */
export function withSameAsBusiness(
  previous: SubcontractorValues,
  flag: SameAsBusinessFlag,
  on: boolean,
): SubcontractorValues {
  const next = { ...previous, [flag]: on };
  if (on && flag === 'SamePhone') next.ContactPhone = previous.Phone;
  if (on && flag === 'SameEmail') next.ContactEmail = previous.Email;
  return next;
}
