import type { ourPaperMessages as english } from './ours.paper.en.js';

/**
 * Nos messages pour les copies signées sur papier et les rappels de paiement : ce que le cahier des
 * charges ne formule pas. Dans le ton du cahier.
 */
export const ourPaperMessages = {
  // classement d’une copie signée sur papier
  scanContractNotFound: 'Aucun de vos contrats ne porte le code imprimé sur cette numérisation.',
  scanSeveralContracts:
    'Cette numérisation contient des pages de plusieurs contrats (nos {numbers}). Veuillez téléverser un contrat à la fois.',
  scanOtherContract:
    'Cette numérisation correspond au contrat no {scanned}, et non au contrat no {chosen}. Veuillez la téléverser à partir du contrat no {scanned}, ou choisir le bon fichier.',
  scanNoCode:
    'Aucun code QR n’a pu être lu sur cette numérisation. Veuillez la téléverser à partir du contrat dans Mes projets, ou la numériser de nouveau à une résolution plus élevée.',
  scanConfirmNoCode:
    'Aucun code QR n’a pu être lu sur cette numérisation. La classer comme copie signée du contrat no {number}\u00a0?',
  scanConfirmMissingPages:
    'Les pages {pages} (sur {count}) du contrat no {number} ne figurent pas dans cette numérisation. La classer quand même comme copie signée\u00a0?',
  scanContractNotSent:
    'Le contrat no {number} est encore un brouillon. Envoyez-le d’abord, puis imprimez le PDF envoyé pour le faire signer.',
  scanAlreadySigned:
    'Le contrat no {number} est déjà signé. Pour classer une nouvelle version signée, modifiez-le et envoyez d’abord un avenant.',
  scanContractWithdrawn: 'Le contrat no {number} a été retiré ou remplacé et ne peut plus être signé.',
  scanContractDeclined: 'Le contrat no {number} a été refusé par un destinataire et ne peut plus être signé.',
  scanPartlySignedOnline:
    'Quelqu’un a déjà signé électroniquement le contrat no {number}. Attendez que les autres le signent en ligne, ou retirez-le et envoyez-le de nouveau.',

  // rappels de paiement
  paymentReminderMessageRequired: 'Veuillez rédiger le message de rappel.',
  paymentReminderMessageTooLong: 'Un rappel doit tenir en 2 textos. Veuillez le raccourcir.',
  paymentReminderNotSigned: 'Les rappels de paiement peuvent être envoyés une fois le contrat signé.',
  paymentReminderCancelledByClient:
    'Votre client a annulé ce contrat dans le délai d’annulation : aucun rappel de paiement ne peut être envoyé pour ce contrat.',
  paymentReminderTermNotFound:
    'Ce paiement ne figure pas dans le contrat. Veuillez recharger la page et réessayer.',
  paymentReminderNoRecipient:
    'Aucun client de ce contrat n’a de numéro de cellulaire ni d’adresse courriel où envoyer un rappel.',
  paymentReminderDateTooOld:
    'Cette date et cette heure remontent à plus d’une journée. Veuillez choisir une date et une heure à partir d’hier.',
  paymentReminderNotScheduled:
    'Ce rappel a déjà été envoyé ou annulé : il ne peut plus être modifié. Veuillez recharger la page.',
  paymentReminderDailyCap:
    'Les rappels par texto sont limités à {limit} par jour par compte, pour réduire les coûts. Le {date}, le total des textos envoyés ou prévus est de {sent}, et ce rappel en ajouterait {count}. Veuillez l’envoyer un autre jour.',
  // ce qui est dû, tel qu’un rappel le dit (« 13 153,20 $, taxes incluses (TVH 13 %), retenue de 10 % déduite »)
  paymentReminderAmountWithTax: '{amount}, taxes incluses ({taxes})',
  paymentReminderNetOfHoldback: '{amount}, retenue de {percent} déduite',
  paymentReminderBalanceLeft: '{amount}, solde de {balance}',
  paymentReminderDueOn: 'exigible le {date}',
  paymentReminderDueNow: 'exigible maintenant',
  // les textes proposés dans la fenêtre : caractères GSM-7 seulement, pour tenir en 2 textos
  paymentReminderDefaultMessage:
    'Bonjour, ici {contractor}. Petit rappel pour les travaux au {address} : {term}, {amount}, {due}. Des questions ? Appelez-moi au {phone}. Merci !',
  paymentReminderDefaultMessageShort:
    'Bonjour, ici {contractor}. Petit rappel : {term}, {amount}, {due}. Des questions ? Appelez-moi au {phone}. Merci !',
  // une facture émise : son numéro, ce qu’elle facture tel qu’émis, et son lien de paiement
  paymentReminderInvoiceName: '{name}, facture no {invoice}',
  paymentReminderInvoiceTerm: 'facture no {invoice} ({description})',
  paymentReminderInvoiceTermShort: 'facture no {invoice}',
  // le lien ne laisse pas de place à l’adresse : la facture dit pour quels travaux elle est
  paymentReminderInvoiceMessage:
    'Bonjour, ici {contractor}. Petit rappel : {term}, {amount}, {due}. Pour payer : {link} Questions ? Appelez au {phone}.',
  paymentReminderEmailSubject: 'Rappel de paiement de la part de {business}',
  paymentReminderEmailHeading: 'Rappel de paiement',
  paymentReminderEmailFooter:
    'Vous recevez ce rappel parce que vous avez signé le contrat no {number} avec {business}. Pour toute question, veuillez répondre directement à l’entrepreneur.',

  // lecture des numérisations
  scanUnreadable:
    'Ce fichier n’a pas pu être ouvert. Veuillez numériser de nouveau le contrat signé et téléverser le nouveau fichier.',
  scanHeicUnreadable:
    'Cette photo HEIC n’a pas pu être lue. Veuillez régler votre appareil photo pour qu’il enregistre les photos en JPEG (« Le plus compatible »), ou téléverser une numérisation PDF.',
  scanTooSlow:
    'La lecture de cette numérisation a pris trop de temps. Veuillez la numériser de nouveau à 300 ppp, ou téléverser moins de pages à la fois.',
} satisfies Record<keyof typeof english, string>;
