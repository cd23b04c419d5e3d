import { addressOut } from '../../db/address.js';
import {
  calendarDateInSteady,
  projectSchema,
  timeZoneOf,
  type ContractSummary,
  type Project,
} from '@tradepact/shared';
import {
  clientDto,
  subcontractorDto,
  type ClientRow,
  type SubcontractorRow,
} from '../contacts/contacts.dto.js';
import type { ProjectRow } from './projects.repository.js';

export { projectSchema };
export type ProjectDto = Project;

/** What the owner's view adds to the project row. */
export interface OwnerProjectParts {
  ownerName: string;
  clients: ClientRow[];
  subcontractors: SubcontractorRow[];
  /** False once a contract of the project is signed. */
  deletable: boolean;
  contracts: ContractSummary[];
}

/** The owner's view: everything. */
export function ownerProjectDto(
  row: ProjectRow,
  { ownerName, clients, subcontractors, deletable, contracts }: OwnerProjectParts,
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
    CreatedDate: calendarDateInSteady(row.createdAt, timeZoneOf(row.province)),
    ...addressOut(row),
    IsDeletable: deletable,
    Client: { Phone: first?.phone ?? '', Email: first?.email ?? '', Contracts: [] },
    Clients: clients.map((client) => clientDto(client)),
    Subcontractors: subcontractors.map((subcontractor) => subcontractorDto(subcontractor)),
    Contracts: contracts,
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
    CreatedDate: calendarDateInSteady(row.createdAt, timeZoneOf(row.province)),
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
