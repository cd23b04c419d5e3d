import type { signerResponseMessages as english } from './signer-response.en.js';

/** Une demande de modification ou un refus depuis la page de signature (issue 32 §2) : jumeau de ./signer-response.en.ts. */
export const signerResponseMessages = {
  signingChangeMessageRequired: 'Veuillez écrire ce que vous aimeriez que l’entrepreneur modifie.',
  signingResponseTooLong: 'Veuillez limiter votre message à 1 000 caractères.',
  signingChangeRepeated: 'Vous avez déjà envoyé cette demande à l’entrepreneur, qui en a été avisé.',
  signingChangeRequestsTooMany:
    'Vous avez envoyé {count} demandes à l’entrepreneur au sujet de ce contrat. Veuillez communiquer directement avec lui.',
  signingChangeSent: 'Votre demande a été envoyée à l’entrepreneur.',
  signingDeclineRecorded: 'Vous avez refusé ce contrat. L’entrepreneur en a été avisé.',
  signingContractDeclined: '{name} a refusé ce contrat. Il n’ira pas de l’avant et ne peut plus être signé.',
  signingYouDeclined:
    'Vous avez refusé ce contrat et l’entrepreneur en a été avisé. Il ne peut plus être signé.',

  // à l’entrepreneur, aussitôt par courriel et par texto
  signerChangeNoticeSubject: '{signer} demande une modification au contrat {number}',
  signerChangeNoticeBody:
    '{signer} a lu « {title} » ({number}) et demande une modification. Le contrat reste ouvert : {signer} peut encore le signer tel quel, ou vous pouvez le modifier dans Mes projets et envoyer un avenant.',
  signerChangeNoticeMessage: 'Son message',
  signerNoticeReply: 'Répondez à ce courriel pour écrire directement à {signer}.',
  signerChangeNoticeSms:
    '{product} : {signer} demande une modification au contrat {number} : « {message} » Détails par courriel.',
  signerDeclineNoticeSubject: '{signer} a refusé le contrat {number}',
  signerDeclineNoticeBody:
    '{signer} a refusé « {title} » ({number}). Il n’ira pas de l’avant : plus personne ne peut le signer, et les autres signataires en ont été avisés. Vous pouvez le modifier dans Mes projets et envoyer une nouvelle version.',
  signerDeclineNoticeReason: 'La raison donnée',
  signerDeclineNoticeSms:
    '{product} : {signer} a refusé le contrat {number} (« {title} »). Détails par courriel.',
  signerDeclineNoticeSmsReason:
    '{product} : {signer} a refusé le contrat {number} : « {message} » Détails par courriel.',

  // aux autres signataires du contrat
  signerDeclinedEmailSubject: 'Le contrat {number} de {business} n’ira pas de l’avant',
  signerDeclinedEmailHeading: 'Ce contrat n’ira pas de l’avant',
  signerDeclinedEmailBody:
    '{signer} a refusé le {kind} « {title} » de {business}. Il n’ira pas de l’avant : vous n’avez plus rien à signer, et votre lien ne permet plus de le signer.',
} satisfies Record<keyof typeof english, string>;
