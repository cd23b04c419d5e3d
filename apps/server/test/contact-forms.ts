/** A client as the My Contacts modal sends it, valid unless overridden. */
export const clientForm = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Jean',
  LastName: 'Roy',
  Address: '5 Elm Street',
  City: 'Halifax',
  Province: 'Nova Scotia',
  PostalCode: 'b3h 1a1',
  Phone: '9025550142',
  Email: 'Jean@Example.com',
  ...overrides,
});
/** A sub-contractor as the My Contacts modal sends it, valid unless overridden. */
export const subcontractorForm = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Roy Electric',
  ContactFirstName: 'Luc',
  ContactLastName: 'Roy',
  Address: '9 Oak Road',
  City: 'Halifax',
  Province: 'Nova Scotia',
  PostalCode: 'B3H 2B2',
  Phone: '9025550150',
  Email: 'office@royelectric.example',
  ...overrides,
});
