/**
 * The dialogs of asking for a change and declining on the signing page (issue 32 §2), namespace 'ui',
 * key `signingAnswers`: a part of its own, loaded with the dialogs, so that /Signature's first screen
 * and the other public pages do not carry it.
 */
export const signingAnswersUi = {
  askChangeTitle: 'Ask {business} for a change',
  askChangeLead:
    '{business} receives your message at once by email and text. The contract stays open: you can still sign it as it is.',
  askChangeLabel: 'What would you like changed?',
  askChangeSend: 'Send my request',
  declineTitle: 'Decline this contract?',
  declineLead:
    'Declining ends this contract: no one will be able to sign it. {business} is told at once and may send you a new version.',
  declineOthers: 'The other signers are told that it will not proceed.',
  declineReasonLabel: 'Why are you declining? (optional)',
  declineConfirm: 'Decline the contract',
} as const;
