import { z } from 'zod';
import { limits } from '../limits.js';
import { languages } from '../messages/index.js';
import { emailPattern, isEmail, isPhone, passwordPattern, phonePattern } from '../patterns.js';

/**
 * Account forms of doc 1 §3/§5 and doc 3 §3/§5. Each error is a message-catalogue key, so the page
 * and the server show the same words. Fields are checked in the order the spec lists them.
 */

const requiredText = (key: string, max: number) =>
  z.string().trim().min(1, { error: key }).max(max, { error: key });

/** An email address or a North American mobile number (doc 1 §5 email-or-phone field). */
export const accountIdentifierSchema = z
  .string()
  .trim()
  .min(1, { error: 'authAccountRequired' })
  .max(limits.emailMaxLength, { error: 'authAccountInvalid' })
  .refine((value) => isEmail(value) || isPhone(value), { error: 'authAccountInvalid' });

export const verificationCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'authCodeRequired' })
  .max(20, { error: 'authCodeRequired' });

const passwordSchema = z
  .string()
  .max(limits.passwordMaxLength, { error: 'registerPasswordInvalid' })
  .regex(passwordPattern, { error: 'registerPasswordInvalid' });

/** Sign-up's email rule; `key` names the message a screen shows for it. */
const emailRule = (key: string) =>
  z.string().trim().max(limits.emailMaxLength, { error: key }).regex(emailPattern, { error: key });

/**
 * The account's own fields, one rule each (DECISIONS.md "One rule per field"): sign-up and Log-In
 * Settings take them from here, so Settings cannot save what sign-up or SMS would refuse.
 */
const firstNameSchema = requiredText('registerFirstNameRequired', limits.nameMaxLength);
const lastNameSchema = requiredText('registerLastNameRequired', limits.nameMaxLength);
const emailSchema = emailRule('registerEmailInvalid');
/** A 10-digit North American number in any common spelling; the server stores its digits. */
const phoneSchema = z
  .string()
  .trim()
  .max(limits.phoneMaxLength, { error: 'registerPhoneInvalid' })
  .regex(phonePattern, { error: 'registerPhoneInvalid' });

const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;
const mismatch = { error: 'registerPasswordsMismatch', path: ['confirmPassword'] };

/** POST /api/identity/register: the sign-up form (userName equals the email, nickName first + last). */
export const registerSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phoneNumber: phoneSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(limits.passwordMaxLength),
    captchaId: z.string().trim().min(1, { error: 'registerCaptchaRequired' }).max(100),
    captcha: requiredText('registerCaptchaRequired', 20),
    userName: z.string().trim().max(limits.emailMaxLength).optional(),
    nickName: z
      .string()
      .trim()
      .max(limits.nameMaxLength * 2 + 1)
      .optional(),
    /** Referral code from the ref query parameter. */
    ref: z.string().trim().max(50).optional(),
    /** The language the account reads everything from us in; left out, the page's (issue 30 §1). */
    Language: z.enum(languages, { error: 'languageUnknown' }).optional(),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterForm = z.input<typeof registerSchema>;

/** POST /api/auth/login: account is the email, the mobile number or the username. */
export const loginSchema = z.object({
  account: requiredText('authUsernameRequired', limits.emailMaxLength),
  password: z
    .string()
    .min(1, { error: 'authPasswordRequired' })
    .max(limits.passwordMaxLength, { error: 'authPasswordRequired' }),
});
export type LoginForm = z.input<typeof loginSchema>;

/** POST /api/identity/send2fa. */
export const sendCodeSchema = z.object({ account: accountIdentifierSchema });

/**
 * POST /api/auth/login2fa. `ticket`: what a password sign-in of an account with two-factor on
 * answered (203); without it, a code from send2fa.
 */
export const codeLoginSchema = z.object({
  account: accountIdentifierSchema,
  token: verificationCodeSchema,
  ticket: z.string().trim().max(100).optional(),
});
export type CodeLoginForm = z.input<typeof codeLoginSchema>;

/** POST /api/identity/ResetPassword2Fa. */
export const resetPasswordSchema = z
  .object({
    account: accountIdentifierSchema,
    token: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(limits.passwordMaxLength),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** POST /api/auth/refreshToken. */
export const refreshTokenSchema = z.object({ refreshToken: z.string().min(1).max(500) });

/** Emails are compared as the server stores them: trimmed, lower case. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const optionalEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

/** POST /api/identity/updateusersettings (doc 3 §3/§5). */
export const userSettingsSchema = z
  .object({
    FirstName: firstNameSchema,
    LastName: lastNameSchema,
    Email: emailSchema,
    /** Verified by a link sent to it (issue 18 §2); never a sign-in name. */
    AlternateEmail: optionalEmpty(emailRule('settingsEmailInvalid')),
    PhoneNumber: phoneSchema,
    /** A switch left out keeps its value: no save turns a notification on by omission (CASL). */
    EnableEmailTwoFactor: z.boolean().optional(),
    ReceiveGeneralEmailNotifications: z.boolean().optional(),
    ReceiveGeneralAlternateEmailNotifications: z.boolean().optional(),
    EnableSmsTwoFactor: z.boolean().optional(),
    ReceiveGeneralSmsNotifications: z.boolean().optional(),
    /** The current password, required to set a new one. */
    Password: z.string().max(limits.passwordMaxLength).optional(),
    NewPassword: optionalEmpty(passwordSchema),
    ConfirmPassword: z.string().max(limits.passwordMaxLength).optional(),
    /** Identity verification after a 203 answer: where the code went, and the code. */
    account: z.string().trim().max(limits.emailMaxLength).optional(),
    token: z.string().trim().max(20, { error: 'authCodeRequired' }).optional(),
  })
  .refine((form) => !form.NewPassword || form.NewPassword === form.ConfirmPassword, {
    error: 'registerPasswordsMismatch',
    path: ['ConfirmPassword'],
  })
  .refine((form) => !form.AlternateEmail || !sameAddress(form.AlternateEmail, form.Email), {
    error: 'settingsAlternateEmailSameAsEmail',
    path: ['AlternateEmail'],
  });
export type UserSettingsForm = z.input<typeof userSettingsSchema>;

/** Which pending change of the log-in settings a call is about: the new email or the new mobile number. */
export const contactKindSchema = z.enum(['email', 'phone']);
export type ContactKind = z.infer<typeof contactKindSchema>;

/** POST /api/identity/resendcontactchange and cancelcontactchange. */
export const contactChangeKindSchema = z.object({ Kind: contactKindSchema });

/** POST /api/identity/confirmcontactchange: the code sent to the new address. */
export const confirmContactChangeSchema = z.object({ Kind: contactKindSchema, Code: verificationCodeSchema });
export type ConfirmContactChangeForm = z.input<typeof confirmContactChangeSchema>;

/** POST /api/identity/confirmalternateemail: the key of the link emailed to the alternate address. */
export const confirmAlternateEmailSchema = z.object({ Key: z.string().trim().min(1).max(300) });
