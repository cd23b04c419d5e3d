/**
 * Les courriels et textos de la signature : la demande de signature, les copies une fois le contrat
 * scellé, et ce qu’on dit à l’entrepreneur (consulté, signé, scellé, expiré, retiré). Les objets
 * restent courts et ne portent pas le titre du contrat (DocuSeal #376). Les textos n’utilisent que
 * des caractères GSM-7 (ni ’, ni « », ni espace insécable) pour tenir en un seul segment.
 */
import type { signingEmailMessages as english } from './signing-email.en.js';

export const signingEmailMessages = {
  // chaque courriel
  signEmailGreeting: 'Bonjour {name},',
  signEmailLinkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  // un libellé et sa valeur sur une ligne de la partie texte (espace insécable avant le deux-points)
  emailLabelledValue: '{label} : {value}',
  // un libellé au-dessus du lien qu’il nomme, dans la partie texte
  emailLinkLabel: '{label} :',
  signEmailContractNumber: 'N° {number}',
  signEmailContractNumberAmended: 'N° {number}, avenant {revision}',
  signEmailNumberAmended: 'Avenant {revision} au n° {number}',
  signEmailKindClient: 'contrat de service',
  signEmailKindSubcontract: 'contrat de sous-traitance',
  signEmailDetailContract: 'Contrat',
  signEmailDetailNumber: 'Numéro de contrat',
  signEmailDetailSignBy: 'À signer au plus tard le',
  signEmailDetailFrom: 'De',
  signEmailDetailContact: 'Personne-ressource',
  signEmailDetailEmail: 'Courriel',
  signEmailDetailPhone: 'Téléphone',

  // la demande de signature (premier envoi, avenant, nouvel envoi)
  signEmailRequestSubject: '{business} vous a envoyé un contrat à signer',
  signEmailAmendmentSubject: '{business} vous a envoyé un contrat modifié à signer',
  signEmailReminderSubject: 'Rappel : {business} attend votre signature',
  signEmailRequestPreheader: 'Examinez et signez « {title} » au plus tard le {date}.',
  signEmailRequestHeading: 'Un contrat attend votre signature',
  signEmailAmendmentHeading: 'Un contrat modifié attend votre signature',
  signEmailReminderHeading: 'Votre signature est toujours requise',
  signEmailRequestBody:
    '{contractor}, de {business}, vous a envoyé un {kind}, « {title} », à examiner et à signer.',
  signEmailAmendmentBody:
    '{contractor}, de {business}, a modifié votre {kind}, « {title} », et vous a envoyé la version modifiée à examiner et à signer. Elle remplace la version que vous avez reçue auparavant.',
  signEmailAmendmentChanges: 'Ce qui a changé : {changes}.',
  signEmailCopySubject: '{business} a envoyé un contrat à signer : votre copie',
  signEmailCopyHeading: 'Une copie pour votre information',
  signEmailCopyBody:
    '{contractor}, de {business}, a envoyé le {kind} « {title} » à {signers} pour signature, et a demandé que vous en receviez une copie. Vous n’avez pas à le signer. Le contrat tel qu’envoyé est joint; vous recevrez la copie signée une fois que tout le monde l’aura signé.',
  signEmailCopyFooter:
    'Envoyé pour {business} par {product}. Si vous n’attendiez pas ce courriel, vous pouvez l’ignorer.',
  signEmailReminderBody:
    '{contractor}, de {business}, attend toujours votre signature sur le {kind} « {title} ». Ce courriel contient le lien le plus récent : les liens précédents pourraient ne plus fonctionner.',
  signEmailRequestExpiry:
    'Veuillez signer au plus tard le {date}. Après cette date, l’offre expire et le lien ne fonctionne plus.',
  signEmailRequestBinding:
    'Signer électroniquement vous engage autant que signer sur papier. Vous pouvez lire tout le contrat avant de le signer, sur votre téléphone ou votre ordinateur, et vous en recevrez une copie par courriel une fois que toutes les parties l’auront signé.',
  signEmailRequestNote: '{contractor} a écrit :',
  signEmailRequestButton: 'Examiner et signer',
  signEmailRequestPersonal:
    'Ce lien vous est personnel : toute personne qui l’a en main peut signer en votre nom. Veuillez ne pas transférer ce courriel.',
  signEmailRequestFooter:
    'Envoyé au nom de {business} par {product}. Vous n’avez pas besoin de compte pour signer. Si vous n’attendiez pas ce courriel, vous pouvez l’ignorer.',
  signSmsRequest:
    'Pour signer le contrat envoyé par {business}, ouvrez {link} (lien personnel à ne pas partager)',
  signSmsAmendment:
    'Pour signer le contrat modifié envoyé par {business}, ouvrez {link} (lien personnel à ne pas partager)',
  signSmsReminder:
    '{business} attend toujours votre signature. Pour signer, ouvrez {link} (lien personnel à ne pas partager)',

  // les rappels de signature que le calendrier envoie (problème 32, § 3), avec le lien déjà reçu
  signEmailAutoReminderBody:
    'Rappel : {contractor}, de {business}, attend votre signature sur le {kind} « {title} ».',
  signEmailAutoReminderFooter:
    'Envoyé au nom de {business} par {product} aux personnes qui n’ont pas encore signé. Une fois que vous aurez signé, les rappels cesseront.',
  signSmsAutoReminder:
    'Rappel : {business} attend votre signature sur le contrat {number}, au plus tard le {date}. Pour signer, ouvrez {link} (lien personnel à ne pas partager)',

  // la copie scellée, à chaque partie
  signEmailCompletedSubject: 'Le contrat {number} est signé : votre copie est jointe',
  signEmailCompletedPreheader: 'Toutes les parties ont signé. Conservez le PDF ci-joint dans vos dossiers.',
  signEmailCompletedHeading: 'Toutes les parties ont signé',
  signEmailCompletedBody:
    'Le {kind} « {title} » conclu avec {business} a été signé par toutes les parties. La copie finale, scellée par {product}, est jointe à ce courriel : veuillez la conserver dans vos dossiers.',
  signEmailCompletedFingerprint:
    'L’empreinte SHA-256 du fichier figure ci-dessous. Pour vérifier qu’une copie est exactement ce contrat scellé, déposez-la sur la page de vérification : toute modification, même d’un seul caractère, y paraîtra.',
  signEmailCompletedCancel:
    'Vous pouvez annuler le présent contrat jusqu’au {date} ({days} jours après avoir reçu cet exemplaire), pour quelque raison que ce soit.',
  signEmailCompletedCancelEntered:
    'Vous pouvez annuler le présent contrat jusqu’au {date} ({days} jours après le jour de sa conclusion), pour quelque raison que ce soit.',
  signEmailCompletedCancelMoved:
    'Les {days} jours se terminent le {plainDate}, une fin de semaine ou un jour férié; le délai court donc jusqu’à la fin du {date}.',
  signEmailCompletedCancelContractor:
    'Votre client peut annuler le présent contrat jusqu’au {date} ({statute}, {section}).',
  signEmailCompletedButton: 'Vérifier une copie',
  signEmailCompletedCancelLink: 'Annuler le présent contrat',

  // le consommateur a annulé dans le délai (issue 31 §2) : la confirmation au client
  clientCancelEmailSubject: 'Vous avez annulé le contrat {number} conclu avec {business}',
  clientCancelEmailHeading: 'Votre annulation est enregistrée',
  clientCancelEmailBody:
    'Vous avez annulé le {kind} « {title} » conclu avec {business} le {time}, dans le délai d’annulation. {business} en a été avisé.',
  clientCancelEmailRefund:
    'L’entrepreneur doit vous rembourser vos paiements, acompte compris, dans les {days} jours suivant l’annulation ({statute}, {section}).',
  clientCancelEmailRule: 'Votre droit d’annulation découle de la loi suivante : {statute}, {section}.',
  clientCancelEmailFooter:
    'Envoyé au nom de {business} par {product}. Conservez ce courriel : il atteste l’heure de votre annulation.',
  // … et l’avis à l’entrepreneur
  clientCancelNoticeSubject: '{signer} a annulé le contrat {number}',
  clientCancelNoticeBody:
    '{signer} a annulé « {title} » ({number}) le {time}, dans le délai d’annulation ({statute}, {section}). Mes projets l’indique maintenant comme annulé par le client.',
  clientCancelNoticeRefund:
    'Les paiements reçus, acompte compris, doivent être remboursés dans les {days} jours suivant l’annulation.',
  clientCancelNoticeReason: 'La raison donnée par votre client',
  clientCancelNoticeSms:
    '{product} : {signer} a annulé le contrat {number} (« {title} ») dans le délai d’annulation. Détails par courriel.',
  signEmailDetailFile: 'Fichier',
  signEmailDetailSha256: 'SHA-256',
  signEmailCompletedFooter: 'Envoyé au nom de {business} par {product}, à toutes les parties au contrat.',

  // à l’entrepreneur
  signEmailNoticeViewedSubject: '{signer} a ouvert le contrat {number}',
  signEmailNoticeViewedBody: '{signer} a ouvert « {title} » ({number}) pour la première fois.',
  signEmailNoticeSignedSubject: '{signer} a signé le contrat {number}',
  signEmailNoticeSignedBody:
    '{signer} a signé « {title} » ({number}). Une fois que toutes les parties auront signé, chacune recevra la copie scellée par courriel.',
  signEmailNoticeSealedSubject: 'Le contrat {number} est signé par toutes les parties',
  signEmailNoticeSealedBody:
    'Toutes les parties ont signé « {title} » ({number}). La copie scellée se trouve dans Mes projets et est en cours d’envoi par courriel à chaque partie.',
  signEmailNoticeExpiredSubject: 'Le contrat {number} a expiré avant d’être signé',
  signEmailNoticeExpiredBody:
    '« {title} » ({number}) pouvait être signé jusqu’au {date}, mais toutes les parties ne l’ont pas signé. Vous pouvez le modifier et l’envoyer de nouveau à partir de Mes projets.',
  signEmailNoticeButton: 'Ouvrir Mes projets',
  signEmailNoticeFooter: 'Vous recevez ces courriels au sujet des contrats que vous envoyez avec {product}.',

  // retiré, aux destinataires
  signEmailWithdrawnSubject: '{business} a retiré le contrat {number}',
  signEmailWithdrawnHeading: 'Ce contrat a été retiré',
  signEmailWithdrawnBody:
    '{contractor}, de {business}, a retiré le {kind} « {title} ». Vous n’avez rien à signer : le lien que vous avez reçu ne fonctionne plus.',
  signEmailWithdrawnQuestions:
    'Vous avez des questions à ce sujet? Veuillez communiquer directement avec {contractor} : ses coordonnées figurent ci-dessous.',
  signEmailWithdrawnFooter: 'Envoyé au nom de {business} par {product}.',
} satisfies Record<keyof typeof english, string>;
