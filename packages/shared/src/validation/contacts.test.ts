import { describe, expect, it } from 'vitest';
import {
  clientRules,
  clientShapeSchema,
  firstNewProjectProblem,
  firstProjectProblem,
  normaliseContact,
  projectShapeSchema,
  subcontractorContactRules,
  subcontractorProjectRules,
  subcontractorShapeSchema,
  type ClientForm,
  type SubcontractorForm,
} from './contacts.js';
import { firstProblem, type Rule } from './rules.js';

const client = clientShapeSchema.parse({
  FirstName: 'Jane',
  LastName: 'Client',
  Address: '12 Main Street',
  City: 'Ottawa',
  Province: 'Ontario',
  PostalCode: 'K1A 0B1',
  Phone: '6135550101',
  Email: 'jane@example.com',
  Fax: '6135550102',
});

const subcontractor = subcontractorShapeSchema.parse({
  Name: 'Sparky Electric',
  ContactFirstName: 'Sam',
  ContactLastName: 'Sparks',
  Address: '5 Volt Road',
  City: 'Ottawa',
  Province: 'Ontario',
  PostalCode: 'K2P 1L4',
  Phone: '6135550199',
  Email: 'office@sparky.example',
  Fax: '6135550198',
  ContactPhone: '6135550197',
  ContactEmail: 'sam@sparky.example',
});

/**
 * The problems `problemOf` reports for `broken`, one at a time: each reported field is put back to
 * its value in `good` before asking again, so the list is every broken rule in the order a user meets them.
 */
function problemsInOrder<Form>(
  problemOf: (form: Form) => { field: string; message: string } | null,
  broken: Form,
  good: Form,
): string[] {
  const seen: string[] = [];
  let form = broken;
  for (let problem = problemOf(form); problem; problem = problemOf(form)) {
    const reported = `${problem.field}: ${problem.message}`;
    if (seen.includes(reported)) throw new Error(`${reported} is still reported once fixed`);
    seen.push(reported);
    form = { ...form, [problem.field]: good[problem.field as keyof Form] };
  }
  return seen;
}

const by =
  <Form, Field extends string>(rules: readonly Rule<Form, Field>[]) =>
  (form: Form) =>
    firstProblem(rules, form);

/** Every required field of a client or sub-contractor left empty (or blank). */
const emptyRequired = { Address: ' ', City: '', Province: '', PostalCode: '', Phone: '', Email: '' };
/** Every format a contact has, wrong. */
const wrongFormats = { PostalCode: '90210', Phone: '1234567890', Email: 'jane@example', Fax: '0005550101' };

describe('clientRules (My Contacts client modal)', () => {
  it('accepts a complete client', () => {
    expect(firstProblem(clientRules, client)).toBeNull();
  });

  it('asks for the required fields in the spec’s order', () => {
    const broken: ClientForm = { ...client, ...emptyRequired, FirstName: '', LastName: '' };
    expect(problemsInOrder(by(clientRules), broken, client)).toEqual([
      'FirstName: profileFirstNameRequired',
      'LastName: profileLastNameRequired',
      'Address: clientAddressRequired',
      'City: clientCityRequired',
      'Province: contactProvinceRequired',
      'PostalCode: clientPostalCodeRequired',
      'Phone: contactPhoneRequired',
      'Email: contactEmailRequired',
    ]);
  });

  it('checks the formats, in order, only once every required field is there', () => {
    expect(problemsInOrder(by(clientRules), { ...client, ...wrongFormats }, client)).toEqual([
      'PostalCode: profilePostalCodeInvalid',
      'Phone: contactPhoneInvalid',
      'Email: registerEmailInvalid',
      'Fax: profileFaxInvalid',
    ]);
    expect(firstProblem(clientRules, { ...client, PostalCode: '90210', Email: '' })?.message).toBe(
      'contactEmailRequired',
    );
  });

  it('takes an empty fax', () => {
    expect(firstProblem(clientRules, { ...client, Fax: '' })).toBeNull();
  });

  it('takes only a province of the list, written as the list writes it', () => {
    expect(firstProblem(clientRules, { ...client, Province: ' Nova Scotia ' })).toBeNull();
    for (const Province of ['ontario', 'ON', 'Ontario Province']) {
      expect(firstProblem(clientRules, { ...client, Province })?.message, Province).toBe(
        'contactProvinceRequired',
      );
    }
  });
});

