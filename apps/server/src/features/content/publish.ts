import { z } from 'zod';
import type { Db } from '../../db/database.js';
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
  text: string;
  video: string;
}

const termEntry = z.object({
  number: z.number().int().positive(),
  text: z.string().trim().min(1).max(20_000),
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

/** Publishes a new EULA version; every user is asked to accept it at their next page load. */
export async function publishEula(db: Db, html: string): Promise<number> {
  const content = requireContent(html);
  return db.transaction(async (tx) => {
    const version = (await latestEulaVersion(tx)) + 1;
    await insertEulaVersion(tx, { version, content });
    return version;
  });
}

/** Publishes a new announcement, replacing the one in force. */
export async function publishAnnouncement(db: Db, html: string): Promise<number> {
  const content = requireContent(html);
  return db.transaction(async (tx) => {
    const version = (await latestAnnouncementVersion(tx)) + 1;
    await insertAnnouncement(tx, { version, content });
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
