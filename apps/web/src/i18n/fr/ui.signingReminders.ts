import type { SigningRemindersUiCatalogue } from '../en/ui';

/**
 * Les rappels de signature : la ligne du contrat, sa boîte de dialogue et les paramètres (espace de
 * noms 'ui', clé `signingReminders`) : chargés avec Mes projets et les paramètres, pas avec chaque page
 * connectée.
 */
export const signingRemindersUi: SigningRemindersUiCatalogue = {
  lineNext: 'Prochain rappel : {day}',
  lineOff: 'Rappels désactivés',
  lineDone: 'Plus aucun rappel',
  change: 'Modifier',
  changeFor: 'Modifier les rappels de signature de {name}',
  title: 'Rappels de signature',
  lead: 'Les personnes qui n’ont pas signé reçoivent un courriel, et un texto si elles ont un numéro de cellulaire, jamais entre 21 h et 8 h à l’endroit du projet. Les rappels cessent dès qu’elles signent, ou lorsque le contrat est retiré ou expire.',
  enabled: 'Envoyer des rappels',
  firstAfter: 'Premier rappel après (jours)',
  every: 'Ensuite, tous les (jours)',
  maxCount: 'Au plus (rappels)',
  dayBeforeExpiry: 'Aussi la veille du dernier jour pour signer',
  upcoming: 'Prochains rappels : {days}',
  noneUpcoming: 'Aucun rappel à venir.',
  sentSoFar: 'Rappels envoyés jusqu’ici : {count}',
  save: 'Enregistrer',
  cancel: 'Annuler',
  settingsTitle: 'Rappels de signature',
  settingsLead:
    'Pour chaque contrat que vous envoyez, les personnes qui n’ont pas signé reçoivent des rappels par courriel et par texto. Ces réglages s’appliquent aux contrats que vous enverrez à partir de maintenant; modifiez ou désactivez les rappels d’un contrat à partir de sa ligne dans Mes projets.',
  settingsSave: 'Enregistrer les rappels',
  loadError: 'Vos réglages de rappels ne peuvent pas être chargés pour le moment.',
};
