/**
 * Labels of the signing page's code card (issue 32 §4): loaded with the card, for a contract sent with
 * a code before opening only.
 */
// '6‑digit' is written with a non-breaking hyphen (U+2011): a phone's narrow line never splits it.
export const signingCodeUi = {
  title: 'A code opens this contract',
  lead: '{business} protects this contract with a code. We’ll text a 6‑digit code to {phone}.',
  leadUnnamed: 'This contract is protected with a code. We’ll text a 6‑digit code to {phone}.',
  why: 'It checks that the person opening the contract is you.',
  send: 'Text me the code',
  sent: 'We texted a 6‑digit code to {phone}. It is valid for {minutes} minutes.',
  codeLabel: '6‑digit code',
  open: 'Open the contract',
  resend: 'Text me a new code',
  resendIn: 'You can ask for a new code in {seconds} s.',
} as const;
