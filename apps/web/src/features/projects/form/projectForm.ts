import {
  clientRules,
  clientShapeSchema,
  firstProjectProblem,
  normaliseContact,
  postalCodePattern,
  projectShapeSchema,
  type ClientForm,
  type EndpointInput,
  type Language,
} from '@tradepact/shared';
import type { projectsApi } from '@tradepact/shared/api-routes';
import { addressOf, type AddressValues } from '../../contacts/AddressFields';
import type { Client } from '../../contacts/api';
import { blurProblem, firstIssue, newRowKey } from '../../contacts/contactForm';
import { keyedPairs, pairsOut, type KeyedPair } from '../../contacts/NamePairs';
import type { Project } from './api';

/** The text fields of a client block (Fax is kept for an existing client, not shown). */
export type BlockText = Exclude<keyof ClientForm, 'Id' | 'Name' | 'SameAddress' | 'Language' | 'IsBusiness'>;

/** One 'Client/Homeowner N' block. `Id` is set when it is a client of My Contacts. */
export type ClientBlockValues = Record<BlockText, string> & {
  key: string;
  Id: string | null;
  SameAddress: boolean;
  Name: KeyedPair[];
  /** Null until the contractor picks one: the rule's then (useContactLanguage). */
  Language: Language | null;
  /** A business, not a consumer (issue 31 §1). */
  IsBusiness: boolean;
};

export type ProjectText = 'Name' | 'Comments' | keyof AddressValues;
export type ProjectValues = Record<ProjectText, string> & { Clients: ClientBlockValues[] };

/** A problem of the form: the path of its field ("Name", "Clients.1.Email") and its message key. */
export interface FormProblem {
  path: string;
  message: string;
}

/** What project/create takes (project/update takes it with the project's Id). */
export type ProjectBody = EndpointInput<typeof projectsApi.create>;

const blank = { Address: '', Unit: '', City: '', Province: '', PostalCode: '' };

export function emptyBlock(key = newRowKey('client')): ClientBlockValues {
  return {
    key,
    Id: null,
    BusinessName: '',
    FirstName: '',
    LastName: '',
    Name: [],
    SameAddress: false,
    ...blank,
    Phone: '',
    Fax: '',
    Email: '',
    Language: null,
    IsBusiness: false,
  };
}

/** A block holding a client of My Contacts (or of the project being edited). */
export function blockOf(client: Client, key = newRowKey('client')): ClientBlockValues {
  return {
    key,
    Id: client.Id,
    BusinessName: client.BusinessName,
    FirstName: client.FirstName,
    LastName: client.LastName,
    Name: keyedPairs(client.Name),
    SameAddress: client.SameAddress,
    Address: client.Address,
    Unit: client.Unit,
    City: client.City,
    Province: client.Province,
    PostalCode: client.PostalCode,
    Phone: client.Phone,
    Fax: client.Fax,
    Email: client.Email,
    Language: client.Language,
    IsBusiness: client.IsBusiness,
  };
}

/** The form of a new project (one empty block, or the preselected client) or of one to edit. */
/** What the quick-add modal carries to this form when its link is followed: what was typed there. */
export interface CarriedProject {
  Name: string;
  Comments: string;
}

/** The carried typing of a navigation's state, taking only strings: state can hold anything. */
export function carriedProject(state: unknown): Partial<CarriedProject> {
  const carried = (state as { carried?: Record<string, unknown> } | null)?.carried;
  if (!carried || typeof carried !== 'object') return {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return Object.fromEntries(
    Object.entries({ Name: text(carried.Name), Comments: text(carried.Comments) }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

export function valuesOf(project: Project | null, preselected: Client | null = null): ProjectValues {
  const clients = project?.Clients.length
    ? project.Clients.map((client) => blockOf(client))
    : [preselected ? blockOf({ ...preselected, SameAddress: false }) : emptyBlock()];
  const address: AddressValues = {
    Address: project?.Address ?? '',
    Unit: project?.Unit ?? '',
    City: project?.City ?? '',
    Province: project?.Province ?? '',
    PostalCode: project?.PostalCode ?? '',
  };
  return {
    Name: project?.Name ?? '',
    Comments: project?.Comments ?? '',
    ...address,
    Clients: clients.map((block) => followProject(block, address)),
  };
}

/** A block for the shared schema (the Id stays out of the checks: it goes with the call). */
function clientFormOf(block: ClientBlockValues) {
  const { key: _key, Name, Language, ...fields } = block;
  // A language not picked yet is left out, for the server's rule (the same the block shows).
  return { ...fields, Id: null, Name: pairsOut(Name), Language: Language ?? undefined };
}

/**
 * Doc 2 §5: the checks of Create/Save. The shared schema first (lengths, digits), then
 * `firstProjectProblem` on the normalised form: the project name, then each block's first name,
 * last name, email and phone (and their formats). Answers the problem, or the body of the call.
 */
export function checkProject(
  values: ProjectValues,
): { problem: FormProblem; body?: undefined } | { problem?: undefined; body: ProjectBody } {
  const { Clients, ...project } = values;
  const parsed = projectShapeSchema.safeParse({ ...project, Id: null, Clients: Clients.map(clientFormOf) });
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    return { problem: issue ?? { path: 'Name', message: 'projectFormNameRequired' } };
  }
  const form = {
    ...normaliseContact(parsed.data),
    Clients: parsed.data.Clients.map((client) => ({
      ...normaliseContact(client),
      Name: client.Name.map((pair) => normaliseContact(pair)),
    })),
  };
  const found = firstProjectProblem(form);
  if (found) {
    const path = found.client === undefined ? found.field : `Clients.${found.client}.${found.field}`;
    return { problem: { path, message: found.message } };
  }
  const { Id: _id, Clients: clients, ...fields } = form;
  return {
    body: {
      ...fields,
      Clients: clients.map(({ Id: _clientId, ...client }, index) => {
        const id = Clients[index]?.Id;
        return id ? { ...client, Id: id } : client;
      }),
    },
  };
}

/** On blur: the format of a filled field of a block (the required checks wait for Create/Save). */
export function blockFieldProblem(block: ClientBlockValues, field: BlockText): string | undefined {
  const parsed = clientShapeSchema.safeParse(clientFormOf(block));
  if (!parsed.success) return undefined;
  return blurProblem(clientRules, normaliseContact(parsed.data), field);
}

/** On blur: the project's postal code, when filled. */
export function projectPostalCodeProblem(value: string): string | undefined {
  return value.trim() && !postalCodePattern.test(value.trim()) ? 'profilePostalCodeInvalid' : undefined;
}

/** The block with the project's address written in (while 'Address Same As Above' is ticked). */
export function followProject(block: ClientBlockValues, project: AddressValues): ClientBlockValues {
  return block.SameAddress ? { ...block, ...addressOf(project) } : block;
}
