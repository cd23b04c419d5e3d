/**
 * Les mots du contrat (aperçu et PDF) : titres, libellés, tableau des paiements. La spécification ne
 * les formule pas; ils sont les nôtres, dans son ton.
 */
import { documentConstructionMessages } from './document-construction.fr.js';
import type {
  documentCancelMessages as englishCancel,
  documentFactNames as englishFacts,
  documentMessages as english,
} from './document.en.js';

/**
 * Le droit du consommateur d’annuler, en page 1 (issue 31 §2), formulé d’après la règle de la
 * province. La page de signature l’énonce aussi au-dessus de la signature, dans ces mêmes mots.
 */
export const documentCancelMessages = {
  documentCancelHeading: 'Votre droit d’annuler le contrat',
  documentCancelCopyReceived:
    'Vous pouvez annuler le présent contrat en tout temps, pour quelque raison que ce soit, jusqu’à {days} jours après en avoir reçu un exemplaire.',
  documentCancelContractEntered:
    'Vous pouvez annuler le présent contrat en tout temps, pour quelque raison que ce soit, jusqu’à {days} jours après le jour de sa conclusion.',
  documentCancelExtended: 'Vous pouvez l’annuler pendant un délai allant jusqu’à {period} si :',
  documentCancelPeriodOneYear: 'un an',
  documentCancelPeriodYears: '{years} ans',
  documentCancelWhenCopyDefective:
    'vous ne recevez pas d’exemplaire du contrat, ou votre exemplaire ne contient pas les renseignements exigés par la loi',
  documentCancelWhenNotDelivered30Days:
    'les travaux n’ont pas commencé dans les 30 jours suivant la date prévue au contrat',
  documentCancelWhenUnlicensed:
    'l’Entrepreneur n’est pas titulaire du permis ou de la licence qu’exige la loi',
  documentCancelWhenNoSecurity: 'l’Entrepreneur n’a pas fourni le cautionnement qu’exige la loi',
  documentCancelWhenNoStatementAttached:
    'l’énoncé de vos droits de résolution et le formulaire de résolution ne sont pas joints au contrat',
  documentCancelRefund:
    'Si vous annulez le contrat, l’Entrepreneur doit vous rembourser vos paiements dans les {days} jours.',
  documentCancelSource: 'Source : {statute}, {section}.',
} satisfies Record<keyof typeof englishCancel, string>;

/** Les noms que le contrat donne aux faits des travaux et aux paiements; la page de signature aussi. */
export const documentFactNames = {
  documentServiceAddress: 'Adresse des travaux',
  documentServiceType: 'Type de travaux',
  documentScopeHeading: 'Étendue des services',
  documentPaymentDeposit: 'Acompte',
  documentPaymentTerm: 'Paiement {number}',
} satisfies Record<keyof typeof englishFacts, string>;

export const documentMessages = {
  ...documentFactNames,
  documentTitleClient: 'Contrat de service',
  documentTitleSubcontract: 'Contrat de sous-traitance',
  documentSubject: '{title} entre {contractor} et {recipients}',
  documentNumber: 'Contrat n° {number}',
  documentNumberAmended: 'Avenant {revision} au contrat n° {number}',
  documentIssuedOn: 'Émis le {date}',
  documentDraftMark: 'BROUILLON',
  documentIntroClient:
    'Le présent contrat est conclu le {date} entre l’Entrepreneur et le Client nommés ci-dessous. L’Entrepreneur exécutera les travaux qui y sont décrits, et le Client les paiera, selon les modalités qui suivent.',
  documentIntroSubcontract:
    'Le présent contrat est conclu le {date} entre l’Entrepreneur et le Sous-traitant nommés ci-dessous. Le Sous-traitant exécutera pour l’Entrepreneur les travaux qui y sont décrits, et l’Entrepreneur les paiera, selon les modalités qui suivent.',

  ...documentCancelMessages,

  documentPartiesHeading: 'Les parties',
  documentRoleContractor: 'L’Entrepreneur',
  documentRoleClient: 'Le Client',
  documentRoleSubcontractor: 'Le Sous-traitant',
  documentRbqLicence: 'Licence RBQ : {number}',
  documentOpcPermit: 'Permis de commerçant itinérant de l’OPC : {number}',
  documentAlbertaPrepaidLicence: 'Permis d’entreprise de travaux payés d’avance de l’Alberta : {number}',
  documentEstimate: 'Ce prix est une estimation.',
  documentEstimateCap:
    'Ce prix est une estimation : le prix final ne peut la dépasser de plus de {percent} % sans l’accord du client ({statute}, {section}).',
  documentGstNumber: 'Numéro de TPS/TVH {number}',
  documentQstNumber: 'Numéro de TVQ {number}',

  documentWorkHeading: 'Les travaux',
  documentPropertyAddress: 'Adresse de la propriété',
  documentCommencementDate: 'Début des travaux',
  documentCompletionDate: 'Travaux terminés au plus tard le',
  documentExpiryDate: 'Cette offre est valable jusqu’au',

  documentPaymentHeading: 'Calendrier des paiements',
  documentPaymentColumnItem: 'Paiement',
  documentPaymentColumnDue: 'Échéance',
  documentPaymentColumnAmount: 'Montant',
  documentPaymentOnMilestone: 'À l’achèvement de l’étape : {milestone}',
  documentPaymentPercentage: '{percent} % du prix après l’acompte',
  documentPaymentToBeSet: 'À déterminer',
  documentPaymentUnscheduled: 'Solde non encore prévu au calendrier',
  documentPaymentSubtotal: 'Total avant taxes (CAD)',
  documentPaymentTaxLine: '{tax} {rate}',
  documentPaymentTotal: 'Total taxes incluses (CAD)',
  documentPaymentTaxNote:
    'Les montants sont en dollars canadiens (CAD), avant taxes. Les taxes de vente s’ajoutent à chaque paiement, aux taux indiqués ci-dessus.',
  documentPaymentCustomHeading: 'Mode de paiement',
  ...documentConstructionMessages,

  documentClausesHeading: 'Modalités et conditions',

  documentSchedulesHeading: 'Annexes',
  documentSchedulesIntro: 'Ces annexes sont jointes au présent contrat et en font partie intégrante.',
  documentScheduleName: 'Annexe {letter}',
  documentScheduleTitled: 'Annexe {letter} — {title}',
  documentScheduleFile: 'Fichier : {fileName}',
  documentSchedulePage: 'Page {page} de {pages} de cette annexe',

  documentSignaturesHeading: 'Signatures',
  documentSignaturesIntro:
    'En signant ci-dessous, chaque partie accepte le présent contrat, ses modalités et conditions ainsi que ses annexes.',
  documentSignatureFor: 'Pour {party}',
  documentSignatureLine: 'Signature',
  documentSignatureName: 'Nom',
  documentSignatureDate: 'Date',

  documentPageOf: 'Page {page} de {pages}',
  documentCode: 'Code du document {code}',
} satisfies Record<keyof typeof english, string>;
