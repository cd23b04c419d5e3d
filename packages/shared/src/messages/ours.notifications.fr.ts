/**
 * Nos messages pour les notifications générales : expéditeur, désabonnement, retrait des textos
 * (problème 18, § 2).
 */
import type { ourNotificationMessages as english } from './ours.notifications.en.js';

export const ourNotificationMessages = {
  unsubscribeTokenInvalid:
    'Ce lien de désabonnement n’est pas valide. Veuillez utiliser le lien du courriel lui-même, ou modifier vos choix dans les paramètres.',
  generalEmailSender: 'Envoyé par {sender}.',
  generalEmailReason:
    'Vous recevez ce courriel parce que les notifications générales sont activées dans vos paramètres de connexion {product}.',
  generalEmailUnsubscribe: 'Se désabonner de ces courriels',
  generalSmsOptOut: 'Répondez STOP pour vous désabonner',
  announcementEmailSubject: 'Des nouvelles de {product}',
  announcementEmailBody:
    '{product} a publié une nouvelle annonce. Vous la verrez à votre prochaine connexion.',
  announcementEmailButton: 'Se connecter pour la lire',
  announcementSms: '{product} a publié une nouvelle annonce. Pour la lire, connectez-vous à {url}',
  articleEmailSubject: 'Nouveau sur le blogue {product} : {title}',
  articleEmailButton: 'Lire l’article',
  articleSms: 'Blogue {product} : {title} {url}',
} satisfies Record<keyof typeof english, string>;
