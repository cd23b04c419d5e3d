import type { BusinessField } from '@tradepact/shared';

/** Doc 1 §2: the profile's tabs by trailing index. Tab 1 (categories) has no tab button. */
export const profileTabs = {
  business: 0,
  categories: 1,
  description: 2,
  signature: 3,
  contact: 4,
} as const;

export type ProfileTab = (typeof profileTabs)[keyof typeof profileTabs];

/** The tabs that have a button, in order. */
export const visibleTabs = [
  profileTabs.business,
  profileTabs.description,
  profileTabs.signature,
  profileTabs.contact,
] as const;
export type VisibleTab = (typeof visibleTabs)[number];

/** The tab a URL's trailing index opens: the hidden categories tab and anything unknown open tab 0. */
export function tabFromParam(param: string | undefined): VisibleTab {
  const index = param !== undefined && /^\d+$/.test(param) ? Number(param) : profileTabs.business;
  return (visibleTabs as readonly number[]).includes(index) ? (index as VisibleTab) : profileTabs.business;
}

const fieldTabs: Record<BusinessField, VisibleTab> = {
  Name: profileTabs.business,
  GstNumber: profileTabs.business,
  Photo: profileTabs.business,
  Address: profileTabs.business,
  Unit: profileTabs.business,
  City: profileTabs.business,
  Province: profileTabs.business,
  PostalCode: profileTabs.business,
  RbqLicence: profileTabs.business,
  OpcPermit: profileTabs.business,
  AlbertaPrepaidLicence: profileTabs.business,
  QstNumber: profileTabs.business,
  // The categories round-trip on the hidden tab 1; a problem with them is shown on tab 0.
  Categories: profileTabs.business,
  Comments: profileTabs.description,
  Signature: profileTabs.signature,
  FirstName: profileTabs.contact,
  LastName: profileTabs.contact,
  Phone: profileTabs.contact,
  PhoneExtension: profileTabs.contact,
  Fax: profileTabs.contact,
  Email: profileTabs.contact,
  AltFirstName: profileTabs.contact,
  AltLastName: profileTabs.contact,
  AltPhone: profileTabs.contact,
  AltEmail: profileTabs.contact,
  SamePhone: profileTabs.contact,
  SameEmail: profileTabs.contact,
};

export function tabOfField(field: BusinessField): VisibleTab {
  return fieldTabs[field];
}

/** The id of a field's input, to focus it. */
export function fieldId(field: BusinessField): string {
  return `profile-${field}`;
}
