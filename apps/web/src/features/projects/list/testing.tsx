import { projectsRoutes } from '../routes';
import { envelope, jsonResponse, type FetchCall } from '../../../test/fetch';
import { renderFeatureRoutes } from '../../../test/render';
import { aClient } from '../../contacts/testing';
import type { Project, ProjectContract, Subcontractor } from './api';

/** Test helpers of My Projects (imported by *.test.tsx only). */

let counter = 0;

/** A UUID-looking id, different each call. */
export function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

/** An owner's current project with one client, as GET readlist answers it. */
export function ownerProject(overrides: Partial<Project> = {}): Project {
  return {
    Id: nextId(),
    Name: 'Kitchen renovation',
    Comments: '',
    Status: 0,
    IsOwner: true,
    OwnerName: 'Pat Renovations',
    Role: '',
    CreatedDate: '2026-03-02',
    Address: '12 Main Street',
    Unit: '4',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1A 0B1',
    IsDeletable: true,
    Client: { Phone: '6135550101', Email: 'jane@example.com', Contracts: [] },
    Clients: [aClient({ Id: nextId(), LastName: 'Client', Phone: '6135550101' })],
    Subcontractors: [],
    Contracts: [],
    ...overrides,
  };
}

/** Another contractor's project the user is a party to (read-only), as the server's party view sends it. */
export function partyProject(role: 'Client' | 'Sub-Contractor', overrides: Partial<Project> = {}): Project {
  return ownerProject({
    IsOwner: false,
    Role: role,
    OwnerName: 'Big Builders Inc',
    Comments: '',
    Address: '',
    Unit: '',
    City: '',
    Province: '',
    PostalCode: '',
    IsDeletable: false,
    Client: { Phone: '', Email: '', Contracts: [] },
    Clients: [],
    ...overrides,
  });
}

export function subcontractor(overrides: Partial<Subcontractor> = {}): Subcontractor {
  return {
    Id: nextId(),
    Name: 'Sparky Electric',
    ContactFirstName: 'Sam',
    ContactLastName: 'Sparks',
    Address: '5 Volt Road',
    Unit: '',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K2P 1L4',
    Fax: '',
    Phone: '6135550199',
    PhoneExtension: '',
    Email: 'sam@sparky.example',
    ContactPhone: '',
    ContactEmail: '',
    SamePhone: false,
    SameEmail: false,
    Language: 'en',
    CreatedDate: '2026-03-02',
    Projects: [],
    Contracts: [],
    ProjectId: null,
    ...overrides,
  };
}

/** The projects routes alone (no signed-in layout) at `path`, with stand-ins for where the page leads. */
export function renderProjects(path = '/MyProjects') {
  const stub = (text: string) => <h1>{text}</h1>;
  return renderFeatureRoutes(
    [
      ...projectsRoutes.filter((route) => route.path === 'MyProjects'),
      { path: 'Project/:id', element: stub('Project form') },
      { path: 'MakeClientContract/:id', element: stub('Client contract') },
      { path: 'MakeSubContract/:projectId/:subcontractorId', element: stub('Sub-contract') },
      { path: 'MyProfile/:tab', element: stub('Profile') },
      { path: 'EditClientContract/:id', element: stub('Edit client contract') },
      { path: 'EditSubContract/:id', element: stub('Edit sub-contract') },
    ],
    [path],
  );
}

/**
 * A stub of GET readpage over `projects` (or a function answering the current list): filters by the
 * call's status and pages by its pageIndex and pageSize, as the server does.
 */
export function pageOf(projects: Project[] | (() => Project[])) {
  return (call: FetchCall) => {
    const list = typeof projects === 'function' ? projects() : projects;
    const status = Number(call.url.searchParams.get('status') ?? 0);
    const pageIndex = Number(call.url.searchParams.get('pageIndex') ?? 1);
    const pageSize = Number(call.url.searchParams.get('pageSize') ?? 10);
    const matching = list.filter((project) => project.Status === status);
    const rows = matching.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
    return jsonResponse(envelope({ Rows: rows, Total: matching.length }));
  };
}

const contractor = {
  Type: 0,
  BusinessName: 'Pat Renovations',
  Name: 'Pat Smith',
  SignedTime: '2026-03-01T15:00:00Z',
};

const scopes = {
  draft: 'Paint the basement walls and ceiling, two coats.',
  partlySigned: 'Replace the kitchen cabinets and the quartz counters.',
  signed: 'Install twelve LED pot lights on two dimmers.',
  cancelled: 'Refinish the hardwood floors of the main level.',
};

/** A client contract as the project list serves it, with the flags its state allows. */
export function aContractSummary(
  state: 'draft' | 'partlySigned' | 'signed' | 'cancelled',
  overrides: Partial<ProjectContract> = {},
): ProjectContract {
  const Id = nextId();
  const pdf = `/api/app/contract/pdf?id=${Id}`;
  const base = {
    Id,
    Type: 1,
    CreatedDate: '2026-03-02',
    Number: 7,
    Revision: 0,
    PartyBViews: 0,
    SignatureUrl: null,
    IsExpired: false,
    Data: { ScopeOfServices: scopes[state] },
  };
  const byState: Record<typeof state, Partial<ProjectContract>> = {
    draft: {
      Status: 'Draft',
      IsEditable: true,
      IsResendable: false,
      IsDeletable: true,
      OrignalPdf: '',
      SignedPdf: '',
    },
    partlySigned: {
      Status: 'Sent',
      IsEditable: true,
      IsResendable: true,
      IsDeletable: true,
      OrignalPdf: pdf,
      SignedPdf: '',
      PartyBViews: 3,
      Parties: [
        contractor,
        { Type: 2, Name: 'Jane Doe', SignedTime: '2026-03-03T12:00:00Z' },
        { Type: 2, Name: 'John Doe', SignedTime: null },
      ],
    },
    signed: {
      Status: 'Signed',
      IsEditable: true,
      IsResendable: false,
      IsDeletable: false,
      OrignalPdf: pdf,
      SignedPdf: `/api/app/contract/signedpdf?id=${Id}`,
      Parties: [contractor, { Type: 2, Name: 'Jane Doe', SignedTime: '2026-03-03T12:00:00Z' }],
    },
    cancelled: {
      Status: 'Cancelled',
      IsEditable: false,
      IsResendable: false,
      IsDeletable: false,
      OrignalPdf: pdf,
      SignedPdf: '',
    },
  };
  return { ...base, Status: 'Draft', ...byState[state], ...overrides };
}
