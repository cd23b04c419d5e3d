import type { clientCancelMessages as english } from './client-cancel.en.js';

/** L’annulation par le consommateur (issue 31 §2) : jumeau de ./client-cancel.en.ts. */
export const clientCancelMessages = {
  signingCancelledByClient: 'Ce contrat a été annulé par le client.',
  clientCancelPeriodEnded: 'Le délai pour annuler ce contrat a pris fin le {date}.',
  clientCancelNoRight:
    'Ce contrat ne peut pas être annulé à partir de cette page : le droit d’annulation du consommateur ne s’y applique pas. Veuillez communiquer avec l’entrepreneur.',
  clientCancelNotSigned:
    'Ce contrat n’est pas encore signé par toutes les parties; il n’y a donc rien à annuler : vous pouvez simplement ne pas le signer.',
  clientCancelReasonTooLong: 'Veuillez limiter la raison à 1 000 caractères.',
  clientCancelRecorded: 'Votre annulation est enregistrée.',
} satisfies Record<keyof typeof english, string>;
