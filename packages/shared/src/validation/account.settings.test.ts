import { describe, expect, it } from 'vitest';
import { limits } from '../limits.js';
import { registerSchema, userSettingsSchema } from './account.js';

const settings = { FirstName: 'Marie', LastName: 'T', Email: 'm@example.com', PhoneNumber: '4165551234' };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('userSettingsSchema: one rule per field with sign-up (issue 18 §5)', () => {
  it('takes sign-up’s own field schemas', () => {
    const settingsShape = userSettingsSchema.shape;
    const signUpShape = registerSchema.shape;
    expect(settingsShape.FirstName).toBe(signUpShape.firstName);
    expect(settingsShape.LastName).toBe(signUpShape.lastName);
    expect(settingsShape.Email).toBe(signUpShape.email);
    expect(settingsShape.PhoneNumber).toBe(signUpShape.phoneNumber);
  });

  it('accepts any spelling of a 10-digit number and refuses 9 digits with sign-up’s message', () => {
    for (const phone of ['(647) 555-0199', '+1 647 555 0199', '647.555.0199', '6475550199']) {
      expect(userSettingsSchema.safeParse({ ...settings, PhoneNumber: phone }).success, phone).toBe(true);
    }
    expect(firstError(userSettingsSchema.safeParse({ ...settings, PhoneNumber: '647555019' }))).toBe(
      'registerPhoneInvalid',
    );
  });

  it('holds names and emails to sign-up’s limits', () => {
    const long = 'a'.repeat(limits.nameMaxLength + 1);
    expect(firstError(userSettingsSchema.safeParse({ ...settings, FirstName: long }))).toBe(
      'registerFirstNameRequired',
    );
    const longEmail = `${'e'.repeat(limits.emailMaxLength)}@example.com`;
    expect(firstError(userSettingsSchema.safeParse({ ...settings, Email: longEmail }))).toBe(
      'registerEmailInvalid',
    );
    expect(firstError(userSettingsSchema.safeParse({ ...settings, AlternateEmail: longEmail }))).toBe(
      'settingsEmailInvalid',
    );
  });

  it('refuses the account email, in any case, as the alternate email', () => {
    expect(firstError(userSettingsSchema.safeParse({ ...settings, AlternateEmail: ' M@Example.com ' }))).toBe(
      'settingsAlternateEmailSameAsEmail',
    );
    expect(userSettingsSchema.safeParse({ ...settings, AlternateEmail: 'home@example.org' }).success).toBe(
      true,
    );
  });
});
