import type { ourContractMessages as english } from './ours.contracts.en.js';

/**
 * Nos messages pour les contrats, les modèles et le document du contrat : ce que le cahier des charges
 * ne formule pas. Dans le ton du cahier : courts, simples, disant à l’utilisateur quoi faire ensuite.
 */
export const ourContractMessages = {
  // annulation d’un contrat envoyé : il est retiré et conservé comme Annulé (« Contract Deleted! » est
  // celui d’un brouillon)
  contractWithdrawn: 'Contrat retiré',
  contractNewLinksSent: 'Nouveaux liens envoyés. Les liens envoyés avant n’ouvrent plus le contrat.',

  // dernière vérification avant l’envoi (issue 29 §4) : les mots de l’entrepreneur pour le courriel de
  // signature
  contractMessageTooLong: 'Un message personnel peut contenir au plus 500 caractères.',

  // « Terms Changed » (doc 3 §4) : les boutons du cahier (contractSaveChangesAndReview…) en casse de phrase
  contractTermsSaveAndReview: 'Enregistrer les modifications et vérifier',
  contractTermsJustReview: 'Non, seulement vérifier',
  contractTermsDraftOnly: 'Enregistrer comme brouillon, pour ce contrat seulement',
  contractTermsDraftAndTemplate: 'Enregistrer comme brouillon et dans le modèle',

  // les formats du formulaire
  contractDateInvalid: 'Veuillez choisir une date valide.',
  contractAmountInvalid: 'Veuillez entrer un montant en dollars et en cents, avec un point, comme 1250.50.',
  contractValueTooLong: 'Ce texte est trop long.',
  contractPaymentModeInvalid: 'Veuillez choisir comment les paiements sont échelonnés.',
  contractTooManyTerms: 'Ce contrat comporte trop de conditions.',
  contractDataInvalid: 'Ce contrat n’a pas pu être lu. Veuillez recharger la page et réessayer.',

  // dates et paiements que le cahier ne formule pas
  contractCommencementPast: 'La date de début des travaux ne peut pas être antérieure à aujourd’hui.',
  contractCompletionPast: 'La date de fin des travaux ne peut pas être antérieure à aujourd’hui.',
  contractCompletionBeforeCommencement:
    'La date de fin des travaux ne peut pas être antérieure à la date de début des travaux.',
  contractExpiryOutOfRange:
    'La date d’expiration doit se situer entre le {min} et le {max} : pas avant aujourd’hui, et avant le début des travaux.',
  contractExpiryRequired: 'Veuillez choisir la date d’expiration de cette offre.',
  contractExpiryHelp:
    'L’offre devient caduque à cette date si elle n’est pas signée : au plus tard, la veille du début des travaux.',
  paymentDepositAboveTotal: 'L’acompte ne peut pas dépasser le coût total.',
  paymentDepositDateRequired: 'Veuillez choisir la date à laquelle l’acompte est exigible.',
  paymentDepositDatePast: 'La date de l’acompte ne peut pas être antérieure à aujourd’hui.',
  paymentTermsAboveTotal: 'La somme des paiements dépasse le coût total moins l’acompte.',
  paymentPercentagesOver: 'La somme des pourcentages dépasse 100 %.',
  paymentDateRequired: 'Veuillez choisir une date pour chaque paiement.',
  paymentMilestoneRequired: 'Veuillez choisir une étape pour chaque paiement.',
  paymentMilestoneNameRequired: 'Veuillez nommer chaque étape de type « Autre type ».',

  // ce à quoi le contrat appartient
  contractNotDraft: 'Ce contrat a été envoyé : il ne peut plus être enregistré comme brouillon.',
  contractSubcontractorNotOnProject: 'Ce sous-traitant ne fait pas partie de ce projet.',
  contractProjectNotCurrent: 'Les contrats ne peuvent être créés que pour des projets en cours.',
  contractTemplateNotFound: 'Ce modèle est introuvable. Veuillez en choisir un autre.',
  contractTemplateWrongType:
    'Ce modèle est destiné à un autre type de contrat. Veuillez choisir un modèle du même type.',

  // annexes (pièces jointes)
  contractAttachmentMissing: 'Veuillez joindre un fichier à cette annexe, ou la retirer.',
  contractTooManyAttachments: 'Un contrat compte au plus 4 annexes, de A à D.',
  contractAttachmentNotFound: 'Une des annexes est introuvable. Veuillez la joindre de nouveau.',
  contractScheduleUnreadable:
    '{schedule} n’a pas pu être lue en tant que PDF. Veuillez la joindre de nouveau, ou en joindre une photo ou une numérisation en format image.',

  // modèles
  contractCopyNameRequired: 'Entrez le nom de chaque personne qui reçoit une copie.',
  contractCopyEmailInvalid: 'Entrez une adresse courriel valide pour chaque personne qui reçoit une copie.',
  contractTooManyCopies: 'Un contrat peut être copié à 5 personnes au plus.',
  templateNameTooLong: 'Le nom du modèle peut compter jusqu’à 100 caractères.',
  templateNotFound: 'Ce modèle est introuvable.',
  templateTypeLocked: 'Le type de contrat d’un modèle existant ne peut pas être changé.',
  templateTooMany: 'Vous avez atteint le nombre maximal de modèles qu’un compte peut conserver.',

  // taxes de vente sous le total d’un contrat (tax.ts) : `10 000,00 $ + TVH 13 % (1 300,00 $) = 11 300,00 $`
  // issue 31 §3 et §5 : ce qu’un contrat de consommation doit indiquer avant d’être envoyé
  consumerContentRbqLicence:
    'Ajoutez votre numéro de licence RBQ dans Mon profil avant d’envoyer un contrat à un consommateur au Québec.',
  consumerContentItinerantPermit:
    'Ajoutez votre numéro de permis de commerçant itinérant de l’OPC dans Mon profil avant d’envoyer un contrat à un consommateur au Québec.',
  consumerContentAlbertaPrepaidLicence:
    'Ajoutez votre numéro de permis d’entreprise de travaux payés d’avance de l’Alberta dans Mon profil, ou ne demandez aucun paiement avant la fin des travaux : en Alberta, l’entrepreneur qui reçoit un acompte ou des paiements avant d’avoir terminé les travaux d’une habitation doit détenir ce permis.',
  consumerContentClientName:
    'Ajoutez le nom du client au projet : les règles de la province ({province}) l’exigent dans un contrat de consommation.',
  consumerContentClientAddress:
    'Ajoutez l’adresse du client (ou celle du projet) : les règles de la province ({province}) l’exigent dans un contrat de consommation.',
  consumerContentClientPhone:
    'Ajoutez le numéro de téléphone du client au projet : les règles de la province ({province}) l’exigent dans un contrat de consommation.',
  consumerContentDescription:
    'Décrivez les travaux et les matériaux dans la description des services : les règles de la province ({province}) l’exigent dans un contrat de consommation.',
  consumerContentPrice:
    'Ajoutez le coût total : les règles de la province ({province}) exigent le prix dans un contrat de consommation.',
  consumerContentPaymentTerms:
    'Répartissez tout le prix dans les modalités de paiement : les règles de la province ({province}) les exigent dans un contrat de consommation.',
  consumerContentStartDate:
    'Ajoutez une date de début : les règles de la province ({province}) l’exigent dans un contrat de consommation.',
  consumerContentCompletionDate:
    'Ajoutez une date de fin : les règles de la province ({province}) l’exigent dans un contrat de consommation.',
  consumerContentWarranty:
    'Ajoutez une clause de garantie (le mot « garantie » dans une clause) : les règles de la province ({province}) exigent la garantie dans un contrat de consommation.',

  contractRestrictedProductsNotInitiated:
    'L’Ontario permet de vendre ces produits au domicile du client seulement si le client a communiqué avec vous en premier.',
  // a signed contract its consumer client cancelled within the period (issue 31 §2)
  contractStatusCancelledByClient: 'Annulé par le client',
  // la réponse d’un destinataire depuis la page de signature (issue 32 §2)
  contractStatusChangesRequested: 'Modifications demandées',
  contractStatusChangesRequestedBy: 'Modifications demandées par {name}',
  contractStatusDeclinedBy: 'Refusé par {name}',
} satisfies Record<keyof typeof english, string>;
