/** Nos messages pour les rappels de signature (problème 32, § 3). */
import type { ourSigningReminderMessages as english } from './ours.signing-reminders.en.js';

export const ourSigningReminderMessages = {
  signingReminderDaysRange: 'Choisissez un nombre de jours de 1 à 30.',
  signingReminderCountRange: 'Choisissez de 1 à 10 rappels.',
  signingRemindersSaved: 'Rappels enregistrés.',
  signingRemindersTurnedOff: 'Rappels désactivés.',
  signingRemindersNotChangeable:
    'Les rappels ne peuvent être modifiés que tant que le contrat attend des signatures.',
  signingRemindersDefaultSaved:
    'Enregistré. Les contrats que vous enverrez à partir de maintenant utiliseront ces rappels.',
} satisfies Record<keyof typeof english, string>;
