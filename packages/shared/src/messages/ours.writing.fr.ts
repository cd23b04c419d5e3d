/** Nos messages pour l’aide à la rédaction (appels à l’IA et correcteur orthographique). */
import type { ourWritingMessages as english } from './ours.writing.en.js';

export const ourWritingMessages = {
  writingHelpNotOffered:
    'L’aide à la rédaction par IA n’est pas offerte sur ce serveur. Le correcteur orthographique fonctionne toujours.',
  writingHelpTooLong:
    'Ce texte compte {words} mots. L’aide à la rédaction traite au plus {limit} mots à la fois : veuillez vérifier une partie plus courte.',
  writingHelpDailyCallsReached:
    'Vous avez utilisé l’aide à la rédaction {limit} fois aujourd’hui, soit le maximum permis par compte en une journée. Elle sera de nouveau offerte à minuit UTC, dans {hours} h {minutes} min.',
  writingHelpDailyCharactersReached:
    'Avec ce texte, votre aide à la rédaction dépasserait {limit} caractères aujourd’hui, soit le maximum qu’un compte peut envoyer en une journée. Le décompte recommence à minuit UTC, dans {hours} h {minutes} min; un texte plus court pourrait passer d’ici là.',
} satisfies Record<keyof typeof english, string>;
