/**
 * A recipient asks for a change or declines from the signing page (issue 32 §2): the refusals and
 * answers the server words in the envelope, and the messages it sends. No page looks them up (the
 * signing page shows the envelope's words), so they stay out of the pages' catalogues.
 */
export const signerResponseMessages = {
  signingChangeMessageRequired: 'Please write what you would like the contractor to change.',
  signingResponseTooLong: 'Please keep your message under 1,000 characters.',
  signingChangeRepeated: 'You already sent the contractor this request, and they have been told.',
  signingChangeRequestsTooMany:
    'You have sent the contractor {count} requests about this contract. Please contact them directly.',
  signingChangeSent: 'Your request was sent to the contractor.',
  signingDeclineRecorded: 'You declined this contract. The contractor has been told.',
  signingContractDeclined: '{name} declined this contract. It will not proceed and can no longer be signed.',
  signingYouDeclined:
    'You declined this contract and the contractor has been told. It can no longer be signed.',

  // to the contractor, at once by email and text
  signerChangeNoticeSubject: '{signer} asked for a change to contract {number}',
  signerChangeNoticeBody:
    '{signer} read “{title}” ({number}) and asked for a change. The contract stays open: {signer} can still sign it as it is, or you can edit it in My Projects and send an amendment.',
  signerChangeNoticeMessage: 'Their message',
  signerNoticeReply: 'Reply to this email to answer {signer} directly.',
  signerChangeNoticeSms:
    '{product}: {signer} asked for a change to contract {number}: “{message}” Details by email.',
  signerDeclineNoticeSubject: '{signer} declined contract {number}',
  signerDeclineNoticeBody:
    '{signer} declined “{title}” ({number}). It will not proceed: no one can sign it any more, and the other signers have been told. You can edit it in My Projects and send a new version.',
  signerDeclineNoticeReason: 'The reason they gave',
  signerDeclineNoticeSms: '{product}: {signer} declined contract {number} (“{title}”). Details by email.',
  signerDeclineNoticeSmsReason:
    '{product}: {signer} declined contract {number}: “{message}” Details by email.',

  // to the contract's other signers
  signerDeclinedEmailSubject: 'Contract {number} from {business} will not proceed',
  signerDeclinedEmailHeading: 'This contract will not proceed',
  signerDeclinedEmailBody:
    '{signer} declined the {kind} “{title}” from {business}. It will not proceed: there is nothing more for you to sign, and your link no longer opens it for signing.',
} as const;
