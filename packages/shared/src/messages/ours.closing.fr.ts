/** Nos messages pour la fermeture du compte (problème 18, § 4). */
import type { ourClosingMessages as english } from './ours.closing.en.js';

export const ourClosingMessages = {
  closeAccountClosed: 'Votre compte est fermé.',
  emailAccountClosedSubject: 'Votre compte {product} est fermé',
  emailAccountClosedBody:
    'Bonjour {name}, votre compte {product} a été fermé le {date}, à votre demande. Toutes les sessions ont été fermées, les rappels prévus ont été arrêtés et tout abonnement payant a été annulé : plus rien ne vous sera facturé.',
  emailAccountClosedDeleted:
    'Supprimés : votre compte et le profil de votre entreprise, vos projets, contacts, modèles, fichiers téléversés, brouillons et les contrats qui n’ont pas été signés.',
  emailAccountClosedKept:
    'Conservés pendant {years} ans à compter de leur date, à titre de documents d’affaires : vos contrats signés et vos factures, qui ne sont plus liés à aucun compte.',
  emailAccountClosedParties:
    'Les autres parties à vos contrats signés peuvent toujours les consulter au moyen des liens qui leur ont été envoyés.',
  emailAccountClosedRegisterAgain:
    'Votre adresse courriel et votre numéro de cellulaire peuvent être utilisés en tout temps pour vous inscrire de nouveau.',
} satisfies Record<keyof typeof english, string>;
