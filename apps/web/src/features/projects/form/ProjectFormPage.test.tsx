import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { emptyId, en } from '@tradepact/shared';
import { contactsApi, projectsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStored } from '../../../lib/storage';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../../test/fetch';
import { aUserInfo, storeSignedInSession } from '../../../test/session';
import { aClient, inputIn, renderPages, uuid } from '../../contacts/testing';
import type { Project } from './api';
import { AddProjectModal } from '../list/AddProjectModal';
import { ProjectFormPage } from './ProjectFormPage';

const routes = [{ path: 'Project/:id?', element: <ProjectFormPage /> }];
const projectId = uuid('7');

/** The owner's project as project/read sends it: the first client's phone and email also in `Client`. */
function aProject(overrides: Partial<Project> = {}): Project {
  const client = aClient();
  return {
    Id: projectId,
    Name: 'Kitchen renovation',
    Comments: 'Second floor',
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
    Client: { Phone: client.Phone, Email: client.Email, Contracts: [] },
    Clients: [client],
    Subcontractors: [],
    Contracts: [],
    ...overrides,
  };
}

/** The API of the form: the project read, the client list, and saves answered like the server. */
function server({ project = aProject(), clients = [aClient()] } = {}) {
  return stubApi({
    [`GET ${projectsApi.read.path}`]: envelope(project),
    [`GET ${contactsApi.clientList.path}`]: envelope(clients),
    [`POST ${projectsApi.create.path}`]: envelope(project, 200, en.projectCreated),
    [`PUT ${projectsApi.update.path}`]: envelope(project, 200, en.projectSaved),
  });
}

const projectSection = () => screen.getByRole('region', { name: 'Project' });
const block = (number: number) => screen.getByRole('region', { name: `Client/Homeowner ${number}` });
const alertText = async () => (await screen.findByRole('alert')).textContent;

async function chooseProvince(user: UserEvent, scope: HTMLElement, province: string) {
  await user.click(inputIn(scope, /^Province/));
  await user.click(await within(scope).findByRole('option', { name: province }));
}

