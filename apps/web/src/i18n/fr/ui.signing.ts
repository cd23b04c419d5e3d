import type { SigningUiCatalogue } from '../en/ui';

/** French labels of the recipient's signing page (/Signature); twin of ../en/ui.signing.ts. */
export const signingUi: SigningUiCatalogue = {
  pageTitle: 'Consultez et signez votre contrat',
  loadErrorTitle: 'Votre contrat n’a pas pu être chargé',
  deliveredBy: 'Envoyé pour signature électronique avec {product}',
  heading: '{business} vous a envoyé un contrat à signer',
  headingSigned: 'Votre contrat avec {business}',
  greetingSigned: 'Bonjour {name}. Vous avez signé ce contrat le {date}.',
  downloadSealed: 'Télécharger le contrat signé et scellé en PDF',
  sealedLead:
    'Tout le monde a signé, et la copie signée a été scellée et vous a été envoyée par courriel. Le PDF ci-dessus est cette copie.',
  sealedFingerprint:
    'Son empreinte SHA-256, à comparer avec le courriel de fin ou à vérifier sur la page de vérification :',
  greeting:
    'Bonjour {name}. Voici l’essentiel du contrat; lisez-le en entier ci-dessous, puis signez-le avec le bouton au bas de votre écran.',
  signBy: 'Date limite de signature',
  signByDate: 'À signer d’ici le {date}',
  sentBy: 'Envoyé par',
  contractSection: 'Le contrat',
  contractFrame: 'Contrat no {number}, de {business}',
  downloadPdf: 'Télécharger le contrat en PDF, pour le conserver ou l’imprimer',
  englishSection: 'Version anglaise',
  englishLead:
    'L’entrepreneur a aussi remis ce contrat en anglais. La version française vous lie, à moins que vous ne souhaitiez expressément être lié par la version anglaise ; vous pouvez changer d’avis jusqu’à ce que vous signiez.',
  englishShown:
    'Le contrat ci-dessus est maintenant la version anglaise : veuillez la lire avant de signer. Décochez la case pour signer plutôt la version française.',
  schedulesSection: 'Annexes',
  schedulesLead: 'Ces documents font partie du contrat. Chacun s’ouvre dans un nouvel onglet.',
  scheduleLink: '{title} : {name}',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  signerYou: '{name} (vous)',
  signerSigned: 'A signé le {date}',
  signerWaiting: 'N’a pas encore signé',
  consentSection: 'Signature électronique',
  consentSameAsPaper:
    'Signer ce contrat électroniquement a le même effet juridique que signer à la main un exemplaire papier.',
  consentRecords:
    'En signant, vous acceptez d’utiliser des documents électroniques et des signatures électroniques pour ce contrat, et de recevoir votre exemplaire signé par courriel.',
  consentExpiry: 'Ce contrat peut être signé jusqu’au {date} inclusivement.',
  signButton: 'Signer le contrat',
  signedTitle: 'Vous avez signé ce contrat',
  signedLead:
    'Merci. Lorsque toutes les parties auront signé, vous recevrez par courriel l’exemplaire final signé. Vous pouvez fermer cette page.',
  padLabel: 'Zone de signature',
  padClear: 'Effacer',
  padCancel: 'Annuler',
  padAgree: 'Accepter',
  padDrawInstead: 'Tracer plutôt ma signature',
  padTypeInstead: 'Saisir plutôt votre nom',
  typedLabel: 'Votre nom complet',
  typedHint:
    'Le nom complet que vous saisissez est votre signature. Il est enregistré comme un nom saisi, et non comme une signature tracée.',
  typedPreview: 'Voici comment votre signature apparaîtra',
  signingAs: 'Vous signez en tant que {name}',
  confirmYes: 'Oui, signer',
  confirmNo: 'Retour',
  dialogLoading: 'Ouverture de la zone de signature…',
  summaryTitle: 'Contrat n° {number}',
  summaryAmendment: 'Avenant {revision} au contrat n° {number}',
  summaryDates: 'Dates',
  summaryDatesRange: 'Du {start} au {end}',
  summaryStarts: 'Début le {date}',
  summaryEnds: 'Fin le {date}',
  summaryTotal: 'Total avec taxes',
  summaryDeposit: 'Acompte',
  summaryDepositBy: '{amount}, payable le {date}',
  summarySigners: 'Qui signe',
  goToSignature: 'Aller à la signature',
  contents: 'Table des matières',
  reviewAndSign: 'Consulter et signer',
  signBarLabel: 'Signature',
  signedAllLead:
    'Merci. Tout le monde a signé : la copie scellée est en préparation et vous sera envoyée par courriel d’ici quelques minutes. Elle sera aussi ici, sur cette page.',
  newVersionOpen: 'Ouvrir la nouvelle version',
};
