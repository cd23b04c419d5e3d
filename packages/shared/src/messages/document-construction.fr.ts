import type { documentConstructionMessages as english } from './document-construction.en.js';

/**
 * Issue 31 §4 : la Loi sur la construction de l’Ontario dans le calendrier des paiements : les
 * colonnes de la retenue, sa libération et les règles du paiement rapide, formulées d’après les
 * règles de la province (délais et taux en paramètres). RÉVISION JURIDIQUE : notre formulation des
 * art. 6.1 à 6.8, 22 et 26.1, vérifiée contre les sources de docs/contracts-and-the-law.md.
 */
export const documentConstructionMessages = {
  documentHoldbackColumnGross: 'Montant brut',
  documentHoldbackColumnHoldback: 'Retenue ({percent}\u00a0%)',
  documentHoldbackColumnNet: 'Net à payer',
  documentHoldbackRelease: 'Libération de la retenue',
  documentHoldbackReleaseDue: 'À la fin du délai de privilège suivant l’achèvement substantiel',
  documentHoldbackCustomLine: 'Paiements selon les modalités ci-dessous',
  documentHoldbackCustomLineDue: 'Selon les modalités ci-dessous',
  documentHoldbackNote:
    'Retenue : le payeur retient {percent}\u00a0% de chaque paiement. Les {amount} retenus au total sont versés à l’expiration du délai de conservation des privilèges qui suit l’achèvement substantiel des travaux, si aucun privilège n’a été conservé.',
  documentHoldbackAnnual:
    'Libération annuelle (en vigueur depuis le {from}) : si les travaux se poursuivent au-delà d’un anniversaire du présent contrat, le propriétaire publie un avis de libération annuelle de la retenue dans les {noticeDays} jours suivant chaque anniversaire et verse la retenue accumulée de {payFromDays} à {payByDays} jours après sa publication, si aucun privilège n’a été conservé; chaque payeur transmet la part due en aval dans les {downstreamDays} jours suivant sa réception.',
  documentPromptHeading: 'Paiement rapide',
  documentPromptPay:
    'Le Client paie chaque facture en bonne et due forme dans les {days} jours suivant sa réception.',
  documentPromptNonPayment:
    'Pour contester un montant, le Client remet à l’Entrepreneur un avis de non-paiement, selon la formule prescrite, dans les {days} jours suivant la réception de la facture.',
  documentPromptDeemedProper:
    'Une facture est réputée être en bonne et due forme à moins que, dans les {days} jours suivant sa réception, le Client n’indique à l’Entrepreneur en quoi elle ne l’est pas.',
  documentPromptSubPay:
    'L’Entrepreneur paie au Sous-traitant chaque montant dû dans les {days} jours suivant le paiement qu’il reçoit pour les travaux du Sous-traitant.',
  documentPromptSubNonPayment:
    'Si l’Entrepreneur n’est pas payé, ou s’il conteste un montant, il remet au Sous-traitant un avis de non-paiement, selon la formule prescrite, dans le délai que fixe la Loi.',
  documentConstructionSource: 'Voir {statute}, {section}.',
} satisfies Record<keyof typeof english, string>;
