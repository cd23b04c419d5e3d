import type { ourIntegrationMessages as en } from './ours.integrations.en.js';

/** Nos messages des intégrations (issue 34) : réponses de Paramètres › Intégrations, refus d’une clé d’API, courriel d’un point de terminaison désactivé. */
export const ourIntegrationMessages = {
  apiKeyNameRequired: 'Nommez la clé d’après ce qui l’utilisera (par exemple « Zapier »).',
  apiKeyNameTooLong: 'Utilisez un nom plus court (60 caractères au plus).',
  apiKeyScopesRequired: 'Choisissez au moins une chose que cette clé peut faire.',
  apiKeyLimitReached:
    'Vous avez 10 clés d’API actives, le maximum pour un compte. Révoquez d’abord une clé que vous n’utilisez plus.',
  apiKeyCreated: 'Clé créée. Copiez-la maintenant : elle ne sera plus affichée.',
  apiKeyRevoked: 'Clé révoquée. Tout ce qui l’utilise encore est refusé dès maintenant.',
  apiKeyAlreadyRevoked: 'Cette clé était déjà révoquée.',
  apiKeyInvalid: 'Cette clé d’API n’est pas valide ou a été révoquée.',
  apiKeyNotAllowed: 'Une clé d’API ne peut pas faire ceci. Connectez-vous à Tradepact pour le faire.',
  apiKeyScopeMissing: 'Cette clé d’API ne peut pas faire ceci : il lui faut la portée « {scope} ».',
  apiKeyRateLimited:
    'Cette clé d’API a fait plus de {max} demandes en une minute. Réessayez après le nombre de secondes indiqué dans l’en-tête Retry-After.',
  webhookUrlInvalid: 'Entrez l’adresse complète de votre point de terminaison, commençant par https://.',
  webhookUrlNotAllowed:
    'Cette adresse ne peut pas recevoir de webhooks : utilisez une adresse https:// publique (http://localhost seulement pour des essais).',
  webhookDescriptionTooLong: 'Utilisez une description plus courte (100 caractères au plus).',
  webhookEventsRequired: 'Choisissez au moins un événement à envoyer.',
  webhookEndpointLimitReached:
    'Vous avez 10 points de terminaison, le maximum pour un compte. Supprimez-en un d’abord.',
  webhookEndpointCreated:
    'Point de terminaison ajouté. Copiez son secret de signature maintenant : il ne sera plus affiché.',
  webhookEndpointSaved: 'Point de terminaison enregistré.',
  webhookSecretRolled:
    'Nouveau secret de signature créé : toutes les livraisons sont signées avec lui dès maintenant. Copiez-le maintenant : il ne sera plus affiché.',
  webhookEndpointDeleted: 'Point de terminaison supprimé. Plus rien ne lui est envoyé.',
  webhookTestQueued: 'Événement d’essai envoyé. Sa livraison figure ci-dessous.',
  webhookResendQueued: 'Renvoyé. La livraison ci-dessous montre comment cela s’est passé.',
  webhookEndpointDisabled: 'Activez le point de terminaison avant de lui envoyer quoi que ce soit.',
  webhookDisabledEmailSubject: 'Webhook désactivé : {url}',
  webhookDisabledEmailBody:
    'Bonjour {name},\n\nToutes les livraisons à votre point de terminaison {url} échouent depuis le {since}; nous l’avons donc désactivé. Plus rien ne lui est envoyé tant que vous ne l’aurez pas réactivé dans Paramètres › Intégrations, où ses dernières livraisons montrent ce qu’il a répondu.\n\n{product}',
  // L’API des intégrateurs (/api/v1) : ses propres vérifications de ce qu’envoie une clé ou une intégration.
  integratorPageInvalid: 'Page doit être un nombre entier à partir de 1, et PageSize de 1 à 100.',
  integratorDateInvalid:
    'Écrivez chaque date sous la forme AAAA-MM-JJ, un jour qui existe (par exemple 2027-03-15).',
  integratorAmountInvalid:
    'Donnez chaque montant en nombre entier de cents (par exemple 125050 pour 1 250,50 $); le prix doit être supérieur à 0.',
  integratorIdempotencyKeyInvalid: 'IdempotencyKey doit compter de 1 à 60 caractères.',
  integratorMilestoneNameInvalid: 'Nommez chaque étape, en 200 caractères au plus.',
  integratorPaymentsOrMilestones:
    'Donnez Payments (chacun à sa date) ou Milestones (chacun à une étape des travaux), pas les deux.',
  integratorContractSent:
    'Contrat envoyé. Ses destinataires reçoivent le courriel de signature d’ici quelques minutes.',
  webhookDisabledEmailButton: 'Ouvrir les paramètres',
  webhookErrorTimeout: 'Aucune réponse en 10 secondes.',
  webhookErrorConnection: 'Connexion au point de terminaison impossible ({detail}).',
  webhookErrorRedirect:
    'Il a répondu par une redirection ({code}), qui n’est pas suivie : l’adresse elle-même doit répondre.',
  webhookErrorStatus: 'Il a répondu {code} : seule une réponse 2xx compte comme reçue.',
  webhookErrorSecretUnreadable:
    'Son secret de signature ne peut plus être lu (la clé du serveur a changé) : créez un nouveau secret de signature sur cette page.',
  webhookErrorInterrupted: 'La tentative a été interrompue avant qu’une réponse soit enregistrée.',
  webhookErrorEndpointDisabled: 'Non envoyé : le point de terminaison est désactivé.',
} satisfies Record<keyof typeof en, string>;
