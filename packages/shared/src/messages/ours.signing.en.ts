/**
 * Messages of ours for sending, signing and the contract's life: refusals and states the spec leaves
 * unworded. Written in the spec's voice.
 */
export const ourSigningMessages = {
  // sending
  contractEulaNotAccepted: 'Please accept the current terms of use before sending a contract.',
  contractRecipientNoEmail:
    '{name} has no email address. Every person who signs needs one: please add it, then send the contract.',
  contractNotSendable: 'This contract can no longer be sent. Please reload the page.',
  contractSignedNotCancellable:
    'Signed contracts cannot be deleted. To change a signed contract, edit it and send an amendment.',
  contractNotResendable: 'Only a contract that is waiting for signatures can be sent again.',
  contractResendTooSoon: 'This contract was just sent. Please wait a few minutes before sending it again.',
  contractNotEditable: 'This contract can no longer be changed.',
  contractAmendmentPending:
    'An amendment of this contract is already waiting for signatures. Please edit that one instead.',

  // the signing key
  signingKeyInvalid: 'This signing link is not valid. Please use the latest link you received by email.',
  signingLinkReplaced:
    'This link was replaced by a new one the contractor sent you. Please use the link in the latest email or text you received.',
  signingAlreadySigned: 'You have already signed this contract.',
  signingNotYourTurn:
    'This contract is signed in order, and it is not your turn yet. You will be emailed the link when it is.',
  signingContractCancelled: 'This contract was withdrawn by the contractor and can no longer be signed.',
  signingContractSuperseded:
    'This contract was replaced by a newer version. Please use the link in the latest email you received.',
  signingContractExpired: 'This offer has expired. Please ask the contractor to send it again.',
  signingContractSigned: 'This contract has already been signed by everyone.',
  signingSignatureUnreadable: 'Your signature could not be read. Please clear the pad and sign again.',
  signingTypedNameRequired: 'Please type your full name as your signature.',

  // Quebec's English version (Charter s. 55)
  signingEnglishUnavailable: 'This contract has no English version. It is signed in French.',
  signingEnglishFrenchFirst: 'Please open and read the French version first.',
  signingEnglishWishInvalid: 'Please say whether you wish to be bound by the English version.',
  signingEnglishWishStatement:
    'I have received the French version and I expressly wish to be bound by the English version.',

  // statuses as words (never colour alone)
  contractStatusDraft: 'Draft',
  contractStatusSent: 'Waiting for signatures',
  contractStatusPartlySigned: 'Partly signed',
  contractStatusSigned: 'Signed',
  contractStatusExpired: 'Expired',
  contractStatusCancelled: 'Cancelled',
  contractStatusDeclined: 'Declined',
  contractStatusSuperseded: 'Replaced by an amendment',
  // sales tax: the signing page's summary and the builder's line under the total (tax.ts):
  // `$10,000.00 + HST 13 % ($1,300.00) = $11,300.00`
  salesTaxGst: 'GST',
  salesTaxHst: 'HST',
  salesTaxPst: 'PST',
  salesTaxQst: 'QST',
  salesTaxRst: 'RST',
  salesTaxRate: '{rate} %',
  salesTaxLine: '{tax} {rate} ({amount})',
  salesTaxLineJoiner: ' + ',
  salesTaxTotal: '{amount} + {taxes} = {total}',
  // what an amendment changes (issue 32 §5): the signing page's list and the amendment's email
  contractChangeCustomTerms: 'Payment terms',
  contractChangeCommencementDate: 'Start date',
  contractChangeCompletionDate: 'Completion date',
  contractChangeDepositDate: 'Deposit due',
  contractChangePaymentMode: 'How payments are scheduled',
  contractChangeTotalCost: 'Price before tax',
  contractChangeClause: 'Clause',
  contractChangeSchedule: 'Schedule',
} as const;