describe('project/client form', { timeout: 40_000 }, () => {
  beforeEach(() => {
    notifications.clean();
    storeSignedInSession();
  });

  it('is titled Add New Client/Project for /Project and the all-zero id, and Edit Client/Project for a project', async () => {
    server();
    const first = renderPages(routes, '/Project');
    expect(await screen.findByRole('heading', { name: en.projectFormAddTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(inputIn(block(1), /^First Name/)).toHaveValue('');
    first.unmount();

    const second = renderPages(routes, `/Project/${emptyId}`);
    expect(await screen.findByRole('heading', { name: en.projectFormAddTitle })).toBeInTheDocument();
    second.unmount();

    const api = server();
    renderPages(routes, `/Project/${projectId}`);
    expect(await screen.findByRole('heading', { name: en.projectFormEditTitle })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Project Title/)).toHaveValue('Kitchen renovation');
    expect(inputIn(block(1), /^Email/)).toHaveValue('jane@example.com');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(api.callsTo('GET', projectsApi.read.path)[0]?.url.searchParams.get('id')).toBe(projectId);
  });

  it('marks the first missing field invalid with its message under it, and scrolls it to the middle of the screen', async () => {
    const user = userEvent.setup();
    const scrolled: { field: Element; options: unknown }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      scrolled.push({ field: this, options });
    });
    server({ clients: [] });
    renderPages(routes, '/Project');
    await user.type(inputIn(document.body, /^Project Title/), 'Deck');
    await user.click(await screen.findByRole('button', { name: 'Create' }));

    const first = inputIn(block(1), /^First Name/);
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(expect.stringContaining(en.profileFirstNameRequired));
    expect(scrolled).toEqual([{ field: first, options: { block: 'center' } }]);
    vi.restoreAllMocks();
  });

  it('stops at the first missing field in the spec’s order: project name, then first name, last name, email, phone', async () => {
    const user = userEvent.setup();
    const api = server({ clients: [] });
    renderPages(routes, '/Project');
    const create = await screen.findByRole('button', { name: 'Create' });

    await user.click(create);
    expect(await alertText()).toBe(en.projectFormNameRequired);
    await waitFor(() => expect(inputIn(document.body, /^Project Title/)).toHaveFocus());

    await user.type(inputIn(document.body, /^Project Title/), 'Deck');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(create);
    expect(await alertText()).toBe(en.profileFirstNameRequired);
    await waitFor(() => expect(inputIn(block(1), /^First Name/)).toHaveFocus());

    await user.type(inputIn(block(1), /^First Name/), 'Jane');
    await user.click(create);
    expect(await alertText()).toBe(en.profileLastNameRequired);

    await user.type(inputIn(block(1), /^Last Name/), 'Doe');
    await user.click(create);
    expect(await alertText()).toBe(en.contactEmailRequired);

    await user.type(inputIn(block(1), /^Email/), 'jane@example.com');
    await user.click(create);
    expect(await alertText()).toBe(en.contactPhoneRequired);
    await waitFor(() => expect(inputIn(block(1), /^Phone/)).toHaveFocus());

    expect(api.callsTo('POST', projectsApi.create.path)).toHaveLength(0);
  });

  it('checks each client block in turn: the second block’s first name after a complete first block', async () => {
    const user = userEvent.setup();
    server({ clients: [] });
    renderPages(routes, '/Project');
    await user.type(await screen.findByLabelText(/^Project Title/), 'Deck');
    await user.type(inputIn(block(1), /^First Name/), 'Jane');
    await user.type(inputIn(block(1), /^Last Name/), 'Doe');
    await user.type(inputIn(block(1), /^Email/), 'jane@example.com');
    await user.type(inputIn(block(1), /^Phone/), '6135550123');
    await user.click(screen.getByRole('button', { name: 'Add Client/Homeowner' }));

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await alertText()).toBe(en.profileFirstNameRequired);
    await waitFor(() => expect(inputIn(block(2), /^First Name/)).toHaveFocus());
  });

  it('adds and removes client blocks (the last one holds the add button) and name pairs', async () => {
    const user = userEvent.setup();
    server({ clients: [] });
    renderPages(routes, '/Project');
    await screen.findByRole('region', { name: 'Client/Homeowner 1' });
    expect(screen.queryByRole('button', { name: 'Delete Client/Homeowner 1' })).not.toBeInTheDocument();

    await user.click(within(block(1)).getByRole('button', { name: 'Add Client/Homeowner' }));
    expect(block(2)).toBeInTheDocument();
    expect(within(block(1)).queryByRole('button', { name: 'Add Client/Homeowner' })).not.toBeInTheDocument();
    expect(within(block(2)).getByRole('button', { name: 'Add Client/Homeowner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Client/Homeowner 1' })).toBeInTheDocument();

    await user.type(inputIn(block(2), /^First Name/), 'Second');
    await user.click(screen.getByRole('button', { name: 'Delete Client/Homeowner 1' }));
    expect(screen.queryByRole('region', { name: 'Client/Homeowner 2' })).not.toBeInTheDocument();
    expect(inputIn(block(1), /^First Name/)).toHaveValue('Second');
    expect(screen.queryByRole('button', { name: /^Delete Client\/Homeowner/ })).not.toBeInTheDocument();

    await user.click(within(block(1)).getByRole('button', { name: 'Add another name' }));
    await user.click(within(block(1)).getByRole('button', { name: 'Add another name' }));
    expect(inputIn(block(1), 'Additional First Name 1')).toBeInTheDocument();
    expect(inputIn(block(1), 'Additional Last Name 2')).toBeInTheDocument();
    await user.type(inputIn(block(1), 'Additional First Name 2'), 'Kept');

    await user.click(within(block(1)).getByRole('button', { name: 'Remove additional name 1' }));
    expect(within(block(1)).queryByLabelText('Additional First Name 2')).not.toBeInTheDocument();
    expect(inputIn(block(1), 'Additional First Name 1')).toHaveValue('Kept');
  });

  it('copies the project address into a block with Address Same As Above, and keeps it following', async () => {
    const user = userEvent.setup();
    server({ clients: [] });
    renderPages(routes, '/Project');
    const project = await screen.findByRole('region', { name: 'Project' });
    await user.type(inputIn(project, 'Address'), '1 Main Street');
    await user.type(inputIn(project, /^Unit/), '4');
    await user.type(inputIn(project, /^City/), 'Ottawa');
    await chooseProvince(user, projectSection(), 'Ontario');
    await user.type(inputIn(project, /^Postal Code/), 'k1a0b1');
    await user.tab();
    expect(inputIn(project, /^Postal Code/)).toHaveValue('K1A 0B1');

    await user.click(within(block(1)).getByRole('checkbox', { name: en.projectFormSameAddress }));

    const client = block(1);
    expect(inputIn(client, 'Address')).toHaveValue('1 Main Street');
    expect(inputIn(client, /^Unit/)).toHaveValue('4');
    expect(inputIn(client, /^City/)).toHaveValue('Ottawa');
    expect(inputIn(client, /^Province/)).toHaveValue('Ontario');
    expect(inputIn(client, /^Postal Code/)).toHaveValue('K1A 0B1');

    await user.clear(inputIn(project, /^City/));
    await user.type(inputIn(project, /^City/), 'Nepean');
    expect(inputIn(client, /^City/)).toHaveValue('Nepean');

    await user.click(within(client).getByRole('checkbox', { name: en.projectFormSameAddress }));
    await user.clear(inputIn(project, /^City/));
    await user.type(inputIn(project, /^City/), 'Orleans');
    expect(inputIn(client, /^City/)).toHaveValue('Nepean');
  });

  it('creates the project with its Clients, toasts the server’s message and goes to /MyProjects', async () => {
    const user = userEvent.setup();
    const api = server({ clients: [] });
    const { router } = renderPages(routes, '/Project');
    await user.type(await screen.findByLabelText(/^Project Title/), '  Deck  ');
    await user.type(inputIn(document.body, /^Comments/), 'Cedar');
    const first = block(1);
    await user.type(inputIn(first, /^Business Name/), 'Doe Holdings');
    await user.type(inputIn(first, /^First Name/), 'Jane');
    await user.type(inputIn(first, /^Last Name/), 'Doe');
    await user.click(within(first).getByRole('button', { name: 'Add another name' }));
    await user.type(inputIn(first, 'Additional First Name 1'), 'John');
    await user.type(inputIn(first, 'Additional Last Name 1'), 'Doe');
    await user.type(inputIn(first, /^Phone/), '613-555-0123');
    await user.type(inputIn(first, /^Email/), 'Jane@Example.com');
    await user.type(inputIn(first, /^Postal Code/), 'k2p1l4');
    await user.click(screen.getByRole('button', { name: 'Add Client/Homeowner' }));
    const second = block(2);
    await user.type(inputIn(second, /^First Name/), 'Max');
    await user.type(inputIn(second, /^Last Name/), 'Roe');
    await user.type(inputIn(second, /^Phone/), '6135550188');
    await user.type(inputIn(second, /^Email/), 'max@example.com');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProjects'));
    expect(await screen.findByText(en.projectCreated)).toBeInTheDocument();
    const [call] = api.callsTo('POST', projectsApi.create.path);
    const body = call?.body as Record<string, unknown> & { Clients: Record<string, unknown>[] };
    expect(body).toMatchObject({ Name: 'Deck', Comments: 'Cedar', Address: '', PostalCode: '' });
    expect(body).not.toHaveProperty('Id');
    expect(body.Clients).toHaveLength(2);
    expect(body.Clients[0]).toMatchObject({
      BusinessName: 'Doe Holdings',
      FirstName: 'Jane',
      LastName: 'Doe',
      Name: [{ FirstName: 'John', LastName: 'Doe' }],
      Phone: '6135550123',
      Email: 'jane@example.com',
      PostalCode: 'K2P 1L4',
      SameAddress: false,
    });
    expect(body.Clients[0]).not.toHaveProperty('Id');
    expect(body.Clients[1]).toMatchObject({ FirstName: 'Max', LastName: 'Roe', Name: [] });
  });

  it('saves an edited project with its Id and each existing client’s Id', async () => {
    const user = userEvent.setup();
    const api = server();
    const { router } = renderPages(routes, `/Project/${projectId}`);
    const name = await screen.findByLabelText(/^Project Title/);
    await user.clear(name);
    await user.type(name, 'Kitchen and bath');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProjects'));
    expect(await screen.findByText(en.projectSaved)).toBeInTheDocument();
    const body = api.callsTo('PUT', projectsApi.update.path)[0]?.body as {
      Id: string;
      Name: string;
      Clients: { Id?: string }[];
    };
    expect(body.Id).toBe(projectId);
    expect(body.Name).toBe('Kitchen and bath');
    expect(body.Clients[0]?.Id).toBe(uuid('1'));
  });

  it('sends each client block’s business switch, on as the contractor set it', async () => {
    const user = userEvent.setup();
    const api = server();
    const { router } = renderPages(routes, `/Project/${projectId}`);
    const business = await within(
      await screen.findByRole('region', { name: 'Client/Homeowner 1' }),
    ).findByRole('switch', { name: 'This client is a business (not a consumer)' });
    expect(business).not.toBeChecked();

    await user.click(business);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProjects'));
    const body = api.callsTo('PUT', projectsApi.update.path)[0]?.body as {
      Clients: { Id?: string; IsBusiness?: boolean }[];
    };
    expect(body.Clients[0]).toMatchObject({ Id: uuid('1'), IsBusiness: true });
  });

  it('preselects the client of ?client= in the first block of a new project and sends its Id', async () => {
    const user = userEvent.setup();
    const other = aClient({ Id: uuid('3'), FirstName: 'Ann', LastName: 'Other', Email: 'ann@example.com' });
    const api = server({ clients: [other, aClient()] });
    renderPages(routes, `/Project?client=${uuid('1')}`);

    const first = await screen.findByRole('region', { name: 'Client/Homeowner 1' });
    expect(inputIn(first, /^First Name/)).toHaveValue('Jane');
    expect(inputIn(first, /^Email/)).toHaveValue('jane@example.com');
    expect(within(first).getByText('From My Contacts')).toBeInTheDocument();

    await user.type(inputIn(document.body, /^Project Title/), 'Roof');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.callsTo('POST', projectsApi.create.path)).toHaveLength(1));
    const body = api.callsTo('POST', projectsApi.create.path)[0]?.body as { Clients: { Id?: string }[] };
    expect(body.Clients[0]?.Id).toBe(uuid('1'));
  });

  it('suggests existing clients by name: picking one fills the block and keeps its Id', async () => {
    const user = userEvent.setup();
    const api = server({ clients: [aClient({ Phone: '6135550777' })] });
    renderPages(routes, '/Project');
    const first = await screen.findByRole('region', { name: 'Client/Homeowner 1' });
    await user.type(inputIn(first, /^Last Name/), 'do');

    await user.click(await screen.findByRole('option', { name: /Jane Doe/ }));

    expect(inputIn(first, /^First Name/)).toHaveValue('Jane');
    expect(inputIn(first, /^Last Name/)).toHaveValue('Doe');
    expect(inputIn(first, /^Phone/)).toHaveValue('6135550777');
    await user.type(inputIn(document.body, /^Project Title/), 'Roof');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', projectsApi.create.path)).toHaveLength(1));
    const body = api.callsTo('POST', projectsApi.create.path)[0]?.body as { Clients: { Id?: string }[] };
    expect(body.Clients[0]?.Id).toBe(uuid('1'));
  });

  it('asks for address suggestions 200 ms after the typing stops, and a chosen one fills the address', async () => {
    const user = userEvent.setup();
    const suggestion = {
      Address: '88 Queen Street',
      Unit: '2',
      City: 'Ottawa',
      Province: 'Ontario',
      PostalCode: 'K1P 1H9',
    };
    const api = stubApi({
      [`GET ${contactsApi.clientList.path}`]: envelope([]),
      [`GET ${projectsApi.suggestAddress.path}`]: ({ url }: FetchCall) =>
        jsonResponse(envelope(url.searchParams.get('q') === 'Queen' ? [suggestion] : [])),
    });
    renderPages(routes, '/Project');
    const project = await screen.findByRole('region', { name: 'Project' });

    await user.type(inputIn(project, 'Address'), 'Queen');
    const typedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(api.callsTo('GET', projectsApi.suggestAddress.path)).toHaveLength(0);

    await user.click(await screen.findByRole('option', { name: /88 Queen Street/ }));
    const calls = api.callsTo('GET', projectsApi.suggestAddress.path);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('q')).toBe('Queen');
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(150);

    expect(inputIn(project, 'Address')).toHaveValue('88 Queen Street');
    expect(inputIn(project, /^Unit/)).toHaveValue('2');
    expect(inputIn(project, /^City/)).toHaveValue('Ottawa');
    expect(inputIn(project, /^Province/)).toHaveValue('Ontario');
    expect(inputIn(project, /^Postal Code/)).toHaveValue('K1P 1H9');
  });

  it('shows a refusal of the server in an alert and stays on the form', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${contactsApi.clientList.path}`]: envelope([]),
      [`POST ${projectsApi.create.path}`]: said('contactPhoneRequired'),
    });
    const { router } = renderPages(routes, '/Project');
    await user.type(await screen.findByLabelText(/^Project Title/), 'Deck');
    const first = block(1);
    await user.type(inputIn(first, /^First Name/), 'Jane');
    await user.type(inputIn(first, /^Last Name/), 'Doe');
    await user.type(inputIn(first, /^Phone/), '6135550123');
    await user.type(inputIn(first, /^Email/), 'jane@example.com');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await alertText()).toBe(en.contactPhoneRequired);
    expect(router.state.location.pathname).toBe('/Project');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('goes back on Cancel, or to /MyProjects when the form was opened directly', async () => {
    const user = userEvent.setup();
    server();
    const first = renderPages(routes, '/Project', ['/Start']);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/Start'));
    first.unmount();

    const second = renderPages(routes, '/Project');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/MyProjects'));
  });

  it('is read-only with the subscribe banner for a restricted account', async () => {
    setStored('user', aUserInfo({ Metadata: { IsRestricted: true } }));
    const api = server();
    renderPages(routes, `/Project/${projectId}`);

    expect(await screen.findByTestId('subscription-banner')).toHaveTextContent(en.billingSubscribeToGenerate);
    expect(await screen.findByLabelText(/^Project Title/)).toBeDisabled();
    expect(inputIn(block(1), /^First Name/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Client/Homeowner' })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', projectsApi.update.path)).toHaveLength(0);
  });
  it('counts the characters of the title and the comments against their limits', async () => {
    const user = userEvent.setup();
    server();
    renderPages(routes, '/Project');
    await user.type(await screen.findByLabelText(/^Project Title/), 'Deck');
    expect(within(projectSection()).getByText('4/200')).toBeInTheDocument();
    expect(within(projectSection()).getByText('0/2000')).toBeInTheDocument();
    expect(inputIn(projectSection(), /^Project Title/)).toHaveAccessibleDescription('4/200');
  });

  it('starts with what the quick-add modal held when its link to the full form is followed, still unsaved', async () => {
    const user = userEvent.setup();
    server();
    const quickAdd = {
      path: 'MyProjects',
      element: <AddProjectModal opened onClose={() => {}} onCreated={() => {}} />,
    };
    renderPages([...routes, quickAdd], '/MyProjects');
    const modal = await screen.findByRole('dialog', { name: en.projectAddButton });
    await user.type(within(modal).getByLabelText(/^Project Name/), 'Deck and fence');
    await user.type(within(modal).getByLabelText(/^Comments/), 'Cedar, not pressure-treated.');
    await user.click(within(modal).getByRole('link', { name: 'Open the full project/client form' }));

    expect(await screen.findByRole('heading', { name: en.projectFormAddTitle })).toBeInTheDocument();
    expect(inputIn(projectSection(), /^Project Title/)).toHaveValue('Deck and fence');
    expect(inputIn(projectSection(), /^Comments/)).toHaveValue('Cedar, not pressure-treated.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  it('asks before Cancel or Back discards typing, and leaves at once when nothing was typed', async () => {
    const user = userEvent.setup();
    server();
    const { router } = renderPages(routes, '/Project', ['/MyProjects']);
    await user.type(await screen.findByLabelText(/^Project Title/), 'Deck');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inputIn(projectSection(), /^Project Title/)).toHaveValue('Deck');

    void router.navigate(-1);
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();

    void router.navigate('/Project');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
