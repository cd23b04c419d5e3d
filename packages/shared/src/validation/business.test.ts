import { describe, expect, it } from 'vitest';
import {
  businessShapeSchema,
  firstBusinessProblem,
  missingBusinessFields,
  normaliseBusiness,
} from './business.js';

const complete = businessShapeSchema.parse({
  Name: 'Tremblay Renovations',
  GstNumber: '123456782',
  FirstName: 'Marie',
  LastName: 'Tremblay',
  Address: '120 King Street West',
  City: 'Toronto',
  Province: 'Ontario',
  PostalCode: 'M5H 1J9',
  Phone: '4165550123',
  Email: 'office@example.com',
  Signature: '7f3c1a2e-1111-4c3b-9d5e-000000000001',
});

describe('firstBusinessProblem', () => {
  it('accepts a complete profile', () => {
    expect(firstBusinessProblem(complete)).toBeNull();
  });

  it('names the address before anything else, and the signature last of the required fields', () => {
    const empty = businessShapeSchema.parse({});
    expect(firstBusinessProblem(empty)).toEqual({ field: 'Address', message: 'profileAddressRequired' });
    expect(firstBusinessProblem({ ...complete, Signature: null })).toEqual({
      field: 'Signature',
      message: 'profileSignatureRequired',
    });
  });

  it('checks formats only once every required field is present', () => {
    expect(firstBusinessProblem({ ...complete, PostalCode: '90210', LastName: '' })?.message).toBe(
      'profileLastNameRequired',
    );
    expect(firstBusinessProblem({ ...complete, PostalCode: '90210' })?.message).toBe(
      'profilePostalCodeInvalid',
    );
  });

  it('ignores the alternate phone and email while the Same switches are on', () => {
    expect(firstBusinessProblem({ ...complete, SamePhone: true, AltPhone: '12' })).toBeNull();
    expect(firstBusinessProblem({ ...complete, AltPhone: '12' })?.message).toBe('profileAltPhoneInvalid');
  });
});

describe('normaliseBusiness', () => {
  it('writes the postal code as A1A 1A1 and copies the business phone and email where asked', () => {
    const form = normaliseBusiness({
      ...complete,
      PostalCode: ' m5h1j9 ',
      Email: 'Office@Example.com',
      SamePhone: true,
      SameEmail: true,
      AltPhone: '6135550000',
    });
    expect(form).toMatchObject({
      PostalCode: 'M5H 1J9',
      Email: 'office@example.com',
      AltEmail: 'office@example.com',
      AltPhone: '4165550123',
    });
  });
});

describe('missingBusinessFields', () => {
  it('lists the highlighted fields and the rest a save needs', () => {
    expect(missingBusinessFields({ ...complete, Name: '', GstNumber: '', Signature: null })).toEqual([
      'Name',
      'GstNumber',
      'Signature',
    ]);
  });
});

describe('businessShapeSchema', () => {
  it('turns an empty or all-zero file id into none', () => {
    const parsed = businessShapeSchema.parse({
      Photo: '',
      Signature: '00000000-0000-0000-0000-000000000000',
    });
    expect(parsed.Photo).toBeNull();
    expect(parsed.Signature).toBeNull();
  });
});