describe('subcontractorContactRules (My Contacts sub-contractor modal)', () => {
  it('accepts a complete sub-contractor', () => {
    expect(firstProblem(subcontractorContactRules, subcontractor)).toBeNull();
  });

  it('asks for the postal code before the province, and the phone before the email', () => {
    const broken: SubcontractorForm = {
      ...subcontractor,
      ...emptyRequired,
      ContactFirstName: '',
      ContactLastName: '',
    };
    expect(problemsInOrder(by(subcontractorContactRules), broken, subcontractor)).toEqual([
      'ContactFirstName: profileFirstNameRequired',
      'ContactLastName: profileLastNameRequired',
      'Address: subcontractorAddressRequired',
      'City: subcontractorCityRequired',
      'PostalCode: subcontractorPostalCodeRequired',
      'Province: contactProvinceRequired',
      'Phone: contactPhoneRequired',
      'Email: contactEmailRequired',
    ]);
  });

  it('checks the business formats, then the contact person’s phone and email', () => {
    const broken: SubcontractorForm = {
      ...subcontractor,
      ...wrongFormats,
      ContactPhone: '555',
      ContactEmail: 'sam at sparky',
    };
    expect(problemsInOrder(by(subcontractorContactRules), broken, subcontractor)).toEqual([
      'PostalCode: profilePostalCodeInvalid',
      'Phone: contactPhoneInvalid',
      'Email: registerEmailInvalid',
      'Fax: profileFaxInvalid',
      'ContactPhone: profileAltPhoneInvalid',
      'ContactEmail: profileAltEmailInvalid',
    ]);
  });

  it('leaves the contact person’s phone and email out while Same is on, and takes them empty', () => {
    const other = { ContactPhone: '555', ContactEmail: 'sam at sparky' };
    expect(
      firstProblem(subcontractorContactRules, {
        ...subcontractor,
        ...other,
        SamePhone: true,
        SameEmail: true,
      }),
    ).toBeNull();
    expect(
      firstProblem(subcontractorContactRules, { ...subcontractor, ...other, SamePhone: true })?.message,
    ).toBe('profileAltEmailInvalid');
    expect(
      firstProblem(subcontractorContactRules, { ...subcontractor, ContactPhone: '', ContactEmail: '' }),
    ).toBeNull();
  });
});

describe('subcontractorProjectRules (My Projects sub-contractor form)', () => {
  it('names each missing field ‘… Field is mandatory’, the province before the postal code and the email before the phone', () => {
    const broken: SubcontractorForm = {
      ...subcontractor,
      ...emptyRequired,
      ContactFirstName: '',
      ContactLastName: '',
    };
    expect(problemsInOrder(by(subcontractorProjectRules), broken, subcontractor)).toEqual([
      'ContactFirstName: subcontractorFirstNameMandatory',
      'ContactLastName: subcontractorLastNameMandatory',
      'Address: subcontractorAddressMandatory',
      'City: subcontractorCityMandatory',
      'Province: subcontractorProvinceMandatory',
      'PostalCode: subcontractorPostalCodeMandatory',
      'Email: subcontractorBusinessEmailMandatory',
      'Phone: subcontractorBusinessPhoneMandatory',
    ]);
  });

  it('checks the same formats as My Contacts, in the same order', () => {
    const broken: SubcontractorForm = { ...subcontractor, ...wrongFormats, ContactPhone: '555' };
    expect(problemsInOrder(by(subcontractorProjectRules), broken, subcontractor)).toEqual([
      'PostalCode: profilePostalCodeInvalid',
      'Phone: contactPhoneInvalid',
      'Email: registerEmailInvalid',
      'Fax: profileFaxInvalid',
      'ContactPhone: profileAltPhoneInvalid',
    ]);
  });
});

describe('contact formats', () => {
  const formatOf = (values: Partial<ClientForm>) => firstProblem(clientRules, { ...client, ...values });

  it('takes a Canadian postal code with or without its space, in either case', () => {
    for (const PostalCode of ['K1A 0B1', 'k1a0b1', ' M5H 1J9 ', 'T2P 5J4']) {
      expect(formatOf({ PostalCode }), PostalCode).toBeNull();
    }
    // D, F, I, O, Q and U are never used; W and Z never start one; A1A-1A1 and ZIP codes are not Canadian.
    for (const PostalCode of ['D1A 0B1', 'K1O 0B1', 'W1A 0B1', 'K1A-0B1', 'K1A  0B1', '90210', 'K1A 0B']) {
      expect(formatOf({ PostalCode })?.message, PostalCode).toBe('profilePostalCodeInvalid');
    }
  });

  it('takes a phone or fax of ten digits with a North American area code and exchange', () => {
    expect(formatOf({ Phone: '2045550101', Fax: '9025550101' })).toBeNull();
    // Too short, too long, an area code or exchange starting 0 or 1, the country code counted in the ten.
    for (const Phone of ['613555010', '16135550101', '0135550101', '6131550101', '1613555010']) {
      expect(formatOf({ Phone })?.message, Phone).toBe('contactPhoneInvalid');
      expect(formatOf({ Fax: Phone })?.message, `fax ${Phone}`).toBe('profileFaxInvalid');
    }
  });

  it('takes an email of text, at-sign, text, dot, text, around spaces but with none inside', () => {
    for (const Email of ['jane@example.com', ' Jane.Doe+bills@mail.example.ca ']) {
      expect(formatOf({ Email }), Email).toBeNull();
    }
    for (const Email of ['jane@example', 'jane example@mail.ca', '@example.com', 'jane@@example.com']) {
      expect(formatOf({ Email })?.message, Email).toBe('registerEmailInvalid');
    }
  });
});

