import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ClientForm, SubcontractorForm } from '@tradepact/shared';
import { dataOf, get, type RequestOptions } from '../../lib/http';

/** The calls of docs/api/projects.md that My Contacts and the project form make. */
export const contactsApi = {
  clientList: '/api/app/client/readlist',
  clientCreate: '/api/app/client/create',
  clientUpdate: '/api/app/client/update',
  subcontractorList: '/api/app/subcontractor/readlist',
  subcontractorCreate: '/api/app/subcontractor/create',
  subcontractorUpdate: '/api/app/subcontractor/update',
  projectList: '/api/app/project/readlist',
  addressSuggest: '/api/app/address/suggest',
} as const;

/** Doc 2 §9 and §2: contacts and project summaries are shown 5 at a time. */
export const contactsPageSize = 5;
/** Doc 2 §9: suggestions open 200 ms after the typing stops. */
export const autocompleteDelayMs = 200;
/** Doc 2 §9: the empty-contacts popup waits 500 ms after the lists load. */
export const emptyListsPopupDelayMs = 500;
/** The suggest call answers nothing for fewer characters (docs/api/projects.md). */
export const addressSuggestMinLength = 2;

/** A project a contact is in (`Projects` of a client or sub-contractor). */
export interface ContactProject {
  Id: string;
  Name: string;
  /** 0 current, 1 archived/finished, 2 pending. */
  Status: number;
}

export interface NamePair {
  FirstName: string;
  LastName: string;
}

/** The Client object of the contract: the fields of the shared schema, with what the server adds. */
export interface Client extends Omit<ClientForm, 'Id'> {
  Id: string;
  CreatedDate?: string | null;
  Projects?: ContactProject[];
  Contracts?: unknown[];
}

/** The Subcontractor object of the contract: the fields of the shared schema, with what the server adds. */
export interface Subcontractor extends Omit<SubcontractorForm, 'Id' | 'ProjectId'> {
  Id: string;
  CreatedDate?: string | null;
  Projects?: ContactProject[];
  Contracts?: unknown[];
  ProjectId?: string | null;
}

/** A project of GET /api/app/project/readlist?lite=true (what the pickers need). */
export interface LiteProject {
  Id: string;
  Name: string;
  Status: number;
  CreatedDate?: string | null;
}

/** One answer of GET /api/app/address/suggest. */
export interface AddressSuggestion {
  Address: string;
  Unit: string;
  City: string;
  Province: string;
  PostalCode: string;
}

export const clientsKey = ['app', 'clients'] as const;
export const subcontractorsKey = ['app', 'subcontractors'] as const;
export const liteProjectsKey = ['app', 'projects', 'lite'] as const;

async function readList<T>(path: string, query: Record<string, string> | undefined, options: RequestOptions) {
  const data = dataOf(await get<T[] | null>(path, query, { toast: false, ...options }));
  return data ?? [];
}

/** The contractor's clients, by last name. The page shows a failure itself. */
export function useClients() {
  return useQuery({
    queryKey: clientsKey,
    queryFn: ({ signal }) => readList<Client>(contactsApi.clientList, undefined, { signal }),
  });
}

/** The contractor's sub-contractors, by business name. */
export function useSubcontractors() {
  return useQuery({
    queryKey: subcontractorsKey,
    queryFn: ({ signal }) => readList<Subcontractor>(contactsApi.subcontractorList, undefined, { signal }),
  });
}

/** The contractor's own projects without their contacts (the 'My Projects' picker). */
export function useLiteProjects(enabled: boolean) {
  return useQuery({
    queryKey: liteProjectsKey,
    queryFn: ({ signal }) =>
      readList<LiteProject>(contactsApi.projectList, { lite: 'true' }, { signal, toast: false }),
    enabled,
    staleTime: 0,
  });
}

const contactOrProjectKey = /project|client|subcontractor|contact/i;

/**
 * After a change to a project or a contact: every cached list of projects, clients or
 * sub-contractors (My Projects' too, whatever its key) reloads when next shown, the shown ones now.
 */
export function reloadContactsAndProjects(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey.some((part) => typeof part === 'string' && contactOrProjectKey.test(part)),
  });
}

/** "Jane Doe" of a first and a last name. */
export function fullName(first: string, last: string): string {
  return [first, last]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The address on one line: "12 Main St, Unit 4, Ottawa, Ontario K1A 0B1". */
export function addressLine(value: Pick<AddressSuggestion, keyof AddressSuggestion>): string {
  const region = [value.Province, value.PostalCode].filter((part) => part?.trim()).join(' ');
  return [value.Address, value.Unit, value.City, region].filter((part) => part?.trim()).join(', ');
}
