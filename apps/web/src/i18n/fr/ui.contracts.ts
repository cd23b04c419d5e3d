import type { SignedInUiCatalogue } from '../en/ui';

/**
 * Les libellés du générateur de contrats (espace de noms 'ui', clé `contracts`); les textes du cahier
 * des charges sont dans le catalogue partagé.
 */
export const contractsUi: SignedInUiCatalogue['contracts'] = {
  // DECISIONS « Headings » : les écrans de sous-traitance disent « sous-traitant » là où ceux du client
  // disent « client ».
  createSubcontractTitle: 'Créer un contrat pour votre sous-traitant',
  formLabel: 'Contrat',
  forProject: 'Projet : {name}',
  forSubcontractor: 'Sous-traitant : {name}',
  languageTitle: 'Langue du contrat',
  languageChoiceLead:
    'Vos clients lisent des langues différentes. Le contrat, ses courriels et ses textos sont tous rédigés dans celle que vous choisissez.',
  languageNames: { en: 'anglais', fr: 'français' },
  writtenFrenchFirst:
    'Rédigé en français : au Québec, un contrat de consommation est remis d’abord en français (Charte de la langue française, art. 55). Vous pouvez aussi remettre une version anglaise à votre client.',
  writtenForClients_one: 'Rédigé en {language}, la langue que lit votre client.',
  writtenForClients_other: 'Rédigé en {language}, la langue que lisent vos clients.',
  writtenForSubcontractor: 'Rédigé en {language}, la langue que lit votre sous-traitant.',
  // Le nom de la province entre parenthèses : son article (de l’, du, de la, des) varie.
  consumerContract:
    'Contrat de consommation : les règles de protection du consommateur de la province ({province}) s’appliquent.',
  businessContract:
    'Contrat entre entreprises : les règles de protection du consommateur ne s’appliquent pas.',
  // Issue 31 §3 : le français d’abord au Québec (Charte de la langue française, art. 55).
  alsoEnglish: 'Remettre aussi au client une version anglaise',
  alsoEnglishHint:
    'Au Québec, le client reçoit d’abord la version française (Charte de la langue française, art. 55) ; il peut ensuite choisir d’être lié par la version anglaise.',
  // Issue 31 §2 : un acompte ou un début des travaux pendant le délai d’annulation, selon la règle de la province.
  cancelPeriod: {
    title: 'Pendant le délai d’annulation de votre client',
    lead_one:
      'Votre client peut annuler le contrat pour quelque raison que ce soit jusqu’à {count} jour après en avoir reçu l’exemplaire signé : au plus tôt le {date}.',
    lead_other:
      'Votre client peut annuler le contrat pour quelque raison que ce soit jusqu’à {count} jours après en avoir reçu l’exemplaire signé : au plus tôt le {date}.',
    depositRefund_one:
      'S’il annule, un acompte versé d’ici là doit lui être remboursé dans un délai de {count} jour.',
    depositRefund_other:
      'S’il annule, un acompte versé d’ici là doit lui être remboursé dans les {count} jours.',
    depositKeepsRight: 'Un acompte versé d’ici là ne lui retire pas ce droit.',
    workKeepsRight: 'Des travaux commencés d’ici là ne lui retirent pas ce droit.',
    workCompensation:
      'Des travaux commencés d’ici là ne lui retirent pas ce droit ; s’il annule, il doit toutefois une indemnité raisonnable pour les travaux et les matériaux fournis.',
    choose: 'Vous pouvez garder cette date ou en choisir une après le {date}.',
  },
  // Issue 31 §5 : les produits réglementés de l’Ontario (Règl. de l’Ont. 8/18).
  restricted: {
    products:
      'Ce contrat comprend un appareil de chauffage, un climatiseur, un épurateur d’air, un chauffe-eau, un appareil de traitement de l’eau ou le nettoyage de conduits',
    productsHint:
      'La déclaration du ministère devient la page 1 du contrat, signée par vous et votre client.',
    initiated: 'Le client a communiqué avec moi en premier pour le demander',
    initiatedHint: 'Consigné dans le contrat, sur la déclaration.',
  },
  // Issue 31 §5 : le prix estimatif, et le plafond de l’Ontario au-delà de l’estimation.
  estimate: {
    label: 'Ce prix est une estimation',
    hint: 'Le contrat indiquera que le prix est une estimation.',
    capHint:
      'Le contrat indiquera que le prix final ne peut dépasser l’estimation de plus de {percent} % sans l’accord de votre client ({statute}, {section}).',
  },
  // Issue 31 §5 : une clause qui ne lie pas le consommateur, signalée sous les clauses (une note, pas un arrêt).
  arbitration: {
    title: 'Une clause qui pourrait ne pas lier votre client',
    body_one:
      'La clause {clauses} semble soumettre les différends à l’arbitrage seulement ou écarter l’action collective. Dans la province ({province}), une telle clause ne lie pas le consommateur ({statute}, {section}) ; vous pouvez la garder, mais songez à la retirer.',
    body_other:
      'Les clauses {clauses} semblent soumettre les différends à l’arbitrage seulement ou écarter l’action collective. Dans la province ({province}), de telles clauses ne lient pas le consommateur ({statute}, {section}) ; vous pouvez les garder, mais songez à les retirer.',
  },
  loadError: 'Ce contrat n’a pas pu être ouvert.',
  datesSection: 'Dates',
  commencementLabel: 'Date de début des travaux',
  completionLabel: 'Date de fin des travaux',
  datePlaceholder: 'Choisissez ou tapez une date',
  clearDate: 'Effacer la date',
  scopeSection: 'Étendue des travaux',
  scopeLabel: 'Étendue des travaux',
  scopeExamplesHint: 'Ajoute la ligne choisie à l’étendue des travaux.',
  // Doc 3 §2 : sept lignes de rénovation proposées sous « Example of what you should write here ».
  scopeExamples: {
    kitchen:
      'Démolir la cuisine existante : retirer les armoires, les comptoirs, le dosseret et le revêtement de sol, et évacuer tous les débris du chantier.',
    wall: 'Enlever le mur de séparation non porteur entre la cuisine et la salle à manger, et réparer le plafond et le plancher à son emplacement.',
    services:
      'Déplacer les prises de courant, les interrupteurs et la tuyauterie selon le nouvel aménagement de la cuisine, par des entrepreneurs spécialisés détenant les licences requises, conformément au code et avec les permis nécessaires.',
    flooring:
      'Fournir et installer un plancher de bois franc d’ingénierie de 7 pouces au rez-de-chaussée, sur une nouvelle sous-couche, avec plinthes et moulures de transition assorties.',
    cabinets:
      'Fournir et installer de nouvelles armoires de cuisine, des comptoirs de quartz et un dosseret en carreaux de céramique, conformément aux plans approuvés.',
    lights:
      'Fournir et installer douze luminaires encastrés à DEL de 4 pouces dans la cuisine et le salon, sur deux gradateurs.',
    finish:
      'Appliquer un apprêt et peindre les murs et les plafonds des pièces rénovées (deux couches), et laisser l’aire de travail balayée et propre.',
  },
  serviceAddressLabel: 'Adresse des travaux',
  clausesSection: 'Conditions du contrat',
  templateLabel: 'Modèle de contrat',
  templateInLanguage: '{name} (en {language})',
  replaceClausesTitle: 'Remplacer vos clauses?',
  replaceClausesYours_one: 'Vous avez rédigé ou modifié {count} clause.',
  replaceClausesYours_other: 'Vous avez rédigé ou modifié {count} clauses.',
  replaceClausesTheirs_one: '« {name} » contient {count} clause, qui remplace les vôtres.',
  replaceClausesTheirs_other: '« {name} » contient {count} clauses, qui remplacent les vôtres.',
  replaceClausesReplace: 'Les remplacer par celles du modèle',
  replaceClausesAppend_one: 'Utiliser celles du modèle, puis la mienne',
  replaceClausesAppend_other: 'Utiliser celles du modèle, puis mes {count}',
  replaceClausesKeep: 'Garder mes clauses',
  expirySection: 'Expiration de l’offre',
  cancel: 'Annuler',
  saveDraft: 'Enregistrer comme brouillon',
  actionsLabel: 'Actions du contrat',
  moreActions: 'Autres actions',
  // Doc 3 §8 : la fenêtre de réussite du bouton « Enregistrer comme brouillon » a pour titre « Success ».
  successTitle: 'Opération réussie',
  termsChangedBody:
    'Les clauses diffèrent de celles du modèle « {name} ». Enregistrer les modifications dans le modèle aussi, ou seulement dans ce contrat?',
  previewTitle: 'Aperçu du contrat',
  previewFrame: 'Le contrat tel que votre destinataire le verra',
  downloadPdf: 'Télécharger le PDF',
  send: 'Envoyer',
  // Dernière vérification avant l’envoi (issue 29 §4) : à qui, comment, et les mots de l’entrepreneur.
  confirmTitle: 'Envoyer ce contrat?',
  confirmRecipients_one: 'Il sera envoyé à cette personne, qui est invitée à le signer :',
  confirmRecipients_other: 'Il sera envoyé à ces {count} personnes, chacune invitée à le signer :',
  textTo: 'texto au {phone}',
  personalMessage: 'Message personnel (facultatif)',
  personalMessageHelp:
    'Il figurera dans le courriel, au-dessus du bouton pour signer. {count}/{max} caractères.',
  // Issue 32 §4 : un code avant l’ouverture, offert quand chacun a un numéro de cellulaire.
  signingCode: 'Demander un code par texto avant l’ouverture du contrat',
  signingCodeHint:
    'Chaque personne saisit un code à 6 chiffres reçu par texto au cellulaire ci-dessus avant de lire et de signer. Le certificat l’atteste.',
  sentAt: 'Envoyé à {time}',
  copies: {
    title: 'Copies',
    lead: 'Les personnes qui doivent lire le contrat sans le signer (un conjoint, un architecte, un gestionnaire d’immeuble) : elles le reçoivent par courriel à l’envoi, puis la copie signée une fois que tout le monde a signé.',
    name: 'Nom de la personne {number}',
    email: 'Courriel de la personne {number}',
    remove: 'Retirer la personne {number}',
    add: 'Ajouter une personne en copie',
  },
  signInOrder: 'Les clients signent l’un après l’autre',
  signInOrderHint:
    'Chaque client reçoit le lien une fois que le précédent a signé, dans cet ordre : {names}.',
  amendmentTitle: 'Cet envoi est un avenant',
  amendmentOf: 'Avenant {revision} au contrat n° {number}',
  becomesAmendment: 'L’envoyer en fera l’avenant {revision} au contrat n° {number}.',
  amendmentOfSent:
    'Vos destinataires signeront plutôt cette version : les liens de la version qu’ils ont reçue ne fonctionneront plus.',
  amendmentOfDeclined:
    'Vos destinataires seront invités à signer cette version plutôt que celle qu’ils ont refusée. Son journal d’audit conserve les modifications demandées et la raison du refus.',
  amendmentOfSigned:
    'Le contrat signé reste en vigueur jusqu’à ce que vos destinataires signent cet avenant, qui le remplacera alors.',
  previewVideos: 'Vidéos des clauses',
  clauseVideo: 'Vidéo de la clause {number}',
  showClauseVideo: 'Clause {number}',
  payment: {
    title: 'Modalités de paiement',
    totalCost: 'Coût total',
    beforeTax: 'Les montants sont avant taxes.',
    deposit: 'Acompte',
    depositDate: 'Date de l’acompte',
    mode: 'Échelonner les paiements',
    modes: {
      date: 'Par date',
      milestone: 'Par étape',
      percentage: 'Par pourcentage',
      custom: 'Personnalisé',
    },
    termsLabel: 'Paiements',
    term: 'Paiement {number}',
    date: 'Date',
    amount: 'Montant',
    milestone: 'Étape',
    milestonePlaceholder: 'Choisissez une étape',
    milestoneName: 'Nom de l’étape',
    name: 'Nom',
    percent: 'Pourcentage',
    percentAmount: 'Montant : {amount}',
    percentTotal: 'Total : {percent} % sur 100 %',
    addTerm: 'Ajouter un paiement',
    removeTerm: 'Retirer le paiement {number}',
    customTerms: 'Modalités de paiement',
    customTermsHint: 'Décrivez quand et comment chaque paiement est exigible.',
    remaining: 'Montant restant : {amount}',
    lowered: 'Réduit à {amount} : {reason}',
    percentValue: '{percent} %',
    cappedAtTotal: 'l’acompte et les paiements ne peuvent pas dépasser le coût total.',
    holdback:
      'Retenue ({province}) : {percent}\u00a0% de chaque paiement ({amount} au total) est retenu, puis libéré à la fin du délai de privilège.',
    cappedAtHundred: 'les paiements ne peuvent pas dépasser 100 %.',
  },
  attachments: {
    title: 'Annexes',
    lead: 'Joignez au contrat jusqu’à quatre documents, chacun en PDF ou en image d’au plus 5 Mo.',
    slot: 'Annexe {letter}',
    titleLabel: 'Titre',
    choose: 'Choisir un fichier',
    replace: 'Remplacer le fichier',
    uploading: 'Téléversement de {name}…',
    remove: 'Retirer {name}',
    add: 'Ajouter une annexe',
  },
};
