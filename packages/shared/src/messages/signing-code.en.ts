/**
 * A code before opening (issue 32 §4): the answers of the code's endpoints and of a send asking for
 * it, the text that carries the code, and the certificate's words for it. The pages show the answers'
 * Content, so no page downloads them.
 */
export const signingCodeMessages = {
  contractSigningCodeNoMobile:
    '{name} has no mobile number. A code by text needs one for every person who signs: please add it, or send the contract without the code.',
  signingCodeRequired:
    'This contract opens with a code texted to your mobile number. Please open your signing link to enter it.',
  signingCodeNotAsked: 'This contract opens without a code.',
  signingCodeSent: 'We texted a 6-digit code to {phone}.',
  signingCodeHourlyLimit: 'Too many codes were sent in the last hour. Please try again in {minutes} minutes.',
  signingCodeFormat: 'Please enter the 6 digits of the code we texted you.',
  signingCodeWrong: 'This code is not the right one. Please check the text message and try again.',
  signingCodeTooManyTries: 'Too many wrong codes. Please ask for a new code.',
  signingCodeExpired: 'This code has expired. Please ask for a new code.',
  smsSigningCode:
    '{business}: your code to open the contract is {code}. It is valid for {minutes} minutes. Never share it.',
  certificateIdentityCode: 'Identity checked by a code sent to {to} at {time}',
  certificateEventCodeTexted: 'Code to open the contract texted to {to}',
  certificateEventCodeEntered: 'Right code entered by {actor}',
  certificateEventCodeWrong: 'Wrong code entered by {actor}',
} as const;
