import { recordRetentionYears } from '@tradepact/shared';
import { eulaVersion2 } from './eula-v2.js';

/**
 * The French (fr-CA) twin of version 2, section for section and list item for list item: the text a
 * French reader accepts as version 3. French typography's no-break spaces (inside « », before : and ;)
 * are written as HTML entities, as this is HTML.
 */
const eulaVersion3French = `
<h2>Contrat de licence d’utilisateur final de {product}</h2>
<p>Le présent contrat est conclu entre vous (l’entrepreneur qui utilise {product}, «&nbsp;vous&nbsp;») et l’exploitant de {product} («&nbsp;nous&nbsp;»).
Vous l’acceptez en créant un compte ou en cochant la case «&nbsp;J’ai lu les conditions d’utilisation et je les accepte&nbsp;».
Si vous ne l’acceptez pas, n’utilisez pas {product}.</p>

<h3>1. Ce qu’est {product}</h3>
<p>{product} aide les gens de métier et les entrepreneurs en construction du Canada à rédiger des contrats de service avec leurs clients
et leurs sous-traitants, à les transmettre pour signature électronique, à en assurer le suivi et à rappeler aux clients leurs dates de paiement.
{product} fournit des modèles et des outils. Ce n’est pas un cabinet d’avocats et il ne donne aucun avis juridique. Vous choisissez les clauses,
les montants et les dates de chaque contrat que vous envoyez, et vous en êtes responsable. Pour des travaux inhabituels ou d’une valeur importante,
faites réviser votre contrat par un avocat de votre province.</p>

<h3>2. Votre compte</h3>
<ul>
<li>Vous devez avoir au moins l’âge de la majorité dans votre province et être en mesure de conclure des contrats.</li>
<li>Ne communiquez à personne votre mot de passe ni vos codes de vérification. Vous êtes responsable de l’usage qui est fait de votre compte.</li>
<li>Les renseignements de votre profil d’entreprise (nom, numéro de TPS/TVH, adresse, signature) doivent être exacts et être les vôtres.</li>
</ul>

<h3>3. Signatures électroniques</h3>
<p>Les contrats signés dans {product} sont signés électroniquement. Les lois fédérales et provinciales du Canada sur le commerce électronique
reconnaissent généralement la signature électronique, mais certains documents (par exemple certains transferts de biens immobiliers,
les testaments ou les procurations) doivent encore être signés sur papier. N’utilisez pas {product} pour ces documents. Pour chaque signature, nous conservons
un registre indiquant à quel moment elle a été apposée, depuis quelle adresse et sur quelle version du document, et nous en remettons une copie à chacune des parties.</p>

<h3>4. Vos données</h3>
<ul>
<li>Vos projets, contacts, contrats et fichiers vous appartiennent. Nous ne les utilisons que pour fournir {product} à vous-même et aux
personnes à qui vous envoyez des contrats.</li>
<li>Nous traitons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents
électroniques (LPRPDE) et aux lois provinciales applicables en matière de protection des renseignements personnels. Nous ne vendons aucun renseignement personnel.</li>
<li>Vous devez obtenir le consentement de vos clients et de vos sous-traitants pour saisir leurs coordonnées et pour leur envoyer des messages
au moyen de {product}.</li>
<li>Vous pouvez en tout temps télécharger l’ensemble de vos données à partir de vos Paramètres de connexion («&nbsp;Télécharger mes données&nbsp;»). L’article 10
précise ce qu’il advient de ces données lorsque vous fermez votre compte.</li>
</ul>

<h3>5. Abonnement et paiement</h3>
<p>Un essai gratuit vous permet de découvrir {product}. À la fin de l’essai, l’envoi de contrats exige un abonnement payant, mensuel ou annuel,
dont le prix est exprimé en dollars canadiens, taxes applicables en sus. L’abonnement se renouvelle automatiquement jusqu’à ce qu’il soit annulé&nbsp;; l’annulation empêche
le renouvellement suivant, et vous conservez l’accès jusqu’à la fin de la période déjà payée. Les rabais et crédits de parrainage sont
appliqués de la manière décrite à la page d’abonnement.</p>

<h3>6. Utilisation acceptable</h3>
<p>N’utilisez pas {product} pour transmettre un contenu illégal, trompeur ou abusif, pour envoyer des messages à des personnes qui n’ont pas consenti
à les recevoir, ni pour perturber le service ou nuire aux données des autres utilisateurs.</p>

<h3>7. Disponibilité et responsabilité</h3>
<p>Nous nous efforçons d’assurer la disponibilité de {product} et la sécurité de vos données, et nous en conservons des copies de sauvegarde. {product} est fourni «&nbsp;tel quel&nbsp;».
Dans la mesure permise par la loi, nous ne sommes responsables ni des pertes indirectes ou consécutives, ni des conditions des contrats que vous
concluez avec vos clients et vos sous-traitants. Notre responsabilité totale se limite aux frais que vous nous avez payés au cours des douze mois
précédant la réclamation.</p>

<h3>8. Modifications</h3>
<p>Nous pouvons modifier le présent contrat. Le cas échéant, {product} vous présente la nouvelle version après votre connexion, et vous choisissez
de l’accepter ou de cesser d’utiliser {product}.</p>

<h3>9. Droit applicable</h3>
<p>Le présent contrat est régi par les lois de la province où votre entreprise est située et par les lois fédérales du Canada
qui s’y appliquent.</p>

<h3>10. Fermeture de votre compte</h3>
<p>Vous pouvez fermer votre compte en tout temps à partir de vos Paramètres de connexion («&nbsp;Fermer mon compte&nbsp;»), après avoir confirmé votre
mot de passe et un code que nous vous envoyons. La fermeture prend effet immédiatement et est irréversible&nbsp;:</p>
<ul>
<li>Votre session est fermée sur tous vos appareils, les rappels de paiement programmés sont arrêtés et votre abonnement est annulé&nbsp;:
plus rien ne vous est facturé, et les sommes déjà payées ne sont pas remboursées.</li>
<li>Nous supprimons votre compte et vos renseignements personnels, votre profil d’entreprise, vos projets, vos contacts, vos modèles de clauses,
vos brouillons et les contrats qui n’ont pas été signés, ainsi que les fichiers que vous avez téléversés.</li>
<li>Les contrats signés par toutes les parties sont aussi des documents juridiques des autres parties. Nous conservons chacun d’eux, avec son PDF scellé
et son registre des signatures, pendant ${recordRetentionYears} ans, sans lien avec un compte&nbsp;; les personnes qui l’ont
signé peuvent toujours le vérifier au moyen de son lien, de son code de document ou de son PDF. Vos factures sont des documents fiscaux&nbsp;: nous les conservons,
avec le nom et l’adresse auxquels elles ont été établies, pendant ${recordRetentionYears} ans. Sept ans couvrent les six années qui suivent
la fin de l’année d’imposition, période pendant laquelle l’Agence du revenu du Canada exige la conservation des registres d’entreprise.</li>
<li>Votre adresse courriel et votre numéro de cellulaire redeviennent libres&nbsp;: n’importe qui, vous compris, peut s’en servir pour s’inscrire.</li>
</ul>
`;

/**
 * Version 3 of the End User License Agreement (issue 30 §2): version 2's English unchanged, and its
 * French twin. Accepting it once, in either language, accepts version 3. Seeded at startup when the
 * version in force is below 3 (eula.seed.ts). {product} is the product's name.
 */
export const eulaVersion3 = {
  content: eulaVersion2,
  translations: { fr: eulaVersion3French.trim() },
} as const;
