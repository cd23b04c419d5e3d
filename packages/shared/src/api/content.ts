import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The EULA in force, as anyone may read it (the /eula page and the sign-up terms popup). */
export const publishedEulaSchema = z.object({
  /** Trusted HTML written by the operator. */
  Content: z.string(),
  Version: z.number().int(),
  /** An ISO time. */
  PublishedDate: z.string(),
});
export type PublishedEula = z.infer<typeof publishedEulaSchema>;

/** A text a signed-in user accepts (the EULA, the announcement) and whether they accepted its version. */
export const acceptableContentSchema = z.object({
  /** Trusted HTML written by the operator. */
  Content: z.string(),
  Version: z.number().int(),
  PublishedDate: z.string(),
  Accepted: z.boolean(),
});
export type AcceptableContent = z.infer<typeof acceptableContentSchema>;

export const eulaAcceptanceSchema = acceptableContentSchema.extend({ AcceptedDate: z.string().nullable() });
export type EulaAcceptance = z.infer<typeof eulaAcceptanceSchema>;

/** One change to the default terms since the user last accepted them (doc 1 §3 "Term change"). */
export const termChangeSchema = z.object({
  /** 0 the default client terms, 1 the default sub-contractor terms. */
  Type: z.number().int(),
  Number: z.number().int(),
  /** Trusted HTML written by the operator: the new text, or the last text of a deleted term. */
  Text: z.string(),
  Video: z.string(),
  IsNew: z.boolean(),
  IsDeleted: z.boolean(),
  /** The text the user accepted, for a changed term. */
  Original: z.object({ Text: z.string() }).nullable(),
  Sort: z.number().int(),
  /** The version of the default terms in force. */
  Version: z.number().int(),
});
export type TermChange = z.infer<typeof termChangeSchema>;

/** One problem of the how-we-work page with the default clause in force that answers it (doc 3 §1). */
export const howWeWorkItemSchema = z.object({
  /** The topic's key in packages/shared how-we-work.ts. */
  Key: z.string(),
  /** 0 a client term, 1 a sub-contractor term. */
  Type: z.number().int(),
  /** The number a contract made from the default terms in force prints before this clause. */
  Number: z.number().int(),
  /** Trusted HTML: the published clause, cleaned when it was published. */
  Text: z.string(),
});
export type HowWeWorkItem = z.infer<typeof howWeWorkItemSchema>;

/** Body of the accept calls: the version the user read (a newer one in force answers 409 contentChanged). */
const acceptBody = z
  .object({ Version: z.number().int().positive().optional() })
  .nullish()
  .describe('the version the user read; a newer one in force answers 409');

/** The EULA, the announcement and the default terms (docs/api/profile.md, "Content the user accepts"). */
export const contentApi = {
  howWeWork: endpoint({
    method: 'GET',
    path: '/api/site/howwework',
    summary: "The how-we-work page's problems, each with the default clause in force that answers it",
    access: 'public',
    data: z.array(howWeWorkItemSchema),
  }),
  publishedEula: endpoint({
    method: 'GET',
    path: '/api/site/eula',
    summary: 'The End User License Agreement in force (HTML)',
    access: 'public',
    data: publishedEulaSchema,
  }),
  eulaRead: endpoint({
    method: 'GET',
    path: '/api/app/eula/read',
    summary: 'The EULA in force and whether the caller accepted it',
    access: 'signedIn',
    keyScope: null,
    data: eulaAcceptanceSchema,
  }),
  eulaAccept: endpoint({
    method: 'POST',
    path: '/api/app/eula/accept',
    summary: 'Accepts the EULA in force',
    access: 'signedIn',
    keyScope: null,
    body: acceptBody,
    data: z.null(),
  }),
  announcementRead: endpoint({
    method: 'GET',
    path: '/api/app/announcement/read',
    summary: 'The announcement in force (null when none) and whether the caller acknowledged it',
    access: 'signedIn',
    keyScope: null,
    data: acceptableContentSchema.nullable(),
  }),
  announcementAccept: endpoint({
    method: 'POST',
    path: '/api/app/announcement/accept',
    summary: 'Acknowledges the announcement in force',
    access: 'signedIn',
    keyScope: null,
    body: acceptBody,
    data: z.null(),
  }),
  termChanges: endpoint({
    method: 'GET',
    path: '/api/app/term/changeslist',
    summary: 'Default terms changed since the caller last accepted them',
    access: 'signedIn',
    keyScope: null,
    data: z.array(termChangeSchema),
  }),
  termAcceptChanges: endpoint({
    method: 'POST',
    path: '/api/app/term/acceptchanges',
    summary: 'Accepts the default terms in force',
    access: 'signedIn',
    keyScope: null,
    body: acceptBody,
    data: z.null(),
  }),
};
