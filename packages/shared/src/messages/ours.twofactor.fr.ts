/** Nos messages pour la connexion en deux étapes (problème 18, § 1). */
import type { ourTwoFactorMessages as english } from './ours.twofactor.en.js';

export const ourTwoFactorMessages = {
  twoFactorPasswordFirst:
    'Ce compte utilise la connexion en deux étapes : connectez-vous d’abord avec votre mot de passe, puis entrez le code que nous vous envoyons.',
  emailSignInCodeBody: 'Votre code de connexion est {code}. Il est valide pendant {minutes} minutes.',
  smsSignInCode: 'Votre code de connexion {product} est {code}. Il est valide pendant {minutes} minutes.',
  twoFactorSmsNeedsPhone:
    'Vérifiez votre numéro de cellulaire avant d’activer les codes de connexion par texto.',
  emailTwoFactorOnSubject: 'La connexion en deux étapes est activée',
  emailTwoFactorOnBody:
    'La connexion en deux étapes est maintenant activée pour votre compte {product} : pour vous connecter, vous devrez entrer votre mot de passe, puis un code envoyé par {channels}. Vos autres sessions ont été fermées.',
  emailTwoFactorOffSubject: 'La connexion en deux étapes est désactivée',
  emailTwoFactorOffBody:
    'La connexion en deux étapes est maintenant désactivée pour votre compte {product} : votre mot de passe suffit pour vous connecter.',
  emailTwoFactorNotYou:
    'Si vous n’avez pas fait ce changement, réinitialisez votre mot de passe sans tarder et réactivez la connexion en deux étapes.',
  twoFactorChannelEmail: 'courriel',
  twoFactorChannelSms: 'texto',
  twoFactorChannelBoth: 'courriel et texto',
} satisfies Record<keyof typeof english, string>;
