import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  addDays,
  contractFormSchema,
  defaultTemplateId,
  formatDay,
  todayIn,
  type ContractFormInput,
  type Project,
  type SendRecipient,
} from '@tradepact/shared';
import { contractsApi, profileApi, projectsApi, templatesApi } from '@tradepact/shared/api-routes';
import { envelope, jsonResponse, stubApi, type FetchCall, type RouteHandler } from '../../../test/fetch';
import { aClient, aSubcontractor, renderPages, uuid } from '../../contacts/testing';
import { completeBusiness, storedSignatureId } from '../../profile/testing';
import { contractsRoutes } from '../routes';
import type { ContractDetail, CustomTerm, DefaultTerm } from './api';
import { previewPdfPath } from './api';

export const projectId = uuid('7');
export const subcontractorId = uuid('2');
export const contractId = uuid('c');
export const templateId = uuid('e');

/** Dates relative to today in the project's province, as the builder computes them. */
export const today = todayIn('Ontario');
export const commencement = addDays(today, 10);
export const completion = addDays(today, 40);
/** What getexpiredtime answers for `commencement`. */
export const serverExpiry = addDays(today, 9);

export function aProject(overrides: Partial<Project> = {}): Project {
  const client = aClient();
  return {
    Id: projectId,
    Name: 'Kitchen renovation',
    Comments: '',
    Status: 0,
    IsOwner: true,
    OwnerName: 'Pat Renovations',
    Role: '',
    CreatedDate: '2026-02-01',
    Address: '1 Main Street',
    Unit: '4',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1A 0B1',
    IsDeletable: true,
    Client: { Phone: client.Phone, Email: client.Email, Contracts: [] },
    Clients: [client],
    Subcontractors: [aSubcontractor({ Id: subcontractorId })],
    Contracts: [],
    ...overrides,
  };
}

/** Who the preview says Send asks to sign: one with a mobile the text goes to, one without. */
export const recipients: SendRecipient[] = [
  { Name: 'Sarah Okafor', BusinessName: '', Email: 'sarah@example.com', Mobile: '6475550199' },
  { Name: 'Raj Patel', BusinessName: 'Patel Holdings', Email: 'raj@example.com', Mobile: '' },
];

export const defaultTerms: DefaultTerm[] = [
  { Text: '<p>Payment is due within 15 days of each invoice.</p>', Video: 'https://videos.example/late.mp4' },
  { Text: '<p>Changes to the scope are agreed in writing.</p>', Video: '' },
];

export function aTemplate(overrides: Partial<CustomTerm> = {}): CustomTerm {
  return {
    Id: templateId,
    Tag: 'My kitchen terms',
    Terms: ['<p>Site is left broom clean daily.</p>', '<p>Warranty of one year on labour.</p>'],
    Type: 1,
    Language: 'en',
    CreatedDate: '2026-03-01',
    UpdatedDate: '2026-03-01',
    IsChanged: false,
    UsageCount: 2,
    ...overrides,
  };
}

export function aContract(
  overrides: Partial<ContractDetail> = {},
  data: ContractFormInput = {},
): ContractDetail {
  return {
    Id: contractId,
    ProjectId: projectId,
    SubContractorId: null,
    Type: 1,
    Status: 'Draft',
    Number: 7,
    Revision: 0,
    Token: 'stored-draft-key',
    Data: contractFormSchema.parse({
      CommencementDate: commencement,
      CompletionDate: completion,
      ScopeOfServices: 'Replace the kitchen cabinets.',
      Payment: { TotalCost: 12000, Deposit: 2000, DepositDate: addDays(today, 1), Mode: 'date' },
      Terms: ['<p>Stored clause one.</p>', '<p>Stored clause two.</p>'],
      TermsId: defaultTemplateId,
      ...data,
    }),
    Attachments: [],
    ExpiredTime: `${serverExpiry}T00:00:00`,
    CreatedDate: '2026-03-02',
    UpdatedDate: '2026-03-02',
    ...overrides,
  };
}

