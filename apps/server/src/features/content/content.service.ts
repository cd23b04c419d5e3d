import {
  defaultTimeZone,
  formatDate,
  type AcceptableContent,
  type EulaAcceptance,
  type Language,
  type TermChange,
} from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import { findUserById } from '../auth/accounts.service.js';
import {
  currentAnnouncement,
  currentEula,
  currentTermsVersion,
  latestAcceptance,
  recordAcceptance,
  termsOf,
  termsVersionAt,
  type ContentKind,
} from './content.repository.js';
import { termChanges } from './term-changes.js';
import { textIn } from './translated.js';

/** Where an acceptance came from: kept with it as evidence. */
export interface AcceptanceMeta {
  ip: string;
  userAgent: string;
}

/** The page names the version it showed; a newer one published meanwhile must be read first. */
function checkVersion(shown: number | undefined, inForce: number) {
  if (shown !== undefined && shown !== inForce) throw new AppError(409, 'contentChanged');
}

/**
 * The EULA, the announcement and the default terms, as each user has or has not accepted them
 * (doc 1 §2 "Popups after sign-in"). A popup is due while the version in force is unaccepted. Each is
 * read in the page's language; an acceptance is of the version, whichever language it was read in.
 */
export function contentService(db: Db) {
  async function accept(userId: string, kind: ContentKind, version: number, meta: AcceptanceMeta) {
    await recordAcceptance(db, { userId, kind, version, ...meta });
  }

  /** The terms version the user last accepted, else the one in force when the account was made. */
  async function acceptedTermsVersion(userId: string): Promise<number | undefined> {
    const accepted = await latestAcceptance(db, userId, 'terms');
    if (accepted) return accepted.version;
    const user = await findUserById(db, userId);
    return user ? termsVersionAt(db, user.createdAt) : undefined;
  }

  return {
    async eula(userId: string, language: Language): Promise<EulaAcceptance> {
      const eula = await currentEula(db);
      if (!eula) throw notFound();
      const accepted = await latestAcceptance(db, userId, 'eula');
      const upToDate = accepted !== undefined && accepted.version >= eula.version;
      return {
        Content: textIn(language, eula.content, eula.translations),
        Version: eula.version,
        PublishedDate: formatDate(eula.publishedAt, defaultTimeZone),
        Accepted: upToDate,
        AcceptedDate: upToDate ? formatDate(accepted.acceptedAt, defaultTimeZone) : null,
      };
    },

    /** Whether the user accepted the EULA in force, in any language (true while none is published). */
    async eulaAccepted(userId: string): Promise<boolean> {
      const eula = await currentEula(db);
      if (!eula) return true;
      const accepted = await latestAcceptance(db, userId, 'eula');
      return accepted !== undefined && accepted.version >= eula.version;
    },

    async acceptEula(userId: string, shown: number | undefined, meta: AcceptanceMeta) {
      const eula = await currentEula(db);
      if (!eula) throw notFound();
      checkVersion(shown, eula.version);
      await accept(userId, 'eula', eula.version, meta);
    },

    async announcement(userId: string, language: Language): Promise<AcceptableContent | null> {
      const announcement = await currentAnnouncement(db);
      if (!announcement) return null;
      const accepted = await latestAcceptance(db, userId, 'announcement');
      return {
        Content: textIn(language, announcement.content, announcement.translations),
        Version: announcement.version,
        PublishedDate: formatDate(announcement.publishedAt, defaultTimeZone),
        Accepted: accepted !== undefined && accepted.version >= announcement.version,
      };
    },

    async acceptAnnouncement(userId: string, shown: number | undefined, meta: AcceptanceMeta) {
      const announcement = await currentAnnouncement(db);
      // None in force (never published, or ended while the popup was open): nothing is left
      // unaccepted, so the Okay succeeds like a second accept does (doc 1 §7 answers an envelope).
      if (!announcement) return;
      checkVersion(shown, announcement.version);
      await accept(userId, 'announcement', announcement.version, meta);
    },

    async termChanges(userId: string, language: Language): Promise<TermChange[]> {
      const inForce = await currentTermsVersion(db);
      if (inForce === undefined) return [];
      const accepted = await acceptedTermsVersion(userId);
      if (accepted !== undefined && accepted >= inForce) return [];
      const [before, now] = await Promise.all([
        accepted === undefined ? [] : termsOf(db, accepted),
        termsOf(db, inForce),
      ]);
      return termChanges(before, now, language).map((change) => ({ ...change, Version: inForce }));
    },

    async acceptTermChanges(userId: string, shown: number | undefined, meta: AcceptanceMeta) {
      const inForce = await currentTermsVersion(db);
      if (inForce === undefined) throw badRequest('contentNothingToAccept');
      checkVersion(shown, inForce);
      await accept(userId, 'terms', inForce, meta);
    },
  };
}
