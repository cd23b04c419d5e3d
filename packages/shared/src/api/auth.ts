import { z } from 'zod';
import { languages } from '../messages/index.js';
import {
  codeLoginSchema,
  confirmAlternateEmailSchema,
  confirmContactChangeSchema,
  contactChangeKindSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resetPasswordSchema,
  sendCodeSchema,
  userSettingsSchema,
} from '../validation/account.js';
import { contractUsageSchema, paymentReturnSchema } from './billing.js';
import { endpoint } from './endpoint.js';
import { sessionPaths } from './session-paths.js';

/** Doc 1 §3: what every sign-in answers. AccessExpires is an ISO time. */
export const tokenPairSchema = z.object({
  AccessToken: z.string(),
  RefreshToken: z.string(),
  AccessExpires: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * A password sign-in of an account with two-factor on answers 203: a single-use ticket (10 minutes)
 * for login2fa, and where the code went, masked (`j•••@example.com`, `•••-•••-0199`).
 */
export const verificationTargetSchema = z.object({ Ticket: z.string(), Sent: z.array(z.string()) });
export type VerificationTarget = z.infer<typeof verificationTargetSchema>;

/** Saving a new email, phone or password answers 203 with where a code may go (email, phone). */
export const verificationChoicesSchema = z.object({ Accounts: z.array(z.string()) });
export type VerificationChoices = z.infer<typeof verificationChoicesSchema>;

/** Doc 1 §3's user info, with doc 2 §3's subscription figures. */
export const userInfoSchema = z.object({
  UserId: z.uuid(),
  /** The language the account reads everything from us in (issue 30 §1). */
  Language: z.enum(languages),
  Id: z.uuid(),
  UserName: z.string(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  PhoneNumber: z.string(),
  Token: z.null(),
  Metadata: z.object({
    IsRestricted: z.boolean(),
    UnreadBlog: z.number().int(),
    TrialStartDate: z.string(),
    TrialEndDate: z.string(),
    ClientContractLimit: z.number().int(),
    Status: z.number().int(),
    StatusStr: z.string(),
    CanceledDate: z.string().nullable(),
    TemplateLimit: z.number().int(),
    Referral: z.object({ Code: z.string(), Discount: z.number(), Reward: z.number(), Credits: z.number() }),
    /** The account was shown My Projects' first-time hint (issue 29 §4: once per account, any device). */
    FirstProjectHintSeen: z.boolean(),
  }),
  // Doc 2 §3: the plan, and the contract quotas and use of the current month (−1: no limit).
  Subscription: contractUsageSchema.extend({
    Plan: z.object({ Type: z.number().int(), Name: z.string() }),
    /** YYYY-MM-DD: the trial's end, the renewal, or the day access ends. */
    EndTime: z.string().nullable(),
    TemplateQuota: z.number().int(),
    TemplateUsed: z.number().int(),
  }),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Doc 3 §3's user settings, as Log-In Settings reads them. */
export const logInSettingsSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  AlternateEmail: z.string(),
  /** The link emailed to the alternate address was opened; nothing goes there before ('' is never verified). */
  AlternateEmailVerified: z.boolean(),
  PhoneNumber: z.string(),
  /** A new email or number waiting for the code sent to it ('' when none); the verified ones stay in use until then. */
  PendingEmail: z.string(),
  PendingPhoneNumber: z.string(),
  EnableEmailTwoFactor: z.boolean(),
  ReceiveGeneralEmailNotifications: z.boolean(),
  ReceiveGeneralAlternateEmailNotifications: z.boolean(),
  EnableSmsTwoFactor: z.boolean(),
  ReceiveGeneralSmsNotifications: z.boolean(),
});
export type LogInSettings = z.infer<typeof logInSettingsSchema>;

/** What an activation link confirmed: the mobile number the activation code was texted to. */
export const activationSchema = z.object({ PhoneNumber: z.string() });
export type Activation = z.infer<typeof activationSchema>;

/** The external sign-in providers the product knows; the server offers those configured. */
export const externalProviderSchema = z.enum(['google', 'apple']);
export type ExternalProvider = z.infer<typeof externalProviderSchema>;

/** The random id a page draws its captcha with (doc 1 §3). */
export const captchaIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/);

/** Sign-up, activation, sign-in, sessions, password reset and log-in settings (docs/api/accounts.md). */
export const authApi = {
  login: endpoint({
    method: 'POST',
    path: sessionPaths.login,
    summary: 'Sign in with the email, mobile number or username and the password',
    access: 'public',
    body: loginSchema,
    data: tokenPairSchema,
    otherAnswers: { 203: verificationTargetSchema },
  }),
  login2fa: endpoint({
    method: 'POST',
    path: sessionPaths.login2fa,
    summary:
      'Sign in with a code sent by email or SMS; with two-factor on, the ticket of the password sign-in too (203 without it)',
    access: 'public',
    body: codeLoginSchema,
    data: tokenPairSchema,
    // A code alone for an account with two-factor on: sign in with the password first.
    otherAnswers: { 203: z.null() },
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: sessionPaths.refreshToken,
    summary: 'Exchange a refresh token for a new pair',
    access: 'public',
    body: refreshTokenSchema,
    data: tokenPairSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: ends the session of the refresh token given, or of the access token',
    access: 'public',
    body: z.object({ refreshToken: z.string().max(500).optional() }).nullish(),
    data: z.null(),
  }),
  userInfo: endpoint({
    method: 'GET',
    path: '/api/auth/userinfo',
    summary: 'The signed-in user',
    access: 'signedIn',
    keyScope: null,
    data: userInfoSchema,
  }),
  updateLanguage: endpoint({
    method: 'POST',
    path: '/api/auth/updatelanguage',
    summary: 'Sets the language the account reads everything from us in',
    access: 'signedIn',
    keyScope: null,
    body: z.object({ Language: z.enum(languages, { error: 'languageUnknown' }) }),
    data: z.null(),
  }),
  firstProjectHintSeen: endpoint({
    method: 'POST',
    path: '/api/auth/firstprojecthintseen',
    summary: 'Remembers for the account that My Projects’ first-time hint was shown',
    access: 'signedIn',
    keyScope: null,
    data: z.null(),
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/identity/register',
    summary: 'Create an account',
    access: 'public',
    body: registerSchema,
    data: z.null(),
  }),
  checkEmail: endpoint({
    method: 'GET',
    path: '/api/identity/CheckEmailExists',
    summary: 'Whether another account uses this email',
    access: 'public',
    query: z.object({ email: z.string().trim().max(300) }),
    data: z.boolean(),
  }),
  checkPhone: endpoint({
    method: 'GET',
    path: '/api/identity/CheckPhoneNumberExists',
    summary: 'Whether another account uses this mobile number',
    access: 'public',
    query: z.object({ phoneNumber: z.string().trim().max(50) }),
    data: z.boolean(),
  }),
  send2fa: endpoint({
    method: 'POST',
    path: '/api/identity/send2fa',
    summary: 'Send a six-digit code to an email or mobile number',
    access: 'public',
    body: sendCodeSchema,
    data: z.null(),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/identity/ResetPassword2Fa',
    summary: 'Set a new password with a code',
    access: 'public',
    body: resetPasswordSchema,
    data: z.null(),
  }),
  userSettings: endpoint({
    method: 'GET',
    path: '/api/identity/usersettings',
    summary: 'Log-in settings',
    access: 'signedIn',
    keyScope: null,
    data: logInSettingsSchema,
  }),
  updateUserSettings: endpoint({
    method: 'POST',
    path: '/api/identity/updateusersettings',
    summary: 'Save log-in settings; 203 asks for a code when the email, phone or password changes',
    access: 'signedIn',
    keyScope: null,
    body: userSettingsSchema,
    // New tokens when the password changed (every other session ended), else null.
    data: tokenPairSchema.nullable(),
    otherAnswers: { 203: verificationChoicesSchema },
  }),
  confirmContactChange: endpoint({
    method: 'POST',
    path: '/api/identity/confirmcontactchange',
    summary: 'Make the pending email or mobile number the account’s, with the code sent to it',
    access: 'signedIn',
    keyScope: null,
    body: confirmContactChangeSchema,
    data: z.null(),
  }),
  resendContactChange: endpoint({
    method: 'POST',
    path: '/api/identity/resendcontactchange',
    summary: 'Send the code to the pending email or mobile number again',
    access: 'signedIn',
    keyScope: null,
    body: contactChangeKindSchema,
    data: z.null(),
  }),
  cancelContactChange: endpoint({
    method: 'POST',
    path: '/api/identity/cancelcontactchange',
    summary: 'Drop the pending email or mobile number; the account keeps its own',
    access: 'signedIn',
    keyScope: null,
    body: contactChangeKindSchema,
    data: z.null(),
  }),
  resendAlternateEmail: endpoint({
    method: 'POST',
    path: '/api/identity/resendalternateemail',
    summary: 'Email the confirmation link to the unverified alternate email again (after the resend wait)',
    access: 'signedIn',
    keyScope: null,
    data: z.null(),
  }),
  confirmAlternateEmail: endpoint({
    method: 'POST',
    path: '/api/identity/confirmalternateemail',
    summary:
      'Confirm the alternate email with the key of the link sent to it; works without signing in (another device)',
    access: 'public',
    body: confirmAlternateEmailSchema,
    data: z.null(),
  }),
  readKey: endpoint({
    method: 'GET',
    path: '/api/common/readkey',
    summary:
      'Confirm the email of the activation link (texts the activation code), or, signed in, what became of a checkout',
    access: 'public',
    query: z.object({ key: z.string().trim().min(1).max(200) }),
    data: z.union([paymentReturnSchema, activationSchema]),
  }),
  isCanadaIp: endpoint({
    method: 'GET',
    path: '/api/common/iscanadaip',
    summary: 'Whether the caller appears to be in Canada',
    access: 'public',
    data: z.boolean(),
  }),
  devCaptcha: endpoint({
    method: 'GET',
    path: '/api/dev/captcha',
    summary: 'Test mode only: the answer of a captcha',
    access: 'public',
    query: z.object({ id: captchaIdSchema }),
    data: z.string(),
  }),
  externalProviders: endpoint({
    method: 'GET',
    path: '/api/auth/external/providers',
    summary: 'The external sign-in providers configured',
    access: 'public',
    data: z.array(externalProviderSchema),
  }),
  externalExchange: endpoint({
    method: 'POST',
    path: '/api/auth/external/exchange',
    summary: 'Exchange the one-time ticket of /login?token=… for a token pair',
    access: 'public',
    body: z.object({ token: z.string().min(1).max(200) }),
    data: tokenPairSchema,
  }),
};
