import { limits } from './limits.js';

/**
 * Issue 32 §4, "a code before opening" (DocuSign's access code by SMS): a contract sent with it opens
 * only in a browser where its signer entered a code texted to the mobile number on the contract.
 */
export const signingCodeRules = {
  digits: limits.verificationCodeDigits,
  /** How long a texted code may be entered. */
  validMinutes: 10,
  /** The wait between two codes to one signer. */
  resendSeconds: limits.resendCodeWaitSeconds,
  /** Codes one signer may be texted in an hour. */
  perHour: 5,
  /** How long a browser that entered the right code keeps opening the contract. */
  openHours: 12,
} as const;
