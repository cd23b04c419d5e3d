import { describe, expect, it } from 'vitest';
import { maskDestination } from './mask.js';

describe('maskDestination', () => {
  it('keeps the first letter and the domain of an email', () => {
    expect(maskDestination('email', 'jules.tremblay@example.com')).toBe('j•••@example.com');
  });

  it('keeps only the last four digits of a mobile number', () => {
    expect(maskDestination('sms', '6475550199')).toBe('•••-•••-0199');
  });
});
