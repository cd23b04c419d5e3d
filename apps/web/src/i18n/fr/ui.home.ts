import type { HomeUiCatalogue } from '../en/ui';

/** Les libellés de la page d’accueil, chargés avec elle. */
export const homeUi: HomeUiCatalogue = {
  home: {
    heroEyebrow: 'Conçu pour les gens de métier et les entrepreneurs en construction au Canada',
    heroTitle: 'Des contrats de service clairs pour les entrepreneurs canadiens',
    heroLead:
      'Rédigez en quelques minutes un contrat professionnel pour chaque client et chaque sous-traitant, envoyez-le pour signature électronique, et gardez au même endroit chaque projet, chaque date de paiement et chaque signature.',
    heroPrimary: 'Essayer gratuitement',
    heroSecondary: 'Voir les forfaits et les prix',
    heroPointCanada: 'Conçu pour les entrepreneurs canadiens',
    heroPointCad: 'Prix en dollars canadiens',
    heroPointSignature: 'Signature électronique incluse',
    previewTitle: 'Contrat de service',
    previewProject: 'Rénovation de cuisine',
    previewCommencement: 'Début des travaux',
    previewCompletion: 'Fin des travaux',
    previewDeposit: 'Premier acompte',
    previewFinal: 'Paiement final',
    previewSigned: 'Signé par votre client',
    pitchTitle: 'Tout ce qu’il faut pour un contrat solide',
    pitchLead:
      'Chaque contrat couvre les points qui causent des différends sur le chantier, en termes simples que vos clients comprennent.',
    pitchClearTitle: 'Des contrats clairs',
    pitchClearBody:
      'L’étendue des travaux, le prix et les responsabilités sont rédigés de sorte que vous et votre client lisiez la même chose.',
    pitchLiabilityTitle: 'Limitation de responsabilité',
    pitchLiabilityBody:
      'Des clauses de limitation de responsabilité intégrées protègent votre entreprise lorsqu’un problème indépendant de votre volonté survient.',
    pitchPaymentTitle: 'Des modalités de paiement définies',
    pitchPaymentBody:
      'Fixez dès le départ la date du premier acompte et celle du paiement final, avec les paiements intermédiaires, et rappelez à vos clients quand un paiement est dû.',
    pitchDatesTitle: 'Dates de début et de fin des travaux',
    pitchDatesBody:
      'Convenez du début des travaux et de la date où ils devraient être terminés avant même de sortir le premier outil.',
    pitchSubcontractorTitle: 'Travaux des sous-traitants',
    pitchSubcontractorBody:
      'Remettez à chaque sous-traitant un contrat qui précise l’étendue de ses propres travaux, pour que chacun sache qui fait quoi.',
    pitchTerminationTitle: 'Clauses de résiliation',
    pitchTerminationBody:
      'Précisez comment chaque partie peut mettre fin au contrat et ce qui est dû dans ce cas.',
    stepsTitle: 'De la soumission à la signature en trois étapes',
    stepProjectTitle: 'Ajoutez le projet',
    stepProjectBody: 'Saisissez une seule fois votre client et l’adresse de la propriété.',
    stepBuildTitle: 'Créez le contrat',
    stepBuildBody: 'Partez de votre modèle, puis fixez les dates et les modalités de paiement.',
    stepSendTitle: 'Envoyez-le pour signature',
    stepSendBody: 'Votre client signe en ligne; vous voyez quand c’est fait.',
    plansTitle: 'Des forfaits simples en dollars canadiens',
    plansLead:
      'Commencez par une période d’essai gratuite. Choisissez un forfait mensuel ou annuel lorsque vous voudrez envoyer des contrats.',
    planCtaTrial: 'Commencer la période d’essai',
    planCta: 'Choisir {name}',
    plansLoading: 'Chargement des forfaits…',
    plansError: 'Les forfaits n’ont pas pu être chargés pour le moment.',
    plansEmpty: 'Nos forfaits seront publiés sous peu.',
    retry: 'Réessayer',
    ctaTitle: 'Prêt à envoyer votre prochain contrat?',
    ctaBody:
      'Créez votre compte en quelques minutes et essayez toutes les fonctionnalités pendant votre période d’essai gratuite.',
    ctaButton: 'Créer votre compte',
  },
};
