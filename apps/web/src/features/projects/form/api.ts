import { useQuery } from '@tanstack/react-query';
import { dataOf, get } from '../../../lib/http';
import type { Client, Subcontractor } from '../../contacts/api';

/** The calls of docs/api/projects.md that the project/client form makes. */
export const projectFormApi = {
  read: '/api/app/project/read',
  create: '/api/app/project/create',
  update: '/api/app/project/update',
} as const;

/** The Project object of the contract, as GET /api/app/project/read answers it. */
export interface ProjectDetail {
  Id: string;
  Name: string;
  Comments: string;
  /** 0 current, 1 archived, 2 pending. */
  Status: number;
  IsOwner: boolean;
  OwnerName?: string;
  Role?: string;
  CreatedDate?: string | null;
  Address: string;
  Unit: string;
  City: string;
  Province: string;
  PostalCode: string;
  IsDeletable?: boolean;
  Clients: Client[];
  Subcontractors?: Subcontractor[];
  Contracts?: unknown[];
}

export const projectKey = (id: string) => ['app', 'project', id] as const;

/** One project to edit. The page shows a failure itself. */
export function useProject(id: string | null) {
  return useQuery({
    queryKey: projectKey(id ?? ''),
    queryFn: async ({ signal }) => {
      const project = dataOf(
        await get<ProjectDetail | null>(projectFormApi.read, { id }, { signal, toast: false }),
      );
      if (!project) throw new Error('The project answer was empty.');
      return project;
    },
    enabled: id !== null,
    staleTime: 0,
    // The form holds the user's edits; a background refetch must not look like it reset them.
    refetchOnWindowFocus: false,
  });
}
