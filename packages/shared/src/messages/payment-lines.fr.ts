import type { paymentLineMessages as en } from './payment-lines.en.js';

/** Issue 33 §1 : le nom de ce que doit un client, sur les pages de l’entrepreneur et les factures. */
export const paymentLineMessages = {
  paymentLineBalance: 'Solde après l’acompte',
  paymentLineNamedTerm: '{term} : {name}',
  paymentReportedSubject: 'Facture no {number} : votre client dit avoir envoyé {amount}',
  paymentReportedBody:
    'Votre client dit avoir envoyé {amount} par virement Interac pour la facture no {number}. Une fois l’argent reçu, confirmez-le dans les paiements du contrat, sous Mes projets.',
  paymentReportedSms:
    'Votre client dit avoir envoyé {amount} par virement Interac pour la facture no {number}. Confirmez-le dans Mes projets à la réception.',
  invoiceDisputedSubject: 'La facture no {number} est contestée',
  invoiceDisputedBody:
    'Votre client conteste la facture no {number}. Sa raison figure ci-dessous ; répondez-lui pour régler la question.',
  invoiceDisputedReason: 'Sa raison',
  invoiceDisputedSms: 'Votre client conteste la facture no {number} : {message}',
  holdbackDueSubject: 'La retenue du contrat no {number} peut être libérée',
  holdbackDueBody:
    'La retenue de {percent} % sur le contrat no {number} ({amount} avant taxes) peut être libérée à compter du {date}, {why}. Si aucun privilège n’a été conservé, facturez sa libération dans les paiements du contrat, sous Mes projets.',
  holdbackDueLienPeriod: 'à la fin du délai de privilège suivant la date d’achèvement',
  holdbackDueAnniversary:
    'au premier anniversaire du contrat, quand commence la libération annuelle de la retenue',
  holdbackDueNotAdvice:
    'Ces dates découlent des dates du contrat et de la Loi sur la construction; elles ne constituent pas un avis juridique.',
} satisfies Record<keyof typeof en, string>;
