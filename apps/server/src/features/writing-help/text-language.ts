import type { Language } from '@tradepact/shared';

/**
 * Short words every sentence of a language uses and the other language does not (so neither 'a' nor
 * 'on', words of both): enough of them tell which language a text is written in. The elided French
 * articles and pronouns (l', d', qu') count as words of their own.
 */
const functionWords: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'the and of to is are be will shall for with from by this that these any all not or at it its their your our which'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les l de des du d et est sont sera seront pour avec dans sur par que qu qui au aux ou ne pas ce cette ces son sa ses leur leurs tous toutes une un'.split(
      ' ',
    ),
  ),
};

/** A language is read off the text only when its words outnumber the other's this many times, and… */
const clearMargin = 3;
/** …it has at least this many of them: "Peinture du salon" says too little to overrule the page. */
const fewestTelling = 3;

/**
 * The language a text is clearly written in, or nothing when it does not say: an English scope typed
 * into a Quebec client's French contract is checked and improved as English.
 */
export function languageOfText(html: string): Language | undefined {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .match(/\p{L}+/gu);
  const counts = Object.entries(functionWords).map(([language, known]) => ({
    language: language as Language,
    count: (words ?? []).filter((word) => known.has(word)).length,
  }));
  counts.sort((a, b) => b.count - a.count);
  const [first, second] = counts;
  if (!first || first.count < fewestTelling) return undefined;
  return first.count >= clearMargin * (second?.count ?? 0) ? first.language : undefined;
}
