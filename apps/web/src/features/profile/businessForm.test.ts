import { en } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import { checkBusiness, fieldProblem, isMissing, valuesOf } from './businessForm';
import { completeBusiness } from './testing';
import { tabFromParam, tabOfField } from './tabs';

describe('profile form rules', () => {
  it('reports the required fields in doc 1 §5’s order, the signature 9th', () => {
    const values = valuesOf(completeBusiness({ Signature: '', LastName: '', Email: '', City: '' }));
    expect(checkBusiness(values, false).problem).toEqual({ field: 'City', message: 'profileCityRequired' });
    expect(checkBusiness({ ...values, City: 'Ottawa' }, false).problem?.message).toBe(
      'profileBusinessEmailRequired',
    );
    const named = { ...values, City: 'Ottawa', Email: 'pat@example.com', LastName: 'Builder' };
    expect(checkBusiness(named, false).problem).toEqual({
      field: 'Signature',
      message: 'profileSignatureRequired',
    });
  });

  it('counts a drawing on the pad as a signature', () => {
    const values = valuesOf(completeBusiness({ Signature: '' }));
    const checked = checkBusiness(values, true);
    expect(checked.problem).toBeUndefined();
    expect(checked.form?.Signature).toBeNull();
  });

  it('answers the normalised form: postal code, Same-phone copy, trimmed text', () => {
    const values = valuesOf(completeBusiness({ PostalCode: 'k1a0b1', SamePhone: true, City: ' Ottawa ' }));
    expect(checkBusiness(values, false).form).toMatchObject({
      PostalCode: 'K1A 0B1',
      AltPhone: '4165550123',
      City: 'Ottawa',
    });
  });

  it('checks the limits after the required fields', () => {
    const values = valuesOf(completeBusiness({ Comments: 'word '.repeat(5001) }));
    expect(checkBusiness(values, false).problem).toEqual({
      field: 'Comments',
      message: 'profileDescriptionTooLong',
    });
    expect(checkBusiness({ ...values, Address: '' }, false).problem?.message).toBe('profileAddressRequired');
  });

  it('checks a field’s format on blur only when it has a value', () => {
    const values = valuesOf(completeBusiness({ PostalCode: '', Phone: '123' }));
    expect(fieldProblem('PostalCode', values)).toBeUndefined();
    expect(fieldProblem('Phone', values)).toBe('profilePhoneInvalid');
    expect(
      en[fieldProblem('PostalCode', { ...values, PostalCode: '12345' }) as 'profilePostalCodeInvalid'],
    ).toBe(en.profilePostalCodeInvalid);
  });

  it('highlights only the doc 1 §2 fields while empty', () => {
    const values = valuesOf(completeBusiness({ Name: '', Phone: '' }));
    expect(isMissing('Name', values)).toBe(true);
    expect(isMissing('Phone', values)).toBe(false);
    expect(isMissing('City', values)).toBe(false);
  });

  it('maps the URL index and the fields to tabs', () => {
    expect([
      tabFromParam(undefined),
      tabFromParam('1'),
      tabFromParam('3'),
      tabFromParam('9'),
      tabFromParam('x'),
    ]).toEqual([0, 0, 3, 0, 0]);
    expect(tabOfField('Signature')).toBe(3);
    expect(tabOfField('Email')).toBe(4);
    expect(tabOfField('Comments')).toBe(2);
    expect(tabOfField('PostalCode')).toBe(0);
  });
});