export interface ServerSetup {
  project?: Project;
  contract?: ContractDetail;
  templates?: CustomTerm[];
  signature?: string;
  routes?: Record<string, RouteHandler | unknown>;
}

/** The builder's API as the server answers it; `routes` replace or add answers. */
export function builderServer({
  project = aProject(),
  contract = aContract(),
  templates = [aTemplate()],
  signature = storedSignatureId,
  routes = {},
}: ServerSetup = {}) {
  return stubApi({
    [`GET ${profileApi.read.path}`]: envelope(completeBusiness({ Signature: signature })),
    [`GET ${projectsApi.read.path}`]: envelope(project),
    [`GET ${contractsApi.read.path}`]: envelope(contract),
    [`GET ${templatesApi.readList.path}`]: envelope(templates),
    [`GET ${contractsApi.defaultTerms.path}`]: envelope(defaultTerms),
    [`GET ${contractsApi.expiredTime.path}`]: envelope(serverExpiry),
    // The template saved as sent.
    [`PUT ${templatesApi.update.path}`]: (call: FetchCall) =>
      jsonResponse(envelope({ ...aTemplate(), ...(call.body as Partial<CustomTerm>) })),
    [`POST ${templatesApi.updateWithPost.path}`]: (call: FetchCall) =>
      jsonResponse(envelope({ ...aTemplate(), ...(call.body as Partial<CustomTerm>) })),
    [`POST ${contractsApi.saveDraft.path}`]: envelope({ Id: contractId, Token: 'answered-key' }),
    [`POST ${contractsApi.preview.path}`]: envelope({
      Body: '<h1>Service Agreement</h1>',
      Recipients: recipients,
    }),
    [`POST ${previewPdfPath}`]: () =>
      new Response(new TextEncoder().encode('%PDF-1.7'), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Contract 12.pdf"',
        },
      }),
    ...routes,
  });
}

/** The builder at `path`, opened from a page before it (Cancel and OK go back there). */
export function renderBuilder(path: string) {
  return renderPages(
    [...contractsRoutes, { path: 'MyProfile/:tab', element: <h1>Signature tab</h1> }],
    path,
    ['/Start'],
  );
}

export const dateInput = (label: RegExp) => screen.getByRole('textbox', { name: label });

/** A day (YYYY-MM-DD) as an English page's date field shows it: "November 28, 2026". */
export const shownDay = (day: string) => formatDay(day, 'en-CA');

/** Puts a date in a date field (as pasted: one input event), then closes its calendar. */
export async function typeDate(user: UserEvent, label: RegExp, date: string) {
  await pasteInto(user, dateInput(label), date);
  await user.keyboard('{Escape}');
}

/** Replaces a field's text as a paste does. */
export async function pasteInto(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** Fills what Save As Draft needs: dates, scope and the total. */
export async function fillForDraft(user: UserEvent, { scopeLabel = /^Scope of Services/ } = {}) {
  await typeDate(user, /^Commencement Date/, commencement);
  await typeDate(user, /^Completion Date/, completion);
  await pasteInto(user, screen.getByRole('textbox', { name: scopeLabel }), 'Install new cabinets.');
  await pasteInto(user, screen.getByRole('textbox', { name: /^Total Cost/ }), '10000');
}

/** Fills what Review needs too: the deposit pays it all, so nothing remains. */
export async function fillForReview(user: UserEvent, options?: { scopeLabel?: RegExp }) {
  await fillForDraft(user, options);
  await pasteInto(user, screen.getByRole('textbox', { name: /^Deposit$/ }), '10000');
}

/** The open dialog named `name` (a popup titled with its message). */
export const dialogNamed = (name: string | RegExp) => screen.findByRole('dialog', { name });

export async function pressOk(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

/** The form, once everything it needs has loaded. */
export const builderForm = () => screen.findByRole('form', { name: 'Contract' });

export const actions = () => screen.getByRole('group', { name: 'Contract actions' });
