import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubcontractorForm } from '@tradepact/shared';
import { dataOf, del, get, post, put, type RequestOptions } from '../../../lib/http';
import type { Subcontractor as ContactSubcontractor } from '../../contacts/api';
import { projectListLimits } from './text';

/** The calls of docs/api/projects.md that My Projects makes. */
export const projectListApi = {
  readPage: '/api/app/project/readpage',
  create: '/api/app/project/create',
  updateStatus: '/api/app/project/updatestatus',
  remove: '/api/app/project/delete',
  subcontractorList: '/api/app/subcontractor/readlist',
  subcontractorCreateWithProject: '/api/app/subcontractor/createwithproject',
  subcontractorUpdate: '/api/app/subcontractor/update',
  subcontractorRemoveFromProject: '/api/app/subcontractor/deletefromproject',
} as const;

/** Doc 2 §4: 0 current, 1 archived/finished, 2 pending. */
export type ProjectStatus = 0 | 1 | 2;

/** A party of a contract (type 0 the owner, type 2 a client). */
export interface ContractParty {
  Type: number;
  BusinessName?: string;
  SignedTime?: string | null;
}

/** A contract as project lists show it (doc 2 §3). Contracts do not exist yet: the lists are empty. */
export interface ProjectContract {
  Id: string;
  OriginalId?: string | null;
  /** 'Draft', 'Signed', anything else: sent and not signed. */
  Status: string;
  /** 0 a sub-contractor contract, anything else a client contract. */
  Type: number;
  CreatedDate?: string | null;
  SignatureUrl?: string | null;
  IsExpired?: boolean;
  Parties?: ContractParty[];
  Data?: { ScopeOfServices?: string } | null;
}

export interface ProjectClient {
  Id: string;
  BusinessName: string;
  FirstName: string;
  LastName: string;
  Phone: string;
  Email: string;
}

/** The Subcontractor object of the contract, with the contracts My Projects reads. */
export interface Subcontractor extends Omit<ContactSubcontractor, 'Contracts'> {
  Contracts?: ProjectContract[];
  ProjectId?: string | null;
}

/** The Project object of the contract, newest first in the list. */
export interface Project {
  Id: string;
  Name: string;
  Comments: string;
  Status: ProjectStatus;
  IsOwner: boolean;
  OwnerName: string;
  /** '' for the owner, else 'Client' or 'Sub-Contractor'. */
  Role: string;
  CreatedDate: string | null;
  Address: string;
  Unit: string;
  City: string;
  Province: string;
  PostalCode: string;
  IsDeletable: boolean;
  Client?: { Phone?: string; Email?: string; Contracts?: ProjectContract[] } | null;
  Clients: ProjectClient[];
  Subcontractors: Subcontractor[];
  Contracts: ProjectContract[];
}

export const projectListKey = ['app', 'projects', 'list'] as const;

/** One page of one status of the list, and how many projects that status has. */
export interface ProjectPage {
  Rows: Project[];
  Total: number;
}

/** GET readpage (docs/api/projects.md); the page shows a failure itself (error state with retry). */
export async function readProjectPage(
  status: ProjectStatus,
  pageIndex: number,
  options: RequestOptions = {},
): Promise<ProjectPage> {
  const page = dataOf(
    await get<ProjectPage | null>(
      projectListApi.readPage,
      { status, pageIndex, pageSize: projectListLimits.pageSize },
      { toast: false, ...options },
    ),
  );
  return page ?? { Rows: [], Total: 0 };
}

/** Doc 2 §2: filtered by status, then paginated — by the server, so a long history costs nothing. */
export function useProjectPage(status: ProjectStatus, pageIndex: number, enabled = true) {
  return useQuery({
    queryKey: [...projectListKey, status, pageIndex],
    queryFn: ({ signal }) => readProjectPage(status, pageIndex, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
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
    queryFn: async ({ signal }) =>
      dataOf(await get<Subcontractor[] | null>(projectListApi.subcontractorList, undefined, { signal })) ??
      [],
    enabled,
    staleTime: 0,
  });
}

export function createProject(body: { Name: string; Comments: string }) {
  return post<Project | null>(projectListApi.create, body);
}

export function updateProjectStatus(id: string, status: ProjectStatus) {
  return put<null>(projectListApi.updateStatus, { id, status });
}

export function deleteProject(id: string) {
  return del<null>(projectListApi.remove, [id]);
}

export function removeSubcontractorFromProject(subcontractorId: string, projectId: string) {
  return put<null>(projectListApi.subcontractorRemoveFromProject, { subcontractorId, projectId });
}

/** The sub-contractor form as sent (the shared shape, ids as strings or null). */
export type SubcontractorBody = Omit<SubcontractorForm, 'Id' | 'ProjectId'> & {
  Id?: string | null;
  ProjectId?: string | null;
};

/** The form on My Projects shows a refusal itself: no toast. */
export function createSubcontractorWithProject(body: SubcontractorBody) {
  return post<Subcontractor | null>(projectListApi.subcontractorCreateWithProject, body, { toast: false });
}

export function updateSubcontractor(body: SubcontractorBody) {
  return put<Subcontractor | null>(projectListApi.subcontractorUpdate, body, { toast: false });
}
