import { addressOut } from '../../db/address.js';
import { z } from 'zod';
import { formatDate } from '@tradepact/shared';
import {
  clientDto,
  clientSchema,
  subcontractorDto,
  subcontractorSchema,
  type ClientRow,
  type SubcontractorRow,
} from '../contacts/contacts.dto.js';
import type { ProjectRow } from './projects.repository.js';

export const projectSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  Comments: z.string(),
  Status: z.number().int(),
  IsOwner: z.boolean(),
  OwnerName: z.string(),
  Role: z.enum(['', 'Client', 'Sub-Contractor']),
  CreatedDate: z.string(),
  Address: z.string(),
  Unit: z.string(),
  City: z.string(),
  Province: z.string(),
  PostalCode: z.string(),
  IsDeletable: z.boolean(),
  Client: z.object({ Phone: z.string(), Email: z.string(), Contracts: z.array(z.unknown()) }),
  Clients: z.array(clientSchema),
  Subcontractors: z.array(subcontractorSchema),
  Contracts: z.array(z.unknown()),
});
export type ProjectDto = z.infer<typeof projectSchema>;

/** What the owner's view adds to the project row. */
export interface OwnerProjectParts {
  ownerName: string;
  clients: ClientRow[];
  subcontractors: SubcontractorRow[];
  /** False once a contract of the project is signed. */
  deletable: boolean;
}

/** The owner's view: everything. */
export function ownerProjectDto(
  row: ProjectRow,
  { ownerName, clients, subcontractors, deletable }: OwnerProjectParts,
): ProjectDto {
  const first = clients[0];
  return {
    Id: row.id,
    Name: row.name,
    Comments: row.comments,
    Status: row.status,
    IsOwner: true,
    OwnerName: ownerName,
    Role: '',
    CreatedDate: formatDate(row.createdAt),
    ...addressOut(row),
    IsDeletable: deletable,
    Client: { Phone: first?.phone ?? '', Email: first?.email ?? '', Contracts: [] },
    Clients: clients.map((client) => clientDto(client)),
    Subcontractors: subcontractors.map((subcontractor) => subcontractorDto(subcontractor)),
    Contracts: [],
  };
}

/** A client's or sub-contractor's view of someone else's project: who manages it and their role, no more. */
export function partyProjectDto(
  row: ProjectRow,
  ownerName: string,
  role: 'Client' | 'Sub-Contractor',
): ProjectDto {
  return {
    Id: row.id,
    Name: row.name,
    Comments: '',
    Status: row.status,
    IsOwner: false,
    OwnerName: ownerName,
    Role: role,
    CreatedDate: formatDate(row.createdAt),
    Address: '',
    Unit: '',
    City: '',
    Province: '',
    PostalCode: '',
    IsDeletable: false,
    Client: { Phone: '', Email: '', Contracts: [] },
    Clients: [],
    Subcontractors: [],
    Contracts: [],
  };
}
