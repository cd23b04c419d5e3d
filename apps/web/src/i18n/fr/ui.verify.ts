import type { VerifyUiCatalogue } from '../en/ui';

/** Les libellés de la page de vérification (/verify) et de la page d’un code QR (/C/{code}), chargés avec elles. */
export const verifyUi: VerifyUiCatalogue = {
  verify: {
    title: 'Vérifier un contrat signé',
    lead: 'Choisissez le PDF d’un contrat signé avec {product} pour savoir s’il s’agit exactement du fichier scellé lorsque toutes les parties ont signé.',
    drop: 'Déposez le PDF ici',
    dropHint: 'Un seul PDF, d’au plus {size}. Le fichier est lu uniquement pour calculer son empreinte.',
    browse: 'Choisir un PDF',
    input: 'PDF à vérifier',
    checking: 'Vérification de {fileName}…',
    notPdf: 'Veuillez choisir un fichier PDF.',
    tooLarge: 'Ce fichier dépasse {size} : il ne peut pas s’agir d’un contrat scellé par {product}.',
    oneFile: 'Veuillez choisir un seul fichier à la fois.',
    foundTitle: 'Scellé par {product}',
    found:
      'Il s’agit exactement d’un contrat scellé par {product} : contrat {number}, révision {revision}, {business}, signé le {date}.',
    foundUndated:
      'Il s’agit exactement d’un contrat scellé par {product} : contrat {number}, révision {revision}, {business}.',
    notFoundTitle: 'Aucune correspondance',
    notFound:
      'Introuvable : ce fichier n’est pas un contrat scellé par {product}, ou il a été modifié après avoir été scellé (toute modification, même d’un seul octet, donne une empreinte différente).',
    failedTitle: 'Le fichier n’a pas pu être vérifié',
    status: 'État :',
    fingerprint: 'Empreinte (SHA-256) de {fileName}',
    copy: 'Copier',
    copied: 'Copié',
    meaningTitle: 'Ce que signifie cette vérification',
    meaning:
      'Lorsque la dernière partie signe, {product} scelle le contrat et conserve l’empreinte du fichier scellé; le courriel qui remet à chacun son exemplaire indique la même empreinte. Un fichier qui correspond n’a pas changé d’un seul octet depuis qu’il a été scellé. Votre lecteur PDF peut aussi afficher le sceau et indiquer que son certificat ne provient pas d’une source de confiance : {product} scelle les contrats avec son propre certificat, et c’est sur cette page qu’on peut les vérifier.',
    documentLoading: 'Recherche de ce contrat…',
    documentContract: 'Contrat {number}, révision {revision}',
    documentBusiness: 'Créé par {business}',
    documentSigned: 'Signé le {date}',
    documentUnknown:
      'Aucun contrat de {product} ne porte ce code. Veuillez vérifier que le code a été numérisé en entier, ou adressez-vous à l’entrepreneur qui vous a remis cette page.',
    documentLoadError: 'L’état de ce contrat n’a pas pu être chargé.',
    documentVerifyLink: 'Vous avez le PDF signé? Vérifiez qu’il s’agit exactement du fichier scellé.',
  },
  documentCode: {
    title: 'Une page d’un contrat créé avec {product}',
    page: 'Ceci est la page {page} sur {count} d’un contrat.',
    codeLabel: 'Son code :',
    explained:
      'L’entrepreneur qui a créé ce contrat classe les exemplaires papier signés selon ce code. Si vous êtes partie à ce contrat, l’entrepreneur vous l’a envoyé par courriel ou par texto : connectez-vous, ou ouvrez le lien que vous avez reçu, pour le consulter.',
    unreadable:
      'Cette adresse ne correspond à aucune page de contrat. Veuillez numériser de nouveau le code qui figure sur la page.',
    signIn: 'Se connecter',
  },
};
