import type { ourSigningMessages as english } from './ours.signing.en.js';

/**
 * Nos messages pour l’envoi, la signature et la vie du contrat : refus et états que le cahier des
 * charges ne formule pas. Dans le ton du cahier.
 */
export const ourSigningMessages = {
  // envoi
  contractEulaNotAccepted:
    'Veuillez accepter les conditions d’utilisation en vigueur avant d’envoyer un contrat.',
  contractRecipientNoEmail:
    '{name} n’a pas d’adresse courriel. Chaque signataire doit en avoir une : veuillez l’ajouter, puis envoyer le contrat.',
  contractNotSendable: 'Ce contrat ne peut plus être envoyé. Veuillez recharger la page.',
  contractSignedNotCancellable:
    'Les contrats signés ne peuvent pas être supprimés. Pour changer un contrat signé, modifiez-le et envoyez un avenant.',
  contractNotResendable: 'Seul un contrat en attente de signatures peut être envoyé de nouveau.',
  contractResendTooSoon:
    'Ce contrat vient d’être envoyé. Veuillez attendre quelques minutes avant de l’envoyer de nouveau.',
  contractNotEditable: 'Ce contrat ne peut plus être modifié.',
  contractAmendmentPending:
    'Un avenant à ce contrat est déjà en attente de signatures. Veuillez plutôt modifier celui-ci.',

  // la clé de signature
  signingKeyInvalid:
    'Ce lien de signature n’est pas valide. Veuillez utiliser le dernier lien que vous avez reçu par courriel.',
  signingLinkReplaced:
    'Ce lien a été remplacé par un nouveau lien que l’entrepreneur vous a envoyé. Veuillez utiliser le lien du dernier courriel ou texto que vous avez reçu.',
  signingAlreadySigned: 'Vous avez déjà signé ce contrat.',
  signingNotYourTurn:
    'Ce contrat se signe dans l’ordre, et ce n’est pas encore votre tour. Vous recevrez le lien par courriel quand ce le sera.',
  signingContractCancelled: 'Ce contrat a été retiré par l’entrepreneur et ne peut plus être signé.',
  signingContractSuperseded:
    'Ce contrat a été remplacé par une version plus récente. Veuillez utiliser le lien du dernier courriel que vous avez reçu.',
  signingContractExpired:
    'Cette offre est expirée. Veuillez demander à l’entrepreneur de vous l’envoyer de nouveau.',
  signingContractSigned: 'Ce contrat a déjà été signé par tous les signataires.',
  signingSignatureUnreadable:
    'Votre signature n’a pas pu être lue. Veuillez effacer la zone de signature et signer de nouveau.',
  signingTypedNameRequired: 'Veuillez saisir votre nom complet en guise de signature.',

  // la version anglaise au Québec (Charte, art. 55)
  signingEnglishUnavailable: 'Ce contrat n’a pas de version anglaise. Il est signé en français.',
  signingEnglishFrenchFirst: 'Veuillez d’abord ouvrir et lire la version française.',
  signingEnglishWishInvalid: 'Veuillez indiquer si vous souhaitez être lié par la version anglaise.',
  signingEnglishWishStatement:
    'J’ai reçu la version française et je souhaite expressément être lié par la version anglaise.',

  // les états en mots (jamais par la couleur seule)
  contractStatusDraft: 'Brouillon',
  contractStatusSent: 'En attente de signatures',
  contractStatusPartlySigned: 'Signé en partie',
  contractStatusSigned: 'Signé',
  contractStatusExpired: 'Expiré',
  contractStatusCancelled: 'Annulé',
  contractStatusDeclined: 'Refusé',
  contractStatusSuperseded: 'Remplacé par un avenant',
  // sales tax: the signing page's summary and the builder's line under the total (tax.ts):
  // `$10,000.00 + HST 13 % ($1,300.00) = $11,300.00`
  salesTaxGst: 'TPS',
  salesTaxHst: 'TVH',
  salesTaxPst: 'TVP',
  salesTaxQst: 'TVQ',
  salesTaxRst: 'TVD',
  salesTaxRate: '{rate} %',
  salesTaxLine: '{tax} {rate} ({amount})',
  salesTaxLineJoiner: ' + ',
  salesTaxTotal: '{amount} + {taxes} = {total}',
  // what an amendment changes (issue 32 §5): the signing page's list and the amendment's email
  contractChangeCustomTerms: 'Modalités de paiement',
  contractChangeCommencementDate: 'Date de début',
  contractChangeCompletionDate: 'Date de fin',
  contractChangeDepositDate: 'Échéance de l’acompte',
  contractChangePaymentMode: 'Calendrier des paiements',
  contractChangeTotalCost: 'Prix avant taxes',
  contractChangeClause: 'Clause',
  contractChangeSchedule: 'Annexe',
} satisfies Record<keyof typeof english, string>;
