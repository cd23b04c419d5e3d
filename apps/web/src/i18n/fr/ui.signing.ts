import type { PublicUiCatalogue } from '../en/ui';

/** French labels of the recipient's signing page (/Signature); twin of ../en/ui.signing.ts. */
export const signingUi: PublicUiCatalogue['signing'] = {
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
    'Bonjour {name}. Veuillez lire le contrat ci-dessous; vous pourrez le signer au bas de cette page.',
  facts: 'À propos de ce contrat',
  contractNumber: 'Numéro du contrat',
  contractNumberValue: 'No {number}',
  signBy: 'Date limite de signature',
  sentBy: 'Envoyé par',
  phone: 'Téléphone',
  email: 'Courriel',
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
  signersSection: 'Qui signe',
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
};
