import type { RemindersUiCatalogue } from '../en/ui';

/**
 * Les rappels de paiement (doc 2 §4, issue 33 §4) : la boîte de dialogue de la ligne d’un contrat signé,
 * sous Mes projets (espace de noms 'ui', clé `reminders`). Chargés avec Mes projets.
 */
export const remindersUi: RemindersUiCatalogue = {
  title: 'Rappels de paiement : contrat nº {number}',
  loadError: 'Impossible de charger les modalités de paiement pour le moment.',
  termsLabel: 'Paiement',
  noTerms: 'Il n’y a rien à rappeler pour ce contrat : aucun acompte ni paiement n’est dû.',
  remindedOn: 'dernier envoi : {time}',
  message: 'Message',
  /** Le nombre de segments SMS que prend le message (problème 33, § 4). */
  textCount_one: '{count} texto',
  textCount_other: '{count} textos',
  tooLong_one: 'Trop long pour {max} textos : retirez {count} caractère.',
  tooLong_other: 'Trop long pour {max} textos : retirez {count} caractères.',
  sendNow: 'Envoyer maintenant',
  schedule: 'Programmer',
  when: 'Quand',
  whenLabel: 'Date et heure',
  whenPlaceholder: 'Choisissez une date et une heure',
  nextMonth: 'Mois suivant',
  previousMonth: 'Mois précédent',
  hours: 'Heures',
  minutes: 'Minutes',
  whenDone: 'Utiliser cette date et cette heure',
  send: 'Envoyer le rappel',
  scheduleSubmit: 'Programmer le rappel',
  saveChange: 'Enregistrer les modifications',
  stopChange: 'Annuler la modification',
  changingLead: 'Modification du rappel du {time}.',
  scheduledTitle: 'Rappels programmés',
  scheduledFor: '{term} : {time}',
  change: 'Modifier',
  cancel: 'Annuler le rappel',
  cancelFor: 'Annuler le rappel du {time}',
  changeFor: 'Modifier le rappel du {time}',
  cancelled: 'Le rappel du {time} est annulé.',
  changed: 'Le rappel est modifié.',
  /** Une heure de rappel selon l’horloge de la province du projet, le lieu nommé (« à » évite l’élision : Edmonton, Iqaluit). */
  zoneTime: '{time} (heure locale à {place})',
  zoneHint: 'Heure locale à {place}, où se trouve le projet.',
  /** Le lieu qui donne son nom au fuseau de chaque province (packages/shared/src/dates.ts). */
  zonePlaces: {
    'America/Edmonton': 'Edmonton',
    'America/Vancouver': 'Vancouver',
    'America/Winnipeg': 'Winnipeg',
    'America/Moncton': 'Moncton',
    'America/St_Johns': 'St. John’s',
    'America/Yellowknife': 'Yellowknife',
    'America/Halifax': 'Halifax',
    'America/Iqaluit': 'Iqaluit',
    'America/Toronto': 'Toronto',
    'America/Regina': 'Regina',
    'America/Whitehorse': 'Whitehorse',
  },
};
