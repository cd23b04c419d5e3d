/** Nos messages pour l’exportation des données du compte (problème 18, § 4) : le README.txt de l’archive. */
import type { ourAccountDataMessages as english } from './ours.account-data.en.js';

export const ourAccountDataMessages = {
  accountDataReadmeTitle: 'Vos données {product} au {date}',
  accountDataReadmeIntro:
    'Cette archive contient tout ce que votre compte {product} conserve à votre sujet et au sujet de votre entreprise. Chaque fichier est décrit ci-dessous.',
  accountDataReadmeAccount:
    'account.json : votre compte : nom, courriel, numéro de cellulaire et paramètres de connexion.',
  accountDataReadmeBusiness:
    'business-profile.json : le profil de votre entreprise tel qu’il figure sur vos contrats (nom, numéro de TPS/TVH, adresse, coordonnées).',
  accountDataReadmeProjects: 'projects.json : vos projets, chacun avec ses clients et ses sous-traitants.',
  accountDataReadmeContacts: 'contacts.json : vos contacts : clients et sous-traitants.',
  accountDataReadmeTemplates: 'templates.json : vos modèles de clauses.',
  accountDataReadmeSubscription:
    'subscription.json : votre abonnement : forfait, statut et liste de vos factures.',
  accountDataReadmeContracts:
    'contracts.json : chaque contrat, avec son statut et tout ce qui a été saisi dans l’outil de création de contrats; les brouillons n’existent qu’ici.',
  accountDataReadmeContractPdfs:
    'contracts/ : le PDF actuel de chaque contrat envoyé : le PDF scellé s’il est signé (…-signed.pdf), sinon le PDF tel qu’il a été envoyé; une copie signée sur papier puis téléversée se termine par -paper-scan.pdf.',
  accountDataReadmeFiles:
    'files/ : les fichiers que vous avez téléversés : votre logo, votre signature, les annexes et les numérisations de contrats, sous les noms qu’ils portaient lors du téléversement.',
  accountDataReadmeFileList:
    'files.json : la liste de vos fichiers téléversés : pour chacun, son nom d’origine, son type, sa taille, son empreinte SHA-256 et sa date de téléversement, ainsi que son nom dans le dossier files/.',
  accountDataReadmeIntegrations:
    'integrations.json : vos clés d’API (nom, ce que chacune peut faire, dates de création, de dernière utilisation et de révocation; jamais les clés elles-mêmes) et vos points de terminaison de webhooks (adresse, événements et état; jamais leurs secrets de signature).',
  accountDataReadmeFormat:
    'Les fichiers .json sont du texte UTF-8 au format JSON, que tout éditeur de texte peut ouvrir et que la plupart des tableurs et des outils de base de données peuvent importer.',
} satisfies Record<keyof typeof english, string>;
