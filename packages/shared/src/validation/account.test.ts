import { describe, expect, it } from 'vitest';
import { accountIdentifierSchema, registerSchema, userSettingsSchema } from './account.js';

const valid = {
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: 'marie@example.com',
  phoneNumber: '416 555 1234',
  password: 'Renov8tion!',
  confirmPassword: 'Renov8tion!',
  captchaId: 'abc',
  captcha: 'x7k2',
};

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('registerSchema', () => {
  it('accepts a complete sign-up form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('reports the first problem in the spec’s order', () => {
    expect(firstError(registerSchema.safeParse({ ...valid, firstName: ' ', email: 'bad' }))).toBe(
      'registerFirstNameRequired',
    );
    expect(firstError(registerSchema.safeParse({ ...valid, email: 'bad', phoneNumber: '123' }))).toBe(
      'registerEmailInvalid',
    );
    expect(firstError(registerSchema.safeParse({ ...valid, phoneNumber: '123', password: 'weak' }))).toBe(
      'registerPhoneInvalid',
    );
    expect(firstError(registerSchema.safeParse({ ...valid, password: 'weak' }))).toBe(
      'registerPasswordInvalid',
    );
    expect(firstError(registerSchema.safeParse({ ...valid, captcha: '' }))).toBe('registerCaptchaRequired');
  });

  it('refuses a confirmation that differs from the password', () => {
    expect(firstError(registerSchema.safeParse({ ...valid, confirmPassword: 'Renov8tion?' }))).toBe(
      'registerPasswordsMismatch',
    );
  });

  it('refuses names over 50 characters and emails over 200', () => {
    expect(firstError(registerSchema.safeParse({ ...valid, lastName: 'x'.repeat(51) }))).toBe(
      'registerLastNameRequired',
    );
    expect(firstError(registerSchema.safeParse({ ...valid, email: `${'a'.repeat(195)}@example.com` }))).toBe(
      'registerEmailInvalid',
    );
  });
});

describe('accountIdentifierSchema', () => {
  it('takes an email or a mobile number, nothing else', () => {
    expect(accountIdentifierSchema.safeParse('a@b.ca').success).toBe(true);
    expect(accountIdentifierSchema.safeParse('(416) 555-1234').success).toBe(true);
    expect(firstError(accountIdentifierSchema.safeParse(''))).toBe('authAccountRequired');
    expect(firstError(accountIdentifierSchema.safeParse('marie'))).toBe('authAccountInvalid');
  });
});

describe('userSettingsSchema', () => {
  const settings = { FirstName: 'Marie', LastName: 'T', Email: 'm@example.com', PhoneNumber: '4165551234' };
  it('allows an empty alternate email and no password change', () => {
    expect(userSettingsSchema.safeParse({ ...settings, AlternateEmail: '' }).success).toBe(true);
  });
  it('checks the alternate email and the new password pair', () => {
    expect(firstError(userSettingsSchema.safeParse({ ...settings, AlternateEmail: 'nope' }))).toBe(
      'settingsEmailInvalid',
    );
    expect(
      firstError(
        userSettingsSchema.safeParse({ ...settings, NewPassword: 'Renov8tion!', ConfirmPassword: 'other' }),
      ),
    ).toBe('registerPasswordsMismatch');
  });
});
