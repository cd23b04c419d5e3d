import { describe, expect, it } from 'vitest';
import { businessShapeSchema, firstBusinessProblem, normaliseBusiness } from './business.js';
import { isLicenceNumber, isRbqLicence, normaliseLicenceNumber, normaliseRbqLicence } from './licences.js';

const complete = businessShapeSchema.parse({
  Address: '1 rue Saint-Jean',
  City: 'Québec',
  Province: 'Quebec',
  PostalCode: 'G1R 1N8',
  Phone: '4185550123',
  Email: 'bureau@example.com',
  FirstName: 'Luc',
  LastName: 'Gagnon',
  Signature: '7f3c1a2e-1111-4c3b-9d5e-000000000001',
});

describe('the RBQ licence number', () => {
  it('is stored as the regulator writes it, 4-4-2 digits, however it was typed', () => {
    expect(normaliseRbqLicence('5678123401')).toBe('5678-1234-01');
    expect(normaliseRbqLicence(' 5678 1234 01 ')).toBe('5678-1234-01');
    expect(normaliseRbqLicence('5678-1234-01')).toBe('5678-1234-01');
    expect(normaliseBusiness({ ...complete, RbqLicence: '5678 123401' }).RbqLicence).toBe('5678-1234-01');
  });

  it('is 10 digits: fewer, more or letters are refused', () => {
    expect(isRbqLicence('5678-1234-01')).toBe(true);
    expect(isRbqLicence('5678-1234-0')).toBe(false);
    expect(isRbqLicence('5678-1234-012')).toBe(false);
    expect(isRbqLicence('ABCD-1234-01')).toBe(false);
  });

  it('is optional in the profile, and a wrong one is named', () => {
    expect(firstBusinessProblem(normaliseBusiness(complete))).toBeNull();
    expect(firstBusinessProblem(normaliseBusiness({ ...complete, RbqLicence: '5678-12' }))).toEqual({
      field: 'RbqLicence',
      message: 'profileRbqLicenceInvalid',
    });
  });
});

describe('the OPC itinerant merchant permit number', () => {
  it('takes letters and digits with spaces or dashes, upper-cased', () => {
    expect(normaliseLicenceNumber(' ab  123-45 ')).toBe('AB 123-45');
    expect(isLicenceNumber('123456')).toBe(true);
    expect(isLicenceNumber('AB-123')).toBe(true);
    expect(isLicenceNumber('12#45')).toBe(false);
    expect(isLicenceNumber('-12')).toBe(false);
  });

  it('is optional, and a wrong one is named', () => {
    expect(firstBusinessProblem(normaliseBusiness({ ...complete, OpcPermit: '' }))).toBeNull();
    expect(firstBusinessProblem(normaliseBusiness({ ...complete, OpcPermit: '12/45' }))?.message).toBe(
      'profileOpcPermitInvalid',
    );
  });

  it('refuses a number too long for any permit before the rules run', () => {
    expect(businessShapeSchema.safeParse({ ...complete, OpcPermit: '1'.repeat(31) }).success).toBe(false);
  });
});
