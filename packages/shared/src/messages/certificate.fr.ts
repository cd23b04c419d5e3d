/**
 * Les mots d’un contrat scellé : ce qui est apposé dans les blocs de signature, les pages du
 * certificat ajoutées après le contrat, et la raison du sceau telle que l’affichent les lecteurs PDF.
 */
import type { certificateMessages as english } from './certificate.en.js';

export const certificateMessages = {
  // apposé dans le bloc de signature d’un destinataire
  certificateStampSignedBy: 'Signé électroniquement par {name}',

  // l’en-tête du certificat
  certificateTitle: 'Certificat de signature',
  certificateIntro:
    'Ce certificat fait partie du contrat scellé. Il consigne qui a signé le contrat ci-dessus, de quelle façon et à quel moment, ainsi que chaque événement de sa signature, tels que {product} les a enregistrés.',
  certificateContractHeading: 'Le contrat',
  certificateContractNumber: 'Numéro du contrat',
  certificateRevision: 'Révision',
  certificateRevisionOriginal: '{revision} (version originale)',
  certificateRevisionAmendment: '{revision} (avenant)',
  certificateContractTitle: 'Titre',
  certificateBusiness: 'Entreprise',
  certificateContractor: 'Entrepreneur',
  certificateContractorValue: '{name} <{email}>',
  certificateDocumentCode: 'Code du document',
  certificateTimeZone: 'Heures locales',
  certificateCopyDelivered: 'Exemplaire signé remis',
  certificateCancelUntil: 'Annulation possible jusqu’au',
  certificateCancelUntilValue: '{date}, jusqu’à la fin de la journée, fuseau {zone} ({statute}, {section})',
  certificateAmends: 'Contrat modifié',
  certificateAmendsValue: 'Contrat n° {number}, révision {revision}',
  certificateAmendsSealed: 'Son fichier scellé (SHA-256)',
  certificateAmendsNotSealed: 'Ce contrat n’a pas été scellé électroniquement.',

  // empreintes
  certificateHashesHeading: 'Empreintes du document (SHA-256)',
  certificateOriginalHash: 'Le contrat tel qu’envoyé pour signature',
  certificateSignedHash: 'Le contrat signé, avant le sceau et le présent certificat',
  certificateSealedHashNote:
    'Un fichier ne peut pas contenir sa propre empreinte : l’empreinte SHA-256 de ce fichier scellé figure dans le courriel envoyé une fois le contrat signé et sur la page de vérification, où chacun peut vérifier une copie.',
  certificateVerifyLabel: 'Vérifier une copie à l’adresse',

  // les signataires (avec documentSignatureName, signEmailDetailEmail, contractStatusSigned et
  // documentSignatureLine, qui disent la même chose)
  certificateSignersHeading: 'Signataires',
  certificateSignerRole: 'Rôle',
  certificateRoleClient: 'Client',
  certificateRoleSubcontractor: 'Sous-traitant',
  certificateSignerMethod: 'Mode de signature',
  certificateMethodDrawn: 'Signature tracée',
  certificateMethodTyped: 'Nom saisi',
  certificateMethodPaper: 'Signé sur papier',
  certificateMethodOnSend: 'Signature enregistrée, apposée à l’envoi',
  certificateSignerSent: 'Envoyé le',
  certificateSignerViewed: 'Première consultation',
  certificateSignerIp: 'Adresse IP',
  certificateSignerDevice: 'Appareil',
  certificateSignerVersion: 'Version signée',
  certificateVersionFrench: 'Française',
  certificateVersionEnglishWished: 'Anglaise, à la volonté expresse du signataire exprimée le {time}',
  certificateVersionFrenchDespiteWish:
    'Française (le signataire a souhaité l’anglaise le {time}, mais pas tous les signataires : la française fait foi)',
  certificateNotViewed: 'Non consulté en ligne',
  certificateNone: '—',

  // les événements
  certificateEventsHeading: 'Journal d’audit',
  certificateEventsColumnTime: 'Heure',
  certificateEventsColumnEvent: 'Événement',
  certificateEventsColumnFrom: 'Adresse IP et appareil',
  certificateEventSent: 'Envoyé pour signature par {actor}',
  certificateEventEmailed: 'Demande de signature envoyée par courriel à {to}',
  certificateEventTexted: 'Demande de signature envoyée par texto à {to}',
  certificateEventCopied: 'Copie envoyée à {to}',
  certificateEventReminderEmailed: 'Rappel de signature envoyé par courriel à {to}',
  certificateEventReminderTexted: 'Rappel de signature envoyé par texto à {to}',
  certificateEventViewed: 'Ouvert par {actor}',
  certificateEventSigned: 'Signé par {actor}',
  certificateEventResent: 'Envoyé de nouveau par {actor}',
  certificateEventAmended: 'Modifié par {actor} (révision {revision})',
  certificateEventCancelled: 'Annulé par {actor}',
  certificateEventExpired: 'L’offre a expiré',
  certificateEventSealed: 'Scellé par {actor}',
  certificateEventCancelledByClient: 'Annulé par le client {actor}, dans le délai d’annulation',
  // Se faire payer (issue 33) : au journal après le sceau.
  certificateEventInvoiced: 'Facture émise',
  certificateEventPaymentReported: 'Paiement déclaré envoyé par {actor}',
  certificateEventPaymentReceived: 'Paiement reçu',
  certificateEventPaymentRefunded: 'Paiement remboursé',
  certificateEventInvoiceDisputed: 'Facture contestée par {actor}',
  certificateEventPaperSigned: 'Signé sur papier, téléversé par {actor}',
  certificateEventEnglishWished:
    '{actor} a reçu la version française et a souhaité expressément être lié par la version anglaise',
  certificateEventEnglishWithdrawn: '{actor} a retiré son souhait d’être lié par la version anglaise',
  certificateEventChangeRequested: 'Modification demandée par {actor}',
  certificateEventDeclined: 'Refusé par {actor}',
  // reportés dans un avenant depuis la version qu’il modifie (issue 32 §2)
  certificateEventEarlierChangeRequested:
    'Modification demandée par {actor} sur la version antérieure {version}',
  certificateEventEarlierDeclined: 'Version antérieure {version} refusée par {actor}',
  certificateEventQuote: '« {text} »',
  // un événement que cette version ne sait pas nommer ({type} : son nom dans le journal d’audit)
  certificateEventOther: 'Événement consigné : {type}',

  // appareils, d’après l’agent utilisateur
  certificateDevice: '{browser} sur {system}',
  certificateDeviceUnknown: 'Appareil inconnu',

  // le sceau, tel que l’affichent les lecteurs PDF
  certificateSealReason: 'Scellé par {product} une fois que toutes les parties ont signé',

  // le titre du fichier scellé, tel que l’affiche un lecteur PDF ({title} : « Contrat de service »)
  sealedPdfTitle: '{title}, {reference}, signé',
} satisfies Record<keyof typeof english, string>;
