/**
 * Messages of ours: what the spec does not word (infrastructure refusals, account security).
 * Written in the spec's voice: short, plain, telling the user what to do next.
 */
export const ourMessages = {
  // infrastructure
  commonNotFound: 'Not found',
  commonUnauthorized: 'Please sign in to continue',
  commonForbidden: 'You do not have access to this',
  commonServerError: 'Something went wrong on our side. Please try again. (Reference {requestId})',
  commonTooManyRequests: 'Too many requests. Please wait a moment and try again.',
  commonInvalidField: 'Please check the field {field}: {reason}',
  commonConflict: 'This was changed by someone else. Please reload and try again.',
  fileTooLarge: 'This file is too large. The largest file accepted is {maxMb} MB.',
  fileTypeNotAllowed:
    'This type of file is not accepted. Please upload a PNG, JPEG, GIF or WebP image, or a PDF document.',
  fileMissing: 'Please choose a file to upload.',
  fileNotFound: 'This file could not be found.',

  // accounts and sessions
  authInvalidCredentials: 'The username or password is incorrect.',
  authCodeInvalid: 'The code is not correct or has expired. Please request a new code.',
  authCodeTooSoon: 'Please wait {seconds} seconds before requesting another code.',
  authCodeDailyLimit: 'Too many codes were requested today. Please try again tomorrow.',
  authSessionExpired: 'Your session has expired. Please sign in again.',
  authActivationKeyInvalid: 'This activation link is not valid or has expired.',
  captchaIncorrect: 'The captcha code is not correct. Please try again.',
  settingsCurrentPasswordIncorrect: 'The current password is not correct.',

  // emails and text messages about the account ({product} is the product's name)
  emailActivationSubject: 'Activate your {product} account',
  emailActivationGreeting: 'Hello {name},',
  emailActivationBody:
    'Welcome to {product}. Open the link below to confirm your email address. We will then text a six-digit code to your mobile phone to finish activating your account.',
  emailActivationButton: 'Confirm my email address',
  emailIgnoreNotice: 'If you did not ask for this, you can ignore this message.',
  emailCodeSubject: 'Your {product} verification code',
  emailCodeBody: 'Your verification code is {code}. It is valid for 5 minutes.',
  smsActivationCode: '{product}: your activation code is {code}. It is valid for 5 minutes.',
  smsCode: '{product}: your verification code is {code}. It is valid for 5 minutes.',
} as const;
