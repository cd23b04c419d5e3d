import { useQuery } from '@tanstack/react-query';
import { dataOf, get } from '../../lib/http';

export interface Eula {
  /** Trusted HTML written by our server. */
  Content: string;
  Version?: number;
  PublishedDate?: string;
}

export const eulaPath = '/api/site/eula';

export function usePublicEula() {
  return useQuery({
    queryKey: ['site', 'eula'],
    queryFn: ({ signal }) => get<Eula>(eulaPath, undefined, { signal, toast: false }).then(dataOf),
  });
}

/** The content a signed-in user accepts (docs/api/profile.md, "Content the user accepts"). */
export const contentApi = {
  eulaRead: '/api/app/eula/read',
  eulaAccept: '/api/app/eula/accept',
  announcementRead: '/api/app/announcement/read',
  announcementAccept: '/api/app/announcement/accept',
  termChanges: '/api/app/term/changeslist',
  termAcceptChanges: '/api/app/term/acceptchanges',
} as const;

/** Data of GET /api/app/eula/read and /api/app/announcement/read (the announcement may be null). */
export interface AcceptableContent {
  /** Trusted HTML written by the operator. */
  Content: string;
  Version: number;
  PublishedDate?: string | null;
  Accepted: boolean;
  AcceptedDate?: string | null;
}

/** Doc 1 §3: 0 the default client terms, 1 the default sub-contractor terms. */
export type TermType = 0 | 1;

/** One entry of GET /api/app/term/changeslist. */
export interface TermChange {
  Type: TermType;
  Number: number;
  /** Trusted HTML written by the operator: the new text, or the last text of a deleted term. */
  Text: string;
  Video?: string | null;
  IsNew: boolean;
  IsDeleted: boolean;
  /** The text the user accepted, for a changed term. */
  Original: { Text: string } | null;
  Sort: number;
  /** The version of the default terms in force. */
  Version: number;
}

/** Body of the accept calls: the version the user read (a newer one answers 409). */
export interface AcceptBody {
  Version?: number;
}
