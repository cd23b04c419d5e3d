/** Business constants and limits of doc 1 §9 (and the sign-up limits of doc 1 §5). */
export const limits = {
  requestTimeoutMs: 60_000,
  resendCodeWaitSeconds: 60,
  verificationCodeDigits: 6,
  verificationCodeValidMinutes: 5,
  successPopupCloseMs: 2_000,
  welcomePopupDelayMs: 1_000,
  termsChangedDelayMs: 1_000,
  nextStepsDelayMs: 2_000,
  loaderAutoHideMs: 30_000,
  gstNumberDigits: 9,
  phoneDigits: 10,
  /** A typed phone number: the longest spelling the phone pattern accepts, '+1 (604) 868-2644', is 17. */
  phoneMaxLength: 20,
  faxDigits: 10,
  postalCodeMaxLength: 7,
  descriptionMaxWords: 5000,
  nameMaxLength: 50,
  emailMaxLength: 200,
  passwordMaxLength: 100,
  passwordMinLength: 8,
  signaturePenMinWidth: 0.01,
  signaturePenMaxWidth: 2.5,
  signatureDotSize: 2,
  defaultImageSize: 300,
  maxImageDimension: 4000,
  sidebarWidth: 220,
  sidebarCollapsedWidth: 50,
  sidebarCollapseBelowPx: 767,
  /** The largest JSON body (or other non-upload request body) the server reads. */
  maxRequestBodyBytes: 2 * 1024 * 1024,
  /** The spec's largest upload (signed contract scans). */
  maxUploadBytes: 15 * 1024 * 1024,
  /** All of one account's stored files together. */
  storageQuotaBytes: 500 * 1024 * 1024,
  /** Uploads one account may have arriving at the same time. */
  maxConcurrentUploads: 3,
  /** The personal message a contractor may add to the email that asks for signatures. */
  sendMessageMaxLength: 500,
  /** A recipient's request for a change, or their reason for declining, from the signing page. */
  signerResponseMaxLength: 1000,
  /** The change requests one recipient may send about one contract: each emails and texts the contractor. */
  changeRequestsPerSigner: 10,
  /** A client's reason for disputing an invoice, from its pay page. */
  invoiceDisputeMaxLength: 2000,
} as const;

/**
 * The widths (pixels) an image is served at: a request's width is snapped to the nearest and its
 * height follows the requested ratio, so an image has few resized copies and none is distorted.
 */
export const imageSizes = [50, 100, 150, 200, 300, 400, 600, 800, 1200, 1600] as const;

/** Image types accepted for logos and signatures (doc 1 §5). */
export const imageMimeTypes = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** Everything the upload endpoint stores: images plus PDF (signed scans, attachments). */
export const uploadMimeTypes = [...imageMimeTypes, 'image/webp', 'application/pdf'] as const;
export type UploadMimeType = (typeof uploadMimeTypes)[number];

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
