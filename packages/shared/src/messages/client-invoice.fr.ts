import type { clientInvoiceMessages as english } from './client-invoice.en.js';

/**
 * Issue 33 §2 : la facture que l’entrepreneur remet au client d’un contrat signé (son PDF), le
 * courriel et le texto qui l’envoient, et les reçus une fois un paiement reçu. Les lignes du paiement
 * rapide de l’Ontario sont notre formulation de la partie I.1 de la Loi sur la construction, les
 * délais et la loi tirés des règles de la province (RÉVISION JURIDIQUE). Les textos n’utilisent que
 * des caractères GSM-7 (ni ’, ni « », ni ç, ni accent circonflexe).
 */
export const clientInvoiceMessages = {
  // le PDF : l’en-tête et les parties
  clientInvoiceAmountDue: 'Montant dû',
  clientInvoiceDueDateLabel: 'Date d’échéance',
  clientInvoiceContractLabel: 'En vertu du contrat',
  clientInvoiceContractSigned: '{contract}, signé le {date}',

  // le PDF : ce qui est facturé
  clientInvoiceMilestone: 'Étape atteinte\u00a0: {milestone}',
  clientInvoicePeriod: 'Période des travaux\u00a0: du {from} au {to}',
  clientInvoiceHoldback: 'Retenue ({percent}\u00a0%)',
  clientInvoiceHoldbackNote: 'Versée avec ses taxes à sa libération',
  clientInvoiceNet: 'Montant net avant taxes',
  clientInvoicePayable: 'Total à payer (CAD)',
  clientInvoiceAlreadyPaid: 'Déjà payé',
  clientInvoiceBalance: 'Solde dû (CAD)',

  // le PDF : modalités et façons de payer
  clientInvoiceTermsHeading: 'Conditions de paiement',
  clientInvoiceTerms: 'Payable dans les {days} jours suivant la date de la facture, au plus tard le {date}.',
  clientInvoicePayHeading: 'Comment payer',
  clientInvoiceEtransfer: 'Par virement Interac à {email}',
  clientInvoiceEtransferReference:
    'Inscrivez {reference} dans le message du virement pour que votre paiement soit associé à cette facture.',
  clientInvoicePayOnline: 'Consultez cette facture et payez-la en ligne\u00a0:',

  // le PDF : le paiement rapide en Ontario
  clientInvoiceProper: 'La présente facture est une facture en bonne et due forme au sens de la {statute}.',
  clientInvoicePayBy: 'Payez-la au plus tard le {date}, soit dans les {days} jours suivant sa réception.',
  clientInvoiceDisputeBy:
    'Pour contester un montant, remettez à l’Entrepreneur un avis de non-paiement, selon la formule prescrite, au plus tard le {date} (dans les {days} jours suivant la réception).',
  clientInvoiceDeemedProperBy:
    'Si vous estimez que cette facture n’est pas en bonne et due forme, indiquez à l’Entrepreneur en quoi au plus tard le {date} (dans les {days} jours suivant la réception); sinon, elle est réputée l’être.',

  // le courriel qui l’envoie ({invoice} le numéro de la facture, {number} celui du contrat)
  clientInvoiceEmailSubject:
    '{business} vous a envoyé la facture no {invoice}\u00a0: {amount} à payer d’ici le {date}',
  clientInvoiceEmailPreheader: '{description}\u00a0: {amount}, à payer d’ici le {date}.',
  clientInvoiceEmailHeading: 'Vous avez une nouvelle facture',
  clientInvoiceEmailBody:
    '{business} vous a envoyé la facture no {invoice} ({description}) en vertu du contrat {number}. Le montant dû est de {amount}, payable au plus tard le {date}.',
  clientInvoiceEmailAttached:
    'La facture est jointe en PDF. Le bouton ci-dessous l’affiche en ligne avec toutes les façons de la payer.',
  clientInvoiceEmailButton: 'Consulter et payer',
  clientInvoiceEmailDetailFor: 'Objet',
  clientInvoiceEmailFooter:
    'Vous recevez ce courriel parce qu’un entrepreneur vous a facturé au moyen de {product} en vertu d’un contrat que vous avez signé.',
  // le texto : caractères GSM-7 seulement, pour que deux messages le contiennent avec le lien
  clientInvoiceSms:
    '{business} : facture no {invoice}, {description}, {amount} à payer au plus tard le {date}. Consulter et payer : {link}',
  clientInvoiceSmsShort:
    '{business} : facture no {invoice}, {amount} à payer au plus tard le {date}. Consulter et payer : {link}',

  // les reçus
  clientPaymentMethodEtransfer: 'Virement Interac',
  clientPaymentMethodCard: 'Carte ou débit bancaire',
  clientPaymentMethodCardEnding: 'Carte se terminant par {last4}',
  clientPaymentMethodOther: 'Inscrit par l’entrepreneur',
  clientPaymentDetailMethod: 'Mode de paiement',
  clientPaymentDetailAmount: 'Montant reçu',
  clientPaymentDetailDate: 'Reçu le',
  clientPaymentDetailBalance: 'Solde de la facture',
  clientPaymentReceiptSubject: 'Paiement de {amount} reçu par {business}',
  clientPaymentReceiptHeading: 'Merci de votre paiement',
  clientPaymentReceiptBody:
    '{business} a reçu votre paiement de {amount} sur la facture no {invoice} ({description}).',
  clientPaymentBalanceLeft: 'Le solde de cette facture est de {balance}, à payer d’ici le {date}.',
  clientPaymentPaidInFull: 'Cette facture est maintenant entièrement payée.',
  clientPaymentReceiptButton: 'Consulter la facture',
  clientPaymentReceiptFooter:
    'Conservez ce courriel comme reçu. Il vous a été envoyé par {product} au nom de l’entrepreneur qui vous a facturé.',
  clientPaymentNoticeSubject: '{client} vous a payé {amount}',
  clientPaymentNoticeHeading: 'Vous avez reçu un paiement',
  clientPaymentNoticeBody:
    '{client} a payé {amount} sur la facture no {invoice} ({description}), contrat {number}.',
  clientPaymentNoticeButton: 'Voir les paiements du contrat',
  clientPaymentNoticeFooter:
    'Vous recevez ce courriel parce qu’un paiement a été inscrit sur votre facture dans {product}.',
} satisfies Record<keyof typeof english, string>;