describe('firstProjectProblem (the project form)', () => {
  const project = projectShapeSchema.parse({
    Name: 'Kitchen renovation',
    PostalCode: 'K1A 0B1',
    Clients: [client, { ...client, FirstName: 'Joe' }],
  });

  it('accepts a named project whose clients have a name, an email and a phone', () => {
    expect(firstProjectProblem(project)).toBeNull();
    const bare = { ...client, Address: '', City: '', Province: '', PostalCode: '', Fax: '' };
    expect(firstProjectProblem({ ...project, PostalCode: '', Clients: [bare] })).toBeNull();
  });

  it('asks for the project name before anything in the clients', () => {
    expect(firstProjectProblem({ ...project, Name: ' ', Clients: [{ ...client, FirstName: '' }] })).toEqual({
      field: 'Name',
      message: 'projectFormNameRequired',
    });
  });

  it('asks for each client’s first name, last name, email and phone, in order, then checks their formats', () => {
    const problemOf = (one: ClientForm) => firstProjectProblem({ ...project, Clients: [one] });
    const missing: ClientForm = { ...client, FirstName: '', LastName: '', Email: '', Phone: '' };
    expect(problemsInOrder(problemOf, missing, client)).toEqual([
      'FirstName: profileFirstNameRequired',
      'LastName: profileLastNameRequired',
      'Email: contactEmailRequired',
      'Phone: contactPhoneRequired',
    ]);
    expect(problemsInOrder(problemOf, { ...client, ...wrongFormats }, client)).toEqual([
      'PostalCode: profilePostalCodeInvalid',
      'Phone: contactPhoneInvalid',
      'Email: registerEmailInvalid',
      'Fax: profileFaxInvalid',
    ]);
    expect(problemOf({ ...client, Fax: '1', Phone: '' })?.message).toBe('contactPhoneRequired');
  });

  it('names the client block of the problem, the first block first', () => {
    const second = { ...client, LastName: '' };
    expect(firstProjectProblem({ ...project, Clients: [client, second] })).toEqual({
      field: 'LastName',
      message: 'profileLastNameRequired',
      client: 1,
    });
    // A format problem of the first block comes before a missing field of the second.
    expect(
      firstProjectProblem({ ...project, Clients: [{ ...client, PostalCode: '90210' }, second] }),
    ).toEqual({ field: 'PostalCode', message: 'profilePostalCodeInvalid', client: 0 });
  });

  it('checks the project’s own postal code last, and takes it empty', () => {
    expect(
      firstProjectProblem({ ...project, PostalCode: '90210', Clients: [{ ...client, Fax: '1' }] }),
    ).toEqual({ field: 'Fax', message: 'profileFaxInvalid', client: 0 });
    expect(firstProjectProblem({ ...project, PostalCode: '90210' })).toEqual({
      field: 'PostalCode',
      message: 'profilePostalCodeInvalid',
    });
    expect(firstProjectProblem({ ...project, PostalCode: ' k1a0b1 ' })).toBeNull();
  });

  it('takes a project without clients once it is named', () => {
    expect(firstProjectProblem({ ...project, Clients: [] })).toBeNull();
  });
});

describe('firstNewProjectProblem (Add Project on My Projects)', () => {
  it('asks only for the name', () => {
    expect(firstNewProjectProblem({ Name: '  ' })).toEqual({ field: 'Name', message: 'projectNameRequired' });
    expect(firstNewProjectProblem({ Name: 'Deck' })).toBeNull();
  });
});

