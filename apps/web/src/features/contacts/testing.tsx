import { within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderFeatureRoutes } from '../../test/render';
import type { Client, Project, Subcontractor } from './api';

/** Test helpers of My Contacts and the project form (imported by *.test.tsx only). */

/** A valid UUID whose every hex digit is `digit` (version 4, variant 8). */
export function uuid(digit: string): string {
  const d = digit.repeat(12);
  return `${d.slice(0, 8)}-${d.slice(0, 4)}-4${d.slice(0, 3)}-8${d.slice(0, 3)}-${d}`;
}

export function aClient(overrides: Partial<Client> = {}): Client {
  return {
    Id: uuid('1'),
    BusinessName: '',
    FirstName: 'Jane',
    LastName: 'Doe',
    Name: [],
    SameAddress: false,
    Address: '12 Elm Street',
    Unit: '',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1A 0B1',
    Phone: '6135550123',
    Fax: '',
    Email: 'jane@example.com',
    Language: 'en',
    IsBusiness: false,
    CreatedDate: '2026-01-05',
    Projects: [],
    Contracts: [],
    ...overrides,
  };
}

export function aSubcontractor(overrides: Partial<Subcontractor> = {}): Subcontractor {
  return {
    Id: uuid('2'),
    Name: 'Sparks Electric',
    ContactFirstName: 'Sam',
    ContactLastName: 'Spark',
    Address: '5 Wire Road',
    Unit: '',
    City: 'Kingston',
    Province: 'Ontario',
    PostalCode: 'K7L 3N6',
    Fax: '',
    Phone: '6135550199',
    PhoneExtension: '',
    Email: 'sam@sparks.example',
    ContactPhone: '',
    ContactEmail: '',
    SamePhone: false,
    SameEmail: false,
    Language: 'en',
    CreatedDate: '2026-01-06',
    Projects: [],
    Contracts: [],
    ProjectId: null,
    ...overrides,
  };
}

/** One of the contractor's own projects as GET project/readlist?lite=true sends it: no contacts. */
export function aLiteProject(overrides: Partial<Project> = {}): Project {
  return {
    Id: uuid('a'),
    Name: 'Kitchen',
    Comments: '',
    Status: 0,
    IsOwner: true,
    OwnerName: 'Pat Renovations',
    Role: '',
    CreatedDate: '2026-02-01',
    Address: '1 Main Street',
    Unit: '',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1A 0B1',
    IsDeletable: true,
    Client: { Phone: '', Email: '', Contracts: [] },
    Clients: [],
    Subcontractors: [],
    Contracts: [],
    ...overrides,
  };
}

/** `routes` alone (no signed-in layout) with stand-ins for the pages they lead to, at `path`. */
export function renderPages(routes: RouteObject[], path: string, history: string[] = []) {
  return renderFeatureRoutes(
    [
      ...routes,
      { path: 'MyProjects', element: <h1>Projects list</h1> },
      { path: 'Start', element: <h1>Start page</h1> },
    ],
    [...history, path],
  );
}

/**
 * The input (or textarea) of the field labelled `label` inside `scope`. An Autocomplete's option list
 * is labelled by its field's label too, so a plain label query can find two elements.
 */
export function inputIn(scope: HTMLElement, label: string | RegExp): HTMLInputElement | HTMLTextAreaElement {
  const found = within(scope)
    .getAllByLabelText(label)
    .filter(
      (element): element is HTMLInputElement | HTMLTextAreaElement =>
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement,
    );
  if (found.length !== 1)
    throw new Error(`Expected one input labelled ${String(label)}, found ${found.length}`);
  return found[0] as HTMLInputElement | HTMLTextAreaElement;
}
