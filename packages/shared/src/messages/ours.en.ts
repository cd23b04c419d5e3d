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
  commonInvalidValue: 'Please check the value of {field}: it is not one this page can accept.',
  commonBadRequest: 'This request could not be read. Please reload the page and try again.',
  commonInvalidCharacter: 'Please check the field {field}: it contains a character that is not allowed.',
  commonNestingTooDeep:
    'This request could not be read: it is nested more than {max} levels deep. Please reload the page and try again.',
  commonRequestNotFromThisSite:
    'This request did not come from the pages of this site, so it was refused. Please reload the page and try again.',
  commonHeadersTooLarge:
    'The address or headers of this request are too long to be read. Please go back and try a shorter link.',
  commonConflict: 'This was changed by someone else. Please reload and try again.',
  commonRequestTooLarge: 'This request is too large. The most that can be sent at once is {maxMb} MB.',
  fileTooLarge: 'This file is too large. The largest file accepted is {maxMb} MB.',
  fileTypeNotAllowed:
    'This type of file is not accepted. Please upload a PNG, JPEG, GIF or WebP image, or a PDF document.',
  fileMissing: 'Please choose a file to upload.',
  fileNotFound: 'This file could not be found.',
  fileQuotaExceeded:
    'This file would take your account past its {quotaMb} MB storage limit, so it was not stored.',
  fileUploadsBusy: 'You are already uploading {max} files. Please wait for one to finish, then try again.',

  // accounts and sessions
  authInvalidCredentials: 'The username or password is incorrect.',
  authCodeInvalid: 'The code is not correct or has expired. Please request a new code.',
  authCodeTooSoon: 'Please wait {seconds} seconds before requesting another code.',
  authCodeDailyLimit: 'Too many codes were requested today. Please try again tomorrow.',
  authSessionExpired: 'Your session has expired. Please sign in again.',
  authActivationKeyInvalid: 'This activation link is not valid or has expired.',
  captchaIncorrect: 'The captcha code is not correct. Please try again.',
  settingsCurrentPasswordIncorrect: 'The current password is not correct.',
  settingsSavedPendingContact:
    'Your settings have been saved. Your new email or mobile number takes effect once you enter the code we sent to it.',
  settingsEmailConfirmed: 'Your new email address is confirmed.',
  settingsPhoneConfirmed: 'Your new mobile number is confirmed.',
  settingsContactChangeCancelled: 'The change has been cancelled.',
  settingsNoPendingContact: 'There is no change waiting for a code.',

  // business profile: formats and limits the spec leaves unworded (doc 1 §5 words the required fields)
  profileValueTooLong: 'This value is too long.',
  profileGstNumberInvalid: 'The GST/HST number can only contain up to 9 digits.',
  profileGstCheckDigitWarning:
    'This GST/HST number does not look right: a business number has 9 digits and the last one is a check digit. Please check it against your CRA registration.',
  profilePostalCodeInvalid: 'Please enter a valid postal code, like K1A 0B1.',
  profilePhoneInvalid: 'Please enter a valid ten-digit business phone number.',
  profileFaxInvalid: 'Please enter a valid ten-digit fax number.',
  profileAltPhoneInvalid: 'Please enter a valid ten-digit phone number for the alternate contact.',
  profileAltEmailInvalid: 'Please enter a valid email for the alternate contact.',
  profileExtensionInvalid: 'The extension can only contain up to 6 digits.',
  profileRbqLicenceInvalid: 'Please enter the RBQ licence number as its 10 digits, like 5678-1234-01.',
  profileOpcPermitInvalid:
    'The OPC permit number can only contain letters and digits, with spaces or dashes between them.',
  profileAlbertaPrepaidLicenceInvalid:
    'The Alberta prepaid contracting licence number can only contain letters and digits, with spaces or dashes between them.',
  profileQstNumberInvalid:
    'Please enter the QST number as Revenu Québec writes it: 10 digits, TQ and 4 digits, like 1234567890TQ0001.',
  profileDescriptionTooLong: 'The description can be up to 5000 words.',

  // clients and sub-contractors: formats the spec leaves unworded
  contactPhoneInvalid: 'Please enter a valid ten-digit phone number.',
  projectNotCurrent: 'Sub-contractors can only be added to current projects.',
  subcontractorHasContracts:
    'This sub-contractor has contracts on this project, so it cannot be removed from it.',

  // published content the user accepts (EULA, announcement, default terms)
  contentChanged: 'This text has just been updated. Please read the new version.',
  contentNothingToAccept: 'There is nothing new to accept.',

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
  emailConfirmAddressSubject: 'Confirm your new {product} email address',
  emailConfirmAddressBody:
    'To make this address the email of your {product} account, enter the code {code} on your Log-In Settings page, or open the link below while signed in. The code is valid for 5 minutes.',
  emailConfirmAddressButton: 'Confirm this email address',
  emailConfirmAddressIgnore:
    'If you did not ask for this, ignore this message: nothing changes until the code is entered.',
  smsConfirmPhone:
    '{product}: to make this number the mobile number of your account, enter the code {code} on your Log-In Settings page. It is valid for 5 minutes.',
} as const;
