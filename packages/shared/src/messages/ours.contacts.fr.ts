/** Nos messages pour la suppression de contacts (problème 18, § 3). */
import type { ourContactMessages as english } from './ours.contacts.en.js';

export const ourContactMessages = {
  clientDeleted: 'Client supprimé!',
  subcontractorDeleted: 'Sous-traitant supprimé!',
  clientDeleteInUse:
    '{name} est client du projet « {project} » et ne peut donc pas être supprimé. Rien n’a été supprimé.',
  subcontractorDeleteInUse:
    '{name} est sous-traitant du projet « {project} » et ne peut donc pas être supprimé. Rien n’a été supprimé.',
} satisfies Record<keyof typeof english, string>;
