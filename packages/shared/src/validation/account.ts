import { z } from 'zod';
import { limits } from '../limits.js';
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

const emailSchema = z
  .string()
  .trim()
  .max(limits.emailMaxLength, { error: 'registerEmailInvalid' })
  .regex(emailPattern, { error: 'registerEmailInvalid' });

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
    firstName: requiredText('registerFirstNameRequired', limits.nameMaxLength),
    lastName: requiredText('registerLastNameRequired', limits.nameMaxLength),
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

/** POST /api/auth/login2fa. */
export const codeLoginSchema = z.object({ account: accountIdentifierSchema, token: verificationCodeSchema });
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

const optionalEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

/** POST /api/identity/updateusersettings (doc 3 §3/§5). */
export const userSettingsSchema = z
  .object({
    FirstName: requiredText('registerFirstNameRequired', 100),
    LastName: requiredText('registerLastNameRequired', 100),
    Email: z
      .string()
      .trim()
      .max(300, { error: 'registerEmailInvalid' })
      .regex(emailPattern, { error: 'registerEmailInvalid' }),
    AlternateEmail: optionalEmpty(
      z
        .string()
        .trim()
        .max(300, { error: 'settingsEmailInvalid' })
        .regex(emailPattern, { error: 'settingsEmailInvalid' }),
    ),
    PhoneNumber: phoneSchema,
    EnableEmailTwoFactor: z.boolean().default(false),
    ReceiveGeneralEmailNotifications: z.boolean().default(true),
    ReceiveGeneralAlternateEmailNotifications: z.boolean().default(false),
    EnableSmsTwoFactor: z.boolean().default(false),
    ReceiveGeneralSmsNotifications: z.boolean().default(true),
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
