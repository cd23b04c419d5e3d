import type { documentAttachedMessages as english } from './document-attached.en.js';

/**
 * Les documents joints au contrat de consommation (issue 31, §2 et §5).
 *
 * Québec : l’« Énoncé des droits de résolution du consommateur » et le formulaire de résolution du
 * Règlement d’application de la Loi sur la protection du consommateur (RLRQ, c. P-40.1, r. 3),
 * art. 50.2. RÉVISION JURIDIQUE : le texte français du règlement n’a pas pu être lu d’ici; l’énoncé
 * et le formulaire ci-dessous sont rédigés d’après le texte anglais lu (art. 50.2) et les articles 58
 * et 59 de la Loi, dans leurs termes (résoudre, double du contrat, commerçant itinérant). Un avocat
 * les remplace par le texte du règlement avant un lancement au Québec.
 *
 * Ontario : la déclaration du ministère pour les produits réglementés (Règl. de l’Ont. 8/18).
 * RÉVISION JURIDIQUE : la version française du formulaire du ministère n’a pas pu être lue d’ici.
 */
export const documentAttachedMessages = {
  documentQcStatementNotice: '(LOI SUR LA PROTECTION DU CONSOMMATEUR, ARTICLE 58)',
  documentQcStatementRule:
    'Vous pouvez résoudre ce contrat, pour n’importe quelle raison, dans les 10 jours qui suivent la réception du double du contrat et des autres documents qui doivent y être joints.',
  documentQcStatementExtended:
    'Si vous ne recevez pas le bien ou le service dans les 30 jours qui suivent la date indiquée au contrat, vous pouvez résoudre le contrat dans un délai d’un an. Vous perdez ce droit si vous acceptez la livraison après ces 30 jours. D’autres motifs permettent de porter le délai de résolution à un an, par exemple si le commerçant itinérant n’est pas titulaire d’un permis ou n’a pas fourni le cautionnement exigé au moment de la conclusion du contrat, ou si le contrat est mal formé ou mal rédigé. Pour plus d’information, vous pouvez consulter un conseiller juridique ou communiquer avec l’Office de la protection du consommateur.',
  documentQcStatementRefund:
    'Si vous résolvez le contrat, le commerçant itinérant doit, dans les 15 jours qui suivent la résolution, vous rembourser toutes les sommes que vous lui avez versées et vous restituer le bien reçu en paiement, en échange ou en acompte; s’il ne peut restituer ce bien, vous avez droit à une somme correspondant à la valeur indiquée au contrat ou à la valeur marchande du bien. Vous avez aussi 15 jours pour remettre au commerçant le bien que vous avez reçu de lui.',
  documentQcStatementHow:
    'Pour résoudre le contrat, vous devez remettre au commerçant ou à son représentant le bien que vous avez reçu de lui, lui envoyer le formulaire de résolution ci-dessous ou lui envoyer un autre avis écrit de résolution. Le formulaire ou l’avis doit être envoyé au commerçant ou à son représentant à l’adresse indiquée dans le formulaire, ou à toute autre adresse du commerçant ou de son représentant indiquée dans le contrat. Vous pouvez donner l’avis de résolution en mains propres ou par tout autre moyen. Il est recommandé d’utiliser un moyen qui vous permettra de prouver que vous avez donné l’avis, notamment le courrier recommandé, le courriel, le télécopieur ou un service de messagerie.',
  documentQcFormCut: 'Détacher ici et envoyer au commerçant pour résoudre le contrat',
  documentQcFormHeading: 'FORMULAIRE DE RÉSOLUTION',
  documentQcFormTo: 'Destinataire :',
  documentQcFormMerchantName: '(nom du commerçant itinérant)',
  documentQcFormMerchantAddress: '(adresse du commerçant itinérant)',
  documentQcFormMerchantPhone: '(numéro de téléphone du commerçant itinérant)',
  documentQcFormMerchantEmail: '(adresse de courriel du commerçant itinérant)',
  documentQcFormDeclaration:
    'En vertu de l’article 59 de la Loi sur la protection du consommateur, je résous le contrat n° {number} conclu le',
  documentQcFormContractDate: '(date de la conclusion du contrat)',
  documentQcFormContractPlace: '(lieu de la conclusion du contrat)',
  documentQcFormConsumerName: '(nom du consommateur)',
  documentQcFormConsumerAddress: '(adresse du consommateur)',
  documentQcFormConsumerPhone: '(numéro de téléphone du consommateur)',
  documentQcFormSentOn: '(date d’envoi du formulaire)',
  documentQcFormSignature: '(signature du consommateur)',

  documentOnDisclosureIntro:
    '{supplier} vous remet la présente déclaration comme première page de votre contrat. Lisez-la avant de signer le contrat.',
  documentOnDisclosureProducts:
    'Ces produits et services ne peuvent vous être offerts ou vendus à votre domicile que dans les cas ci-dessous : appareils de chauffage, climatiseurs, épurateurs d’air, purificateurs d’air, chauffe-eau, appareils de traitement de l’eau, purificateurs d’eau, filtres à eau, adoucisseurs d’eau, nettoyage de conduits, et tout bien ou service qui remplit une ou plusieurs de ces fonctions.',
  documentOnDisclosureChoose: 'Comment ce contrat en est venu à être conclu à votre domicile :',
  documentOnDisclosureInitiated:
    'Vous avez communiqué avec le fournisseur pour l’inviter à votre domicile afin d’acheter ou de louer au moins un des produits ci-dessus (et non pour une réparation, une évaluation énergétique, de l’entretien ou pour toute autre raison).',
  documentOnDisclosureCurrentSupplier:
    'Vous avez accepté que votre fournisseur actuel vienne à votre domicile et qu’il vous offre un contrat pour l’un des produits ou services énumérés ci-dessus.',
  documentOnDisclosureCancel:
    'Vous pouvez annuler ce contrat pour n’importe quelle raison dans les 10 jours suivant la réception d’un exemplaire écrit. Si le contrat ne contient pas les renseignements qu’exige la loi, vous pouvez l’annuler dans un délai d’un an.',
  documentOnDisclosureSigned:
    'Les deux parties signent la présente déclaration en signant le contrat : chaque signature de la section «\u00a0Signatures\u00a0» du contrat signe aussi cette page.',
  documentOnDisclosureSignatureNote:
    'En signant, chaque partie signe aussi la déclaration de la page 1 («\u00a0{title}\u00a0»), et le Client confirme comment le contrat en est venu à être conclu à son domicile.',
} satisfies Record<keyof typeof english, string>;
