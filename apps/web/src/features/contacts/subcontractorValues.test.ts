import { describe, expect, it } from 'vitest';
import {
  emptySubcontractorValues,
  valuesOfSubcontractor,
  withSameAsBusiness,
  withTypedText,
} from './subcontractorValues';

describe('sub-contractor form values', () => {
  it('reads a stored sub-contractor, missing texts as empty, and a new one as the empty form', () => {
    expect(valuesOfSubcontractor({ Name: 'Sparks', SamePhone: true })).toEqual({
      ...emptySubcontractorValues,
      Name: 'Sparks',
      SamePhone: true,
    });
    expect(valuesOfSubcontractor(null)).toEqual(emptySubcontractorValues);
  });

  it('copies the business phone and email into the alternate contact when their switch goes on', () => {
    const typed = { ...emptySubcontractorValues, Phone: '6135550111', Email: 'sue@saw.example' };
    expect(withSameAsBusiness(typed, 'SamePhone', true)).toMatchObject({
      SamePhone: true,
      ContactPhone: '6135550111',
      ContactEmail: '',
    });
    expect(withSameAsBusiness(typed, 'SameEmail', true)).toMatchObject({
      SameEmail: true,
      ContactEmail: 'sue@saw.example',
      ContactPhone: '',
    });
  });

  it('keeps the alternate contact following the business while the switch is on, and only then', () => {
    const following = { ...emptySubcontractorValues, SamePhone: true };
    expect(withTypedText(following, 'Phone', '613')).toMatchObject({ Phone: '613', ContactPhone: '613' });
    expect(withTypedText(emptySubcontractorValues, 'Phone', '613')).toMatchObject({
      Phone: '613',
      ContactPhone: '',
    });
    expect(withSameAsBusiness(following, 'SamePhone', false).ContactPhone).toBe('');
  });
});