describe('contact schemas', () => {
  const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : result.error?.issues[0]?.message;

  it('fills every field left out, and reads an empty id as none', () => {
    expect(clientShapeSchema.parse({ Id: '' })).toMatchObject({
      Id: null,
      FirstName: '',
      Name: [],
      SameAddress: false,
      Phone: '',
    });
    expect(subcontractorShapeSchema.parse({})).toMatchObject({ Id: null, ProjectId: null, SamePhone: false });
    expect(clientShapeSchema.safeParse({ Id: 'client-1' }).success).toBe(false);
  });

  it('refuses texts over their limits with the too-long message', () => {
    expect(firstError(clientShapeSchema.safeParse({ BusinessName: 'x'.repeat(201) }))).toBe(
      'profileValueTooLong',
    );
    expect(firstError(clientShapeSchema.safeParse({ BusinessName: 'x'.repeat(200) }))).toBeUndefined();
    expect(firstError(clientShapeSchema.safeParse({ FirstName: 'x'.repeat(51) }))).toBe(
      'profileValueTooLong',
    );
    expect(firstError(clientShapeSchema.safeParse({ Unit: 'x'.repeat(21) }))).toBe('profileValueTooLong');
    expect(firstError(clientShapeSchema.safeParse({ City: 'x'.repeat(101) }))).toBe('profileValueTooLong');
    expect(firstError(projectShapeSchema.safeParse({ Comments: 'x'.repeat(2001) }))).toBe(
      'profileValueTooLong',
    );
    expect(firstError(projectShapeSchema.safeParse({ Name: 'x'.repeat(201) }))).toBe('profileValueTooLong');
  });

  it('takes digits only in the phone, fax and extension fields, each with its own message', () => {
    expect(clientShapeSchema.parse({ Phone: ' 6135550101 ' }).Phone).toBe('6135550101');
    expect(firstError(clientShapeSchema.safeParse({ Phone: '613-555-0101' }))).toBe('contactPhoneInvalid');
    expect(firstError(clientShapeSchema.safeParse({ Phone: '61355501011' }))).toBe('contactPhoneInvalid');
    expect(firstError(clientShapeSchema.safeParse({ Fax: 'fax' }))).toBe('profileFaxInvalid');
    expect(firstError(subcontractorShapeSchema.safeParse({ PhoneExtension: '123456' }))).toBeUndefined();
    expect(firstError(subcontractorShapeSchema.safeParse({ PhoneExtension: '1234567' }))).toBe(
      'profileExtensionInvalid',
    );
    expect(firstError(subcontractorShapeSchema.safeParse({ PhoneExtension: 'x12' }))).toBe(
      'profileExtensionInvalid',
    );
    expect(firstError(subcontractorShapeSchema.safeParse({ ContactPhone: '(613)' }))).toBe(
      'profileAltPhoneInvalid',
    );
    expect(firstError(clientShapeSchema.safeParse({ PostalCode: 'K1A  0B1' }))).toBe(
      'profilePostalCodeInvalid',
    );
  });

  it('takes up to 10 more name pairs per client and 20 clients per project', () => {
    const pairs = (count: number) => Array.from({ length: count }, () => ({ FirstName: 'A', LastName: 'B' }));
    expect(clientShapeSchema.safeParse({ Name: pairs(10) }).success).toBe(true);
    expect(clientShapeSchema.safeParse({ Name: pairs(11) }).success).toBe(false);
    const clients = (count: number) => Array.from({ length: count }, () => ({}));
    expect(projectShapeSchema.safeParse({ Clients: clients(20) }).success).toBe(true);
    expect(projectShapeSchema.safeParse({ Clients: clients(21) }).success).toBe(false);
  });
});

describe('normaliseContact', () => {
  it("trims a client's further names as it trims the first", () => {
    const form = normaliseContact({ ...client, Name: [{ FirstName: ' Lise ', LastName: 'Roy  ' }] });
    expect(form.Name).toEqual([{ FirstName: 'Lise', LastName: 'Roy' }]);
  });

  it('trims every text, writes postal codes as A1A 1A1 and emails in lower case', () => {
    expect(
      normaliseContact({
        ...subcontractor,
        Name: ' Sparky Electric ',
        PostalCode: ' k2p1l4 ',
        Email: ' Office@Sparky.Example ',
        ContactEmail: 'Sam@Sparky.Example',
        City: ' Ottawa',
      }),
    ).toMatchObject({
      Name: 'Sparky Electric',
      PostalCode: 'K2P 1L4',
      Email: 'office@sparky.example',
      ContactEmail: 'sam@sparky.example',
      City: 'Ottawa',
    });
  });

  it('leaves an empty postal code empty and values that are not text as they are', () => {
    const names = [{ FirstName: 'Joe', LastName: 'Client' }];
    const form = normaliseContact({ ...client, PostalCode: '   ', Id: null, SameAddress: true, Name: names });
    expect(form).toMatchObject({ PostalCode: '', Id: null, SameAddress: true });
    expect(form.Name).toEqual(names);
  });
});
