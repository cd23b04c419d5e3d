/** Our messages for general notifications: sender line, unsubscribe, SMS opt-out (issue 18 §2). */
export const ourNotificationMessages = {
  unsubscribeTokenInvalid:
    'This unsubscribe link is not valid. Please use the link from the email itself, or change your choices in Settings.',
  generalEmailSender: 'Sent by {sender}.',
  generalEmailReason:
    'You receive this email because general notifications are on in your {product} log-in settings.',
  generalEmailUnsubscribe: 'Unsubscribe from these emails',
  generalSmsOptOut: 'Reply STOP to opt out',
  announcementEmailSubject: 'News from {product}',
  announcementEmailBody:
    '{product} has published a new announcement. You will see it the next time you sign in.',
  announcementEmailButton: 'Sign in to read it',
  announcementSms: '{product}: we published a new announcement. Sign in to read it: {url}',
  articleEmailSubject: 'New on the {product} blog: {title}',
  articleEmailButton: 'Read the article',
  articleSms: '{product} blog: {title} {url}',
} as const;
