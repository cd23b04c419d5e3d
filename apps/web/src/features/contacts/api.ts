import { useQuery, type QueryClient } from '@tanstack/react-query';
import { provinceName, type AddressSuggestion, type Client, type Language } from '@tradepact/shared';
import { contactsApi, projectsApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

export type { AddressSuggestion, Client, Project, Subcontractor } from '@tradepact/shared';

/** Doc 2 §9 and §2: contacts and project summaries are shown 5 at a time. */
export const contactsPageSize = 5;
/** Doc 2 §9: suggestions open 200 ms after the typing stops. */
export const autocompleteDelayMs = 200;
/** Doc 2 §9: the empty-contacts popup waits 500 ms after the lists load. */
export const emptyListsPopupDelayMs = 500;
/** The suggest call answers nothing for fewer characters (docs/api/projects.md). */
export const addressSuggestMinLength = 2;

/** A project a contact is in (`Projects` of a client or sub-contractor). */
export type ContactProject = Client['Projects'][number];

/** One more first and last name of a client. */
export type NamePair = Client['Name'][number];

export const clientsKey = ['app', 'clients'] as const;
export const subcontractorsKey = ['app', 'subcontractors'] as const;
export const liteProjectsKey = ['app', 'projects', 'lite'] as const;

/** The contractor's clients, by last name. The page shows a failure itself. */
export function useClients() {
  return useQuery({
    queryKey: clientsKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(contactsApi.clientList, undefined, { signal, toast: false })),
  });
}

/** The contractor's sub-contractors, by business name. */
export function useSubcontractors() {
  return useQuery({
    queryKey: subcontractorsKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(contactsApi.subcontractorList, undefined, { signal, toast: false })),
  });
}

/** The contractor's own projects without their contacts (the 'My Projects' picker). */
export function useLiteProjects(enabled: boolean) {
  return useQuery({
    queryKey: liteProjectsKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(projectsApi.list, { lite: 'true' }, { signal, toast: false })),
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

/** The address on one line, its province named in `language`: "12 Main St, Unit 4, Ottawa, Ontario K1A 0B1". */
export function addressLine(
  value: Pick<AddressSuggestion, keyof AddressSuggestion>,
  language: Language,
): string {
  const region = [value.Province && provinceName(value.Province, language), value.PostalCode]
    .filter((part) => part?.trim())
    .join(' ');
  return [value.Address, value.Unit, value.City, region].filter((part) => part?.trim()).join(', ');
}

/** Issue 18 §3: deletes clients, all or none. A refusal is shown as the error toast. */
export function deleteClients(ids: string[]) {
  return call(contactsApi.clientDelete, ids);
}

/** Issue 18 §3: deletes sub-contractors, all or none. A refusal is shown as the error toast. */
export function deleteSubcontractors(ids: string[]) {
  return call(contactsApi.subcontractorDelete, ids);
}
