import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointData, EndpointInput, ProjectStatus } from '@tradepact/shared';
import { contactsApi, contractLifeApi, projectsApi, remindersApi } from '@tradepact/shared/api-routes';
import { call, dataOf, put, toQueryString, type RequestOptions } from '../../../lib/http';
import { refreshSubscriptionStatus } from '../../billing/useSubscriptionStatus';
import { isBeingSealed } from './contracts';
import { projectListLimits } from './text';

export type {
  ContractSummary as ProjectContract,
  PaymentReminder,
  Project,
  ProjectStatus,
  Subcontractor,
} from '@tradepact/shared';

/** One page of one status of the list, and how many projects that status has. */
export type ProjectPage = EndpointData<typeof projectsApi.page>;

export const projectListKey = ['app', 'projects', 'list'] as const;

/** GET readpage (docs/api/projects.md); the page shows a failure itself (error state with retry). */
export async function readProjectPage(
  status: ProjectStatus,
  pageIndex: number,
  options: RequestOptions = {},
): Promise<ProjectPage> {
  return dataOf(
    await call(
      projectsApi.page,
      { status, pageIndex, pageSize: projectListLimits.pageSize },
      { toast: false, ...options },
    ),
  );
}

/** How often a page showing a contract being sealed is read again. */
export const sealPollMs = 1500;

const sealing = (page: ProjectPage | undefined) =>
  page?.Rows.some((project) => project.Contracts.some((contract) => isBeingSealed(contract))) ?? false;

/**
 * Doc 2 §2: filtered by status, then paginated — by the server, so a long history costs nothing.
 * While a contract on the page is being sealed (every party signed, or a paper scan was just filed),
 * the page is read again every `sealPollMs` until it shows Signed (issue 29 §3).
 */
export function useProjectPage(status: ProjectStatus, pageIndex: number, enabled = true) {
  return useQuery({
    queryKey: [...projectListKey, status, pageIndex],
    queryFn: ({ signal }) => readProjectPage(status, pageIndex, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (sealing(query.state.data) ? sealPollMs : false),
    enabled,
  });
}

/** Re-reads the list (after a change). */
export function useReloadProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectListKey });
}

export const subcontractorListKey = ['app', 'subcontractors', 'list'] as const;

/** GET subcontractor/readlist, for picking an existing sub-contractor. */
export function useSubcontractorList(enabled: boolean) {
  return useQuery({
    queryKey: subcontractorListKey,
    queryFn: async ({ signal }) => dataOf(await call(contactsApi.subcontractorList, undefined, { signal })),
    enabled,
    staleTime: 0,
  });
}

export function createProject(body: { Name: string; Comments: string }) {
  return call(projectsApi.create, body);
}

export function updateProjectStatus(id: string, status: ProjectStatus) {
  return call(projectsApi.updateStatus, { id, status });
}

export function deleteProject(id: string) {
  return call(projectsApi.remove, [id]);
}

export function removeSubcontractorFromProject(subcontractorId: string, projectId: string) {
  return call(contactsApi.subcontractorRemoveFromProject, { subcontractorId, projectId });
}

/** The form on My Projects shows a refusal itself: no toast. */
export function createSubcontractorWithProject(
  body: EndpointInput<typeof contactsApi.subcontractorCreateWithProject>,
) {
  return call(contactsApi.subcontractorCreateWithProject, body, { toast: false });
}

export function updateSubcontractor(body: EndpointInput<typeof contactsApi.subcontractorUpdate>) {
  return call(contactsApi.subcontractorUpdate, body, { toast: false });
}

/**
 * A PUT whose id rides in the query, as doc 2 §7 writes resend and cancel: call() sends a PUT's input
 * as its body.
 */
function putById(path: string, id: string) {
  return put<null>(`${path}${toQueryString({ id })}`);
}

/**
 * Doc 2 §7: sends the contract again to those who have not signed; a refusal shows as a toast. The
 * account's figures are read again after it, as after every send.
 */
export async function resendContract(id: string) {
  const answer = await putById(contractLifeApi.resend.path, id);
  if (answer.Type === 200) refreshSubscriptionStatus();
  return answer;
}

/**
 * "Send a new link" (issue 32 §1): new links to those who have not signed, at the project's addresses
 * now; the links sent before stop working.
 */
export async function sendNewLinks(id: string) {
  const answer = await putById(contractLifeApi.newLinks.path, id);
  if (answer.Type === 200) refreshSubscriptionStatus();
  return answer;
}

/** Doc 2 §7: deletes a draft, or withdraws a sent contract (DECISIONS "What cancel means"). */
export function cancelContract(id: string) {
  return putById(contractLifeApi.cancel.path, id);
}

/** The earlier versions a contract amends, newest first (doc 2 §4 'Original Contracts'). */
export function useOriginals(id: string | null) {
  return useQuery({
    queryKey: ['app', 'contract', 'originals', id],
    queryFn: async ({ signal }) =>
      dataOf(await call(contractLifeApi.originals, { id: id ?? '' }, { signal, toast: false })),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** A signed contract's payment terms and their reminders (doc 2 §4, §9). */
export type TermReminders = EndpointData<typeof remindersApi.terms>;

const termRemindersKey = (id: string | null) => ['app', 'contract', 'termreminders', id] as const;

/** The reminder modal's terms; a refusal (not signed, no percentage or milestone terms) is its error. */
export function useTermReminders(id: string | null) {
  return useQuery({
    queryKey: termRemindersKey(id),
    queryFn: async ({ signal }) =>
      dataOf(await call(remindersApi.terms, { id: id ?? '' }, { signal, toast: false })),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Re-reads the terms of one contract's reminder modal (after a send, change or cancel). */
export function useReloadTermReminders(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: termRemindersKey(id) });
}

/** The modal shows refusals itself (doc 2 §8 'alert with Content'): no toast. */
export function sendTermReminder(body: EndpointInput<typeof remindersApi.send>) {
  return call(remindersApi.send, body, { toast: false });
}

export function updateTermReminder(body: EndpointInput<typeof remindersApi.update>) {
  return call(remindersApi.update, body, { toast: false });
}

/** Like resend and cancel, the reminder's id rides in the query of a PUT. */
export function cancelTermReminder(reminderId: string) {
  return put<null>(`${remindersApi.cancel.path}${toQueryString({ reminderId })}`, undefined, {
    toast: false,
  });
}
