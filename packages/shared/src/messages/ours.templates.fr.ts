import type { ourTemplateMessages as english } from './ours.templates.en.js';

/** Nos vérifications de l’enregistrement d’un modèle, faites par la page avant l’envoi. */
export const ourTemplateMessages = {
  templateReservedName: 'C’est le nom du modèle intégré. Veuillez choisir un autre nom.',
  templateTermsRequired: 'Veuillez garder au moins une clause contenant du texte.',
} satisfies Record<keyof typeof english, string>;
