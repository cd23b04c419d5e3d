import { z } from 'zod';
import { defaultLanguage, languages } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import type { Translations } from '../../db/schema/index.js';
import {
  currentTermsVersion,
  endCurrentAnnouncement,
  insertAnnouncement,
  insertEulaVersion,
  insertTermsVersion,
  latestAnnouncementVersion,
  latestEulaVersion,
} from './content.repository.js';
import { sanitizePublishedHtml, sanitizeVideoLink } from './sanitize.js';

/** One default term as the operator publishes it. Type 0 client, 1 sub-contractor. */
export interface PublishedTerm {
  type: number;
  number: number;
  /** The English, the term's reference. */
  text: string;
  /** The term in other languages (`fr`), numbered the same. */
  translations?: Translations;
  video: string;
}

/** The languages a text is translated into: every one we speak but English, the reference. */
export const translatedLanguages = languages.filter((language) => language !== defaultLanguage);
const isTranslatedLanguage = (language: string) =>
  (translatedLanguages as readonly string[]).includes(language);

const termText = z.string().trim().min(1).max(20_000);
const termEntry = z.object({
  number: z.number().int().positive(),
  text: termText,
  translations: z
    .record(z.string(), termText)
    .refine(
      (translations) => Object.keys(translations).every((language) => isTranslatedLanguage(language)),
      `translations are keyed by language: ${translatedLanguages.join(', ')}`,
    )
    .default({}),
  video: z.string().max(2_000).default(''),
});
const uniqueNumbers = (terms: { number: number }[]) =>
  new Set(terms.map((term) => term.number)).size === terms.length;

/** The file `npm run admin -- publish-terms` reads: each list in the order the terms appear. */
export const defaultTermsFileSchema = z.object({
  client: z.array(termEntry).refine(uniqueNumbers, 'each client term needs its own number'),
  subcontractor: z.array(termEntry).refine(uniqueNumbers, 'each sub-contractor term needs its own number'),
});

export function termsFromFile(file: z.infer<typeof defaultTermsFileSchema>): PublishedTerm[] {
  return [
    ...file.client.map((term) => ({ type: 0, ...term })),
    ...file.subcontractor.map((term) => ({ type: 1, ...term })),
  ];
}

function requireContent(html: string): string {
  const clean = sanitizePublishedHtml(html);
  if (clean === '') throw new Error('the text is empty once cleaned of what is not allowed');
  return clean;
}

/** Each translation cleaned as the English is; a language we do not speak is refused. */
function requireTranslations(translations: Translations): Translations {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([language, html]) => {
      if (!isTranslatedLanguage(language))
        throw new Error(`no translation into ${language} can be published`);
      return html === undefined ? [] : [[language, requireContent(html)]];
    }),
  );
}

/**
 * Publishes a new EULA version, its English and its twins in `translations`; every user is asked to
 * accept it at their next page load, once, in whichever language they read it.
 */
export async function publishEula(db: Db, html: string, translations: Translations = {}): Promise<number> {
  const row = { content: requireContent(html), translations: requireTranslations(translations) };
  return db.transaction(async (tx) => {
    const version = (await latestEulaVersion(tx)) + 1;
    await insertEulaVersion(tx, { version, ...row });
    return version;
  });
}

/** Publishes a new announcement, with its twins in `translations`, replacing the one in force. */
export async function publishAnnouncement(
  db: Db,
  html: string,
  translations: Translations = {},
): Promise<number> {
  const row = { content: requireContent(html), translations: requireTranslations(translations) };
  return db.transaction(async (tx) => {
    const version = (await latestAnnouncementVersion(tx)) + 1;
    await insertAnnouncement(tx, { version, ...row });
    return version;
  });
}

/** Stops showing the announcement in force; answers its version, or undefined when none was. */
export function endAnnouncement(db: Db): Promise<number | undefined> {
  return endCurrentAnnouncement(db);
}

/** Publishes a whole new set of default terms; users see what changed since the set they accepted. */
export async function publishDefaultTerms(db: Db, terms: readonly PublishedTerm[]): Promise<number> {
  const rows = terms.map((term) => ({
    ...term,
    text: requireContent(term.text),
    translations: requireTranslations(term.translations ?? {}),
    video: sanitizeVideoLink(term.video),
  }));
  const sortWithinType = new Map<number, number>();
  const ordered = rows.map((row) => {
    const sort = (sortWithinType.get(row.type) ?? 0) + 1;
    sortWithinType.set(row.type, sort);
    return { ...row, sort };
  });
  return db.transaction(async (tx) => {
    const version = ((await currentTermsVersion(tx)) ?? 0) + 1;
    await insertTermsVersion(tx, version, ordered);
    return version;
  });
}
