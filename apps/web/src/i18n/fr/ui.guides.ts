import type { GuidesUiCatalogue } from '../en/ui';

/** French labels of How we work and How To Use (namespace 'ui', key `guides`); twin of ../en/ui.guides.ts. */
export const guidesUi: GuidesUiCatalogue = {
  howWeWork: {
    pageTitle: 'Notre façon de travailler',
    eyebrow: 'Notre façon de travailler',
    title: 'Les problèmes de chantier que votre contrat règle avant qu’ils surviennent',
    lead: 'Chaque contrat que vous envoyez avec {product} contient des clauses en langage clair pour les différends que les entrepreneurs rencontrent le plus souvent. Voici chaque problème et la clause qui y répond, mot pour mot, telle que vos clients la liront.',
    tabsLabel: 'Type de contrat',
    clientTab: 'Contrats avec les clients',
    subcontractorTab: 'Contrats avec les sous-traitants',
    answerHeading: 'Comment votre contrat le règle',
    clauseNumber: 'Clause {number} par défaut',
    editNote:
      'Dans chaque contrat, vous pouvez conserver, modifier ou supprimer n’importe quelle clause, ou enregistrer votre propre libellé comme modèle.',
    loadError: 'Les clauses n’ont pas pu être chargées.',
    retry: 'Réessayer',
    ctaTitle: 'Mettez ces clauses à profit dès votre prochain chantier',
    ctaBody:
      'Commencez une période d’essai gratuite : créez votre premier contrat en quelques minutes et envoyez-le pour signature électronique. Aucune carte de crédit requise.',
    ctaButton: 'Commencer l’essai gratuit',
  },
  topics: {
    latePayment: {
      title: 'Retards de paiement',
      pain: 'Les travaux sont terminés, la facture est envoyée, et le client paie des semaines en retard, ou pas du tout, pendant que vous assumez le coût des matériaux et des salaires.',
    },
    scopeCreep: {
      title: 'Ajouts aux travaux',
      pain: 'Un client ajoute sans cesse « juste une petite chose de plus », puis conteste le coût supplémentaire parce que rien n’a été mis par écrit.',
    },
    warranty: {
      title: 'Garantie',
      pain: 'Des années après les travaux, un client s’attend à des réparations gratuites pour de l’usure, une mauvaise utilisation ou le travail d’un autre corps de métier.',
    },
    cancellation: {
      title: 'Annulation',
      pain: 'Un client annule à mi-parcours et refuse de payer les travaux effectués et les matériaux déjà commandés.',
    },
    delays: {
      title: 'Retards',
      pain: 'La météo, des décisions tardives ou des matériaux en rupture de stock repoussent les travaux, et le client vous reproche de ne pas avoir respecté la date.',
    },
    poaching: {
      title: 'Débauchage',
      pain: 'Un client rencontre votre meilleur employé ou sous-traitant sur le chantier et l’embauche directement pour les travaux suivants.',
    },
    priceRises: {
      title: 'Hausses de prix',
      pain: 'Le prix du bois ou du cuivre bondit entre la soumission et l’achat, et la perte est prise sur votre marge.',
    },
    entireAgreement: {
      title: 'Intégralité du contrat',
      pain: 'Un client invoque une ancienne soumission, un texto ou une parole dite sur le chantier comme une promesse que le contrat n’a jamais faite.',
    },
    confidentiality: {
      title: 'Confidentialité',
      pain: 'Les clients s’inquiètent de ce que votre équipe voit chez eux, et votre soumission détaillée est montrée à d’autres entrepreneurs pour faire baisser les prix.',
    },
    liability: {
      title: 'Responsabilité',
      pain: 'Une seule réclamation malheureuse pour des pertes indirectes, comme le loyer ou les revenus d’entreprise perdus par un client, pourrait coûter plus cher que tout ce que le chantier vous a rapporté.',
    },
    photos: {
      title: 'Photos',
      pain: 'Vos travaux terminés sont votre meilleure publicité, mais publier des photos sans autorisation peut froisser un client.',
    },
    siteAccess: {
      title: 'Accès au chantier',
      pain: 'L’équipe arrive devant une porte verrouillée, sans électricité ni eau, ou avec un chien en liberté dans l’aire de travail, et c’est vous qui perdez la journée.',
    },
    jointLiability: {
      title: 'Responsabilité solidaire',
      pain: 'Deux propriétaires signent, puis se séparent ou ne s’entendent plus, et chacun affirme que c’est l’autre qui vous doit le solde.',
    },
    subInsurance: {
      title: 'Sous-traitants non assurés',
      pain: 'Un sous-traitant sans assurance ni protection contre les accidents du travail se blesse ou cause des dommages, et la réclamation vous retombe dessus.',
    },
    subDeficiencies: {
      title: 'Malfaçons non corrigées',
      pain: 'Un sous-traitant passe au chantier suivant et laisse des malfaçons que votre client s’attend à ce que vous corrigiez.',
    },
  },
  howTo: {
    pageTitle: 'Guide d’utilisation',
    title: 'Comment utiliser {product}',
    lead: 'Regardez les cinq étapes, de votre profil d’entreprise jusqu’au contrat signé et à ses rappels de paiement, puis suivez le guide ci-dessous.',
    modalTitle: 'Bien démarrer avec {product}',
    videoLabel: 'Vidéo explicative : de votre profil d’entreprise à un contrat signé',
    /** Each caption track's label, named in the page's language. */
    captionTracks: { en: 'Anglais', fr: 'Français' },
    noVideo:
      'Votre navigateur ne peut pas lire cette vidéo. Les cinq étapes ci-dessous présentent le même parcours.',
    stepsTitle: 'Les cinq étapes',
    stepNumber: 'Étape {number}',
    stepImageAlt: 'Capture d’écran : {title}',
    steps: {
      Profile: {
        title: 'Remplissez votre profil d’entreprise et ajoutez votre signature',
        body: 'Ajoutez le nom de votre entreprise, votre numéro de TPS/TVH, votre adresse et votre logo, puis tracez ou téléversez votre signature. Ils figurent sur chaque contrat que vous envoyez.',
        link: 'Ouvrir Mon profil',
      },
      Project: {
        title: 'Ajoutez un projet et son client',
        body: 'Créez un projet avec l’adresse de la propriété et les coordonnées de votre client. Ajoutez-y des sous-traitants lorsque vous travaillez avec eux.',
        link: 'Ouvrir Mes projets',
      },
      Agreement: {
        title: 'Créez le contrat à partir d’un modèle',
        body: 'Partez du modèle par défaut pour un client ou un sous-traitant, ou de l’un de vos propres modèles. Précisez l’étendue des travaux, les dates de début et de fin des travaux, et les modalités de paiement.',
        link: 'Ouvrir Modèles de contrat',
      },
      Send: {
        title: 'Envoyez-le pour signature électronique et suivez-le',
        body: 'Relisez le contrat et envoyez-le (il vous faut pour cela une période d’essai gratuite ou un abonnement). Votre client signe en ligne à partir du lien reçu par courriel, sans compte, et le projet indique si chaque contrat est un brouillon, envoyé ou signé.',
        link: 'Aller à Mes projets',
      },
      Payments: {
        title: 'Rappelez les paiements à vos clients',
        body: 'Une fois un contrat signé, rappelez à votre client chaque échéance de paiement depuis le projet : envoyez le rappel maintenant, ou planifiez-le à la date et à l’heure de votre choix.',
        link: 'Voir mes projets',
      },
    },
    /** The video's French captions: the track how-to.fr.vtt, cue for cue with the English (scripts/record-how-to.mjs). */
    captions: {
      intro: 'Bienvenue. En cinq étapes, vous passerez d’un nouveau compte à un contrat signé.',
      profile: 'Étape 1. Remplissez votre profil d’entreprise : nom, numéro de TPS/TVH, adresse et logo.',
      profileSave:
        'Enregistrez-le. Les renseignements sur votre entreprise et votre signature figurent sur chaque contrat.',
      project: 'Étape 2. Créez un projet avec l’adresse de la propriété et votre client.',
      projectSave: 'Votre projet et son client figurent maintenant dans Mes projets.',
      agreement:
        'Étape 3. Commencez un contrat avec un client : les conditions par défaut sont déjà remplies.',
      agreementDetails: 'Précisez les dates, l’étendue des travaux et les modalités de paiement.',
      send: 'Étape 4. Relisez le contrat, puis envoyez-le pour signature électronique.',
      sendTrack: 'Votre client signe en ligne. Mes projets indique si chaque contrat est envoyé ou signé.',
      payments:
        'Étape 5. Une fois le contrat signé, rappelez à votre client chaque paiement, maintenant ou à la date de votre choix.',
      outro:
        'C’est tout. Ouvrez « Mode d’emploi » dans le menu chaque fois que vous aurez besoin de ce guide.',
    },
  },
};
