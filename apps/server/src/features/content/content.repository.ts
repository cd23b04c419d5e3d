import { and, desc, eq, isNull, lte, max } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  announcements,
  contentAcceptances,
  defaultTerms,
  defaultTermVersions,
  eulaVersions,
  type Translations,
} from '../../db/schema/index.js';
import type { DefaultTerm } from './term-changes.js';

export type ContentKind = (typeof contentAcceptances.$inferSelect)['kind'];

export async function currentEula(db: Queryable) {
  const [row] = await db.select().from(eulaVersions).orderBy(desc(eulaVersions.version)).limit(1);
  return row;
}

/** The newest announcement, unless the operator ended it. */
export async function currentAnnouncement(db: Queryable) {
  const [row] = await db.select().from(announcements).orderBy(desc(announcements.version)).limit(1);
  return row && row.endedAt === null ? row : undefined;
}

export async function currentTermsVersion(db: Queryable): Promise<number | undefined> {
  const [row] = await db
    .select({ version: defaultTermVersions.version })
    .from(defaultTermVersions)
    .orderBy(desc(defaultTermVersions.version))
    .limit(1);
  return row?.version;
}

/** The newest terms version published at or before `moment` (the one a new account started with). */
export async function termsVersionAt(db: Queryable, moment: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ version: defaultTermVersions.version })
    .from(defaultTermVersions)
    .where(lte(defaultTermVersions.publishedAt, moment))
    .orderBy(desc(defaultTermVersions.version))
    .limit(1);
  return row?.version;
}

export async function termsOf(db: Queryable, version: number): Promise<DefaultTerm[]> {
  return db
    .select({
      type: defaultTerms.type,
      number: defaultTerms.number,
      text: defaultTerms.text,
      translations: defaultTerms.translations,
      video: defaultTerms.video,
      sort: defaultTerms.sort,
    })
    .from(defaultTerms)
    .where(eq(defaultTerms.version, version))
    .orderBy(defaultTerms.type, defaultTerms.sort);
}

export async function latestAcceptance(db: Queryable, userId: string, kind: ContentKind) {
  const [row] = await db
    .select()
    .from(contentAcceptances)
    .where(and(eq(contentAcceptances.userId, userId), eq(contentAcceptances.kind, kind)))
    .orderBy(desc(contentAcceptances.version))
    .limit(1);
  return row;
}

/** Records an acceptance; accepting the same version twice keeps the first record. */
export async function recordAcceptance(
  db: Queryable,
  row: { userId: string; kind: ContentKind; version: number; ip: string; userAgent: string },
): Promise<void> {
  await db.insert(contentAcceptances).values(row).onConflictDoNothing();
}

export async function endCurrentAnnouncement(db: Queryable): Promise<number | undefined> {
  const ended = await db
    .update(announcements)
    .set({ endedAt: new Date() })
    .where(isNull(announcements.endedAt))
    .returning({ version: announcements.version });
  return ended.at(-1)?.version;
}

/** The highest EULA version published, 0 before the first. */
export async function latestEulaVersion(tx: Queryable): Promise<number> {
  const [row] = await tx.select({ version: max(eulaVersions.version) }).from(eulaVersions);
  return row?.version ?? 0;
}

/** A published text: its English, and its twins in other languages. */
interface PublishedRow {
  version: number;
  content: string;
  translations: Translations;
}

export async function insertEulaVersion(tx: Queryable, row: PublishedRow): Promise<void> {
  await tx.insert(eulaVersions).values(row);
}

/** Inserts an EULA version unless it is there already (the seed on every start after the first). */
export async function insertEulaVersionIfAbsent(db: Queryable, row: PublishedRow): Promise<void> {
  await db.insert(eulaVersions).values(row).onConflictDoNothing({ target: eulaVersions.version });
}

/** The highest announcement version published, 0 before the first. */
export async function latestAnnouncementVersion(tx: Queryable): Promise<number> {
  const [row] = await tx.select({ version: max(announcements.version) }).from(announcements);
  return row?.version ?? 0;
}

export async function insertAnnouncement(tx: Queryable, row: PublishedRow): Promise<void> {
  await tx.insert(announcements).values(row);
}

/** Inserts a default terms version and its terms. */
export async function insertTermsVersion(
  tx: Queryable,
  version: number,
  terms: readonly DefaultTerm[],
): Promise<void> {
  await tx.insert(defaultTermVersions).values({ version });
  if (terms.length > 0) await tx.insert(defaultTerms).values(terms.map((term) => ({ version, ...term })));
}
