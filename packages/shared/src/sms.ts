/**
 * How many SMS a text is billed and delivered as (3GPP TS 23.038): a text of only GSM-7 characters
 * fits 160 in one message and 153 in each part of a longer one (an extension character such as € or
 * [ takes two); any other character makes the whole text UCS-2, 70 UTF-16 units in one message and
 * 67 in each part. Texts that say what is owed are kept within `maxSmsSegments` (issue 33 §4).
 */

export const maxSmsSegments = 2;

const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsmExtension = '^{}\\[~]|€\f';
const basic = new Set(gsmBasic);
const extension = new Set(gsmExtension);

export interface SmsLength {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** The encoding, length and number of messages of a text. */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const character of text) {
    if (basic.has(character)) septets += 1;
    else if (extension.has(character)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'GSM-7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/** A letter the GSM alphabet lacks as its base letter ("ô" → "o", "ç" → "c"), or as it is when that is no better. */
function gsmLetter(character: string): string {
  if (basic.has(character) || extension.has(character)) return character;
  const ligature = { œ: 'oe', Œ: 'OE', æ: 'ae' }[character];
  if (ligature) return ligature;
  const base = character.normalize('NFD').replace(/\p{M}/gu, '');
  return base !== character && Array.from(base).every((letter) => basic.has(letter)) ? base : character;
}

/**
 * A text with what a phone's GSM alphabet lacks made plain, so that a French amount or name does not
 * turn a text into UCS-2 and halve its room: no-break spaces (a French amount's "1 234,56 $", the
 * space before a colon) become spaces; « », curly quotes and dashes straight ones; a letter with an
 * accent the alphabet lacks ("ô", "ç", "ê") its base letter. Others (é, è, à, ù) stay as they are.
 */
export function plainSmsText(text: string): string {
  const typography = text
    .replace(/«\s*/g, '"')
    .replace(/\s*»/g, '"')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-');
  return Array.from(typography, gsmLetter).join('');
}

/** The units `text` holds beyond what `segments` messages carry: what to remove for it to fit (0 when it fits). */
export function smsOverflow(text: string, segments = maxSmsSegments): number {
  const { encoding, units } = smsLength(text);
  const [single, each] = encoding === 'GSM-7' ? [160, 153] : [70, 67];
  return Math.max(0, units - (segments === 1 ? single : segments * each));
}

/** `text` whole, then cut a character at a time down to `shortest`, marked with dots the GSM alphabet has. */
export function* shortenedForSms(text: string, shortest = 8): Generator<string> {
  yield text;
  const characters = Array.from(text);
  for (let length = characters.length - 1; length >= shortest; length -= 1)
    yield `${characters.slice(0, length).join('').trimEnd()}...`;
}

/** `text` cut to the longest start whose plain text fits in `segments`, marked with dots the GSM alphabet has. */
export function cutToSms(text: string, segments = maxSmsSegments): string {
  let cut = text;
  for (cut of shortenedForSms(text, 1)) if (smsLength(plainSmsText(cut)).segments <= segments) break;
  return cut;
}
