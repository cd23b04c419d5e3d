import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contactsApi, projectsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, said, stubApi } from '../../test/fetch';
import { storeSignedInSession } from '../../test/session';
import { setViewportWidth } from '../../test/viewport';
import type { Client, Project } from './api';
import { contactsRoutes } from './routes';
import { aClient, aLiteProject, aSubcontractor, inputIn, renderPages, uuid } from './testing';

const hex = '0123456789abcdef';

/** `count` clients, Client 1 … Client n, each with its own id, phone and email. */
function manyClients(count: number): Client[] {
  return Array.from({ length: count }, (_, index) =>
    aClient({
      Id: uuid(hex[index + 1] ?? 'f'),
      FirstName: `Client`,
      LastName: `${index + 1}`,
      Phone: `613555010${index}`,
      Email: `client${index + 1}@example.com`,
    }),
  );
}

function server({
  clients = [aClient()],
  subcontractors = [aSubcontractor()],
  projects = [] as Project[],
} = {}) {
  return stubApi({
    [`GET ${contactsApi.clientList.path}`]: envelope(clients),
    [`GET ${contactsApi.subcontractorList.path}`]: envelope(subcontractors),
    [`GET ${projectsApi.list.path}`]: envelope(projects),
    [`POST ${contactsApi.clientCreate.path}`]: envelope(aClient(), 200, en.clientCreated),
    [`PUT ${contactsApi.clientUpdate.path}`]: envelope(aClient(), 200, en.clientSaved),
    [`POST ${contactsApi.subcontractorCreate.path}`]: envelope(
      aSubcontractor(),
      200,
      en.subcontractorCreated,
    ),
    [`PUT ${contactsApi.subcontractorUpdate.path}`]: envelope(
      aSubcontractor(),
      200,
      en.subcontractorAddedToProject,
    ),
  });
}

const clientsList = () => screen.getByRole('region', { name: 'Clients' });
const subcontractorsList = () => screen.getByRole('region', { name: 'Sub-Contractors' });
/** The body rows of the table of a list (the header row left out). */
const bodyRows = (list: HTMLElement) => within(list).getAllByRole('row').slice(1);

function renderContacts() {
  return renderPages([...contactsRoutes, { path: 'Project', element: <h1>Project form</h1> }], '/MyContacts');
}

describe('My Contacts', { timeout: 40_000 }, () => {
  beforeEach(() => {
    notifications.clean();
    storeSignedInSession();
  });

  it('shows 5 clients a page, and the search filters by name, phone or email and goes back to page 1', async () => {
    const user = userEvent.setup();
    server({ clients: manyClients(7) });
    renderContacts();
    expect(await screen.findByRole('cell', { name: 'Client 1' })).toBeInTheDocument();
    expect(bodyRows(clientsList())).toHaveLength(5);

    const pages = within(clientsList()).getByRole('navigation', { name: 'Pages of clients' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(bodyRows(clientsList())).toHaveLength(2);
    expect(within(clientsList()).getByRole('cell', { name: 'Client 7' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'CLIENT');
    expect(bodyRows(clientsList())).toHaveLength(5);
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'client3@');
    expect(bodyRows(clientsList()).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Client 3',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), '(613) 555-0105');
    expect(bodyRows(clientsList()).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Client 6',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'nobody');
    expect(within(clientsList()).getByText('Nothing matches your search.')).toBeInTheDocument();
    // The other list keeps its rows.
    expect(bodyRows(subcontractorsList())).toHaveLength(1);
  });

  it('finds sub-contractors by contact name, business name or address', async () => {
    const user = userEvent.setup();
    server({
      subcontractors: [
        aSubcontractor(),
        aSubcontractor({
          Id: uuid('3'),
          Name: 'Pipe Pros',
          ContactFirstName: 'Polly',
          ContactLastName: 'Plumb',
          Address: '9 Water Lane',
        }),
      ],
    });
    renderContacts();
    const search = await screen.findByRole('searchbox', { name: 'Search sub-contractors' });
    await screen.findByRole('cell', { name: 'Pipe Pros' });
    const names = () =>
      bodyRows(subcontractorsList()).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

    await user.type(search, 'water lane');
    expect(names()).toEqual(['Pipe Pros']);
    await user.clear(search);
    await user.type(search, 'sam spark');
    expect(names()).toEqual(['Sparks Electric']);
    await user.clear(search);
    await user.type(search, 'PROS');
    expect(names()).toEqual(['Pipe Pros']);
  });

  it('shows cards instead of tables on a 360 px screen', async () => {
    setViewportWidth(360);
    server();
    renderContacts();
    const card = await within(await screen.findByRole('region', { name: 'Clients' })).findByRole('listitem');
    expect(within(clientsList()).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Jane Doe' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Start a project for Jane Doe' })).toBeInTheDocument();
  });

  it('stops the client modal at Please enter the Address field once the names are in, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = server();
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Add a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Client' });

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.profileFirstNameRequired);

    await user.type(inputIn(dialog, /^First Name/), 'Ann');
    await user.type(inputIn(dialog, /^Last Name/), 'Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.clientAddressRequired);
    await waitFor(() => expect(inputIn(dialog, /^Address/)).toHaveFocus());
    expect(api.callsTo('POST', contactsApi.clientCreate.path)).toHaveLength(0);
  });

  it('creates a client, toasts Client Created! and reloads the lists', async () => {
    const user = userEvent.setup();
    const api = server();
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Add a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Client' });
    await user.type(inputIn(dialog, /^First Name/), 'Ann');
    await user.type(inputIn(dialog, /^Last Name/), 'Lee');
    await user.type(inputIn(dialog, /^Address/), '3 Oak Ave');
    await user.type(inputIn(dialog, /^City/), 'Ottawa');
    await user.click(inputIn(dialog, /^Province/));
    await user.click(await within(dialog).findByRole('option', { name: 'Ontario' }));
    await user.type(inputIn(dialog, /^Postal Code/), 'k1a0b1');
    await user.type(inputIn(dialog, /^Phone/), '6135550100');
    await user.type(inputIn(dialog, /^Email/), 'Ann@Example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(en.clientCreated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a Client' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', contactsApi.clientCreate.path)[0]?.body).toMatchObject({
      FirstName: 'Ann',
      LastName: 'Lee',
      Province: 'Ontario',
      PostalCode: 'K1A 0B1',
      Email: 'ann@example.com',
      Name: [],
    });
    expect(api.callsTo('POST', contactsApi.clientCreate.path)[0]?.body).not.toHaveProperty('Id');
    await waitFor(() => expect(api.callsTo('GET', contactsApi.clientList.path)).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', contactsApi.subcontractorList.path)).toHaveLength(2));
  });

  it('writes a Quebec client’s contracts in French unless the contractor picks English, and sends the choice', async () => {
    const user = userEvent.setup();
    const api = server();
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Add a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Client' });
    const language = within(dialog).getByRole('radiogroup', { name: 'Contract language' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();

    await user.type(inputIn(dialog, /^First Name/), 'Luc');
    await user.type(inputIn(dialog, /^Last Name/), 'Roy');
    await user.type(inputIn(dialog, /^Address/), '3 rue Principale');
    await user.type(inputIn(dialog, /^City/), 'Laval');
    await user.click(inputIn(dialog, /^Province/));
    await user.click(await within(dialog).findByRole('option', { name: 'Quebec' }));
    expect(within(language).getByRole('radio', { name: 'Français' })).toBeChecked();

    await user.click(within(language).getByRole('radio', { name: 'English' }));
    await user.click(inputIn(dialog, /^Province/));
    await user.click(await within(dialog).findByRole('option', { name: 'Ontario' }));
    await user.click(inputIn(dialog, /^Province/));
    await user.click(await within(dialog).findByRole('option', { name: 'Quebec' }));
    // Picked: the province no longer decides.
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.type(inputIn(dialog, /^Postal Code/), 'h7n1a1');
    await user.type(inputIn(dialog, /^Phone/), '4505550100');
    await user.type(inputIn(dialog, /^Email/), 'luc@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.callsTo('POST', contactsApi.clientCreate.path)).toHaveLength(1));
    expect(api.callsTo('POST', contactsApi.clientCreate.path)[0]?.body).toMatchObject({
      Province: 'Quebec',
      Language: 'en',
    });
  });

  it('marks a client a business with the switch, says what it changes, and sends IsBusiness', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${contactsApi.clientList.path}`]: envelope([aClient()]),
      [`GET ${contactsApi.subcontractorList.path}`]: envelope([]),
      [`PUT ${contactsApi.clientUpdate.path}`]: envelope(aClient({ IsBusiness: true })),
    });
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Edit Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const business = within(dialog).getByRole('switch', {
      name: 'This client is a business (not a consumer)',
    });
    expect(business).not.toBeChecked();
    expect(business).toHaveAccessibleDescription(
      'The province’s consumer rules, such as the right to cancel, will not apply to their contracts.',
    );

    await user.click(business);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PUT', contactsApi.clientUpdate.path)).toHaveLength(1));
    expect(api.callsTo('PUT', contactsApi.clientUpdate.path)[0]?.body).toMatchObject({
      Id: uuid('1'),
      IsBusiness: true,
    });
  });

  it('shows a business client’s switch on, and sends it off once turned off', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${contactsApi.clientList.path}`]: envelope([aClient({ IsBusiness: true })]),
      [`GET ${contactsApi.subcontractorList.path}`]: envelope([]),
      [`PUT ${contactsApi.clientUpdate.path}`]: envelope(aClient()),
    });
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Edit Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const business = within(dialog).getByRole('switch', {
      name: 'This client is a business (not a consumer)',
    });
    expect(business).toBeChecked();

    await user.click(business);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PUT', contactsApi.clientUpdate.path)).toHaveLength(1));
    expect(api.callsTo('PUT', contactsApi.clientUpdate.path)[0]?.body).toMatchObject({ IsBusiness: false });
  });

  it('edits a client from its prefilled modal, and shows a refusal in an error popup', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${contactsApi.clientList.path}`]: envelope([aClient()]),
      [`GET ${contactsApi.subcontractorList.path}`]: envelope([]),
      [`PUT ${contactsApi.clientUpdate.path}`]: said('contactEmailRequired'),
    });
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Edit Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(inputIn(dialog, /^Email/)).toHaveValue('jane@example.com');
    await user.clear(inputIn(dialog, /^City/));
    await user.type(inputIn(dialog, /^City/), 'Nepean');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const popup = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(popup).getByRole('alert')).toHaveTextContent(en.contactEmailRequired);
    expect(api.callsTo('PUT', contactsApi.clientUpdate.path)[0]?.body).toMatchObject({
      Id: uuid('1'),
      City: 'Nepean',
    });
  });

  it('checks the sub-contractor modal in its order and copies the business phone with Same phone', async () => {
    const user = userEvent.setup();
    const api = server();
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Add a sub-contractor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Sub-Contractor' });
    await user.type(inputIn(dialog, /^First Name/), 'Sue');
    await user.type(inputIn(dialog, /^Last Name/), 'Saw');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.subcontractorAddressRequired);

    await user.type(inputIn(dialog, /^Address/), '7 Mill Road');
    await user.type(inputIn(dialog, /^City/), 'Perth');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.subcontractorPostalCodeRequired);

    await user.type(inputIn(dialog, /^Postal Code/), 'K7H 1A1');
    await user.click(inputIn(dialog, /^Province/));
    await user.click(await within(dialog).findByRole('option', { name: 'Ontario' }));
    await user.type(inputIn(dialog, /^Business Phone Number/), '6135550111');
    await user.click(within(dialog).getByRole('switch', { name: 'Same as the business phone' }));
    expect(inputIn(dialog, /^Alternate Contact Phone/)).toHaveValue('6135550111');
    await user.type(inputIn(dialog, /^Business Email/), 'sue@saw.example');

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(en.subcontractorCreated)).toBeInTheDocument();
    expect(api.callsTo('POST', contactsApi.subcontractorCreate.path)[0]?.body).toMatchObject({
      ContactFirstName: 'Sue',
      Phone: '6135550111',
      ContactPhone: '6135550111',
      SamePhone: true,
      Email: 'sue@saw.example',
    });
  });

  it('offers only current projects in the picker, shows Added to Project, and adds the sub-contractor', async () => {
    const user = userEvent.setup();
    const inKitchen = aSubcontractor({ Projects: [{ Id: uuid('a'), Name: 'Kitchen', Status: 0 }] });
    const api = server({
      subcontractors: [inKitchen],
      projects: [
        aLiteProject({ Id: uuid('a'), Name: 'Kitchen', Status: 0 }),
        aLiteProject({ Id: uuid('b'), Name: 'Basement', Status: 0 }),
        aLiteProject({ Id: uuid('c'), Name: 'Old garage', Status: 1 }),
        aLiteProject({ Id: uuid('d'), Name: 'Maybe deck', Status: 2 }),
      ],
    });
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Add to a project: Sparks Electric' }));
    const picker = await screen.findByRole('dialog', { name: en.contactProjectPickerTitle });

    const choices = await within(picker).findAllByRole('listitem');
    expect(choices.map((choice) => within(choice).getByRole('button').textContent)).toEqual([
      `Kitchen${en.contactAddedToProject}`,
      'Basement',
    ]);
    expect(within(picker).getByRole('button', { name: /Kitchen/ })).toBeDisabled();
    expect(api.callsTo('GET', projectsApi.list.path)[0]?.url.searchParams.get('lite')).toBe('true');

    await user.click(within(picker).getByRole('button', { name: 'Basement' }));

    expect(await screen.findByText(en.subcontractorAddedToProject)).toBeInTheDocument();
    expect(api.callsTo('PUT', contactsApi.subcontractorUpdate.path)[0]?.body).toMatchObject({
      Id: inKitchen.Id,
      ProjectId: uuid('b'),
      Name: 'Sparks Electric',
      ContactFirstName: 'Sam',
      Email: 'sam@sparks.example',
    });
    await waitFor(() => expect(api.callsTo('GET', contactsApi.subcontractorList.path)).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', contactsApi.clientList.path)).toHaveLength(2));
  });

  it('shows Project Summary only for contacts with projects; a project opens My Projects', async () => {
    const user = userEvent.setup();
    server({
      clients: [
        aClient({
          Projects: [
            { Id: uuid('a'), Name: 'Kitchen', Status: 0 },
            { Id: uuid('b'), Name: 'Roof', Status: 1 },
            { Id: uuid('c'), Name: 'Deck', Status: 2 },
          ],
        }),
        aClient({ Id: uuid('9'), FirstName: 'No', LastName: 'Projects' }),
      ],
    });
    const { router } = renderContacts();
    await screen.findByRole('button', { name: 'Edit No Projects' });
    expect(screen.queryByRole('button', { name: 'Project Summary for No Projects' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Project Summary for Jane Doe' }));
    const summary = await screen.findByRole('dialog', { name: en.contactProjectSummaryTitle });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'KitchenCurrent',
      'RoofArchived/Finished',
      'DeckPending',
    ]);

    await user.click(within(summary).getByRole('link', { name: 'Roof' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProjects'));
  });

  it('starts a project with the client preselected', async () => {
    const user = userEvent.setup();
    server();
    const { router } = renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Start a project for Jane Doe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Project'));
    expect(router.state.location.search).toBe(`?client=${uuid('1')}`);
  });

  it('invites to add contacts 0.5 s after both lists load empty', async () => {
    server({ clients: [], subcontractors: [] });
    renderContacts();
    expect(
      await within(await screen.findByRole('region', { name: 'Clients' })).findByText('No clients yet.'),
    );
    const loadedAt = performance.now();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const [title, body] = en.contactEmptyListsPopup.split(': ');
    const popup = await screen.findByRole('dialog', { name: title });
    expect(performance.now() - loadedAt).toBeGreaterThanOrEqual(400);
    expect(within(popup).getByText(body ?? '')).toBeInTheDocument();
  });

  it('does not invite when one list has contacts', async () => {
    server({ clients: [], subcontractors: [aSubcontractor()] });
    renderContacts();
    await screen.findByRole('cell', { name: 'Sparks Electric' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('shows phone numbers as 647-555-0199 and calls the stored digits', async () => {
    server({
      clients: [aClient({ Phone: '6475550199' })],
      subcontractors: [aSubcontractor({ Phone: '6135550199' })],
    });
    renderContacts();
    const phone = await within(await screen.findByRole('region', { name: 'Clients' })).findByRole('link', {
      name: '647-555-0199',
    });
    expect(phone).toHaveAttribute('href', 'tel:6475550199');
    expect(within(subcontractorsList()).getByRole('link', { name: '613-555-0199' })).toBeInTheDocument();
  });

  it('keeps the ten digits of a phone number pasted with its country code and punctuation', async () => {
    const user = userEvent.setup();
    server();
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Add a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Client' });
    await user.click(inputIn(dialog, /^Phone/));
    await user.paste('+1 (647) 555-0199');
    expect(inputIn(dialog, /^Phone/)).toHaveValue('6475550199');
  });

  it('searches both lists without regard to accents or case', async () => {
    const user = userEvent.setup();
    server({
      clients: [
        aClient({ FirstName: 'Hélène', LastName: 'Côté' }),
        aClient({ Id: uuid('9'), FirstName: 'Bob' }),
      ],
      subcontractors: [
        aSubcontractor({ Name: 'Les Entreprises Électrique' }),
        aSubcontractor({ Id: uuid('3'), Name: 'Pipe Pros' }),
      ],
    });
    renderContacts();
    await screen.findByRole('cell', { name: 'Pipe Pros' });
    const names = (list: HTMLElement) =>
      bodyRows(list).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

    await user.type(screen.getByRole('searchbox', { name: 'Search sub-contractors' }), 'electrique');
    expect(names(subcontractorsList())).toEqual(['Les Entreprises Électrique']);
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'HELENE cote');
    expect(names(clientsList())).toEqual(['Hélène Côté']);
  });

  it('moves the focus to the first field in error when Create is refused', async () => {
    const user = userEvent.setup();
    server();
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Add a sub-contractor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Sub-Contractor' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByRole('alert');
    await waitFor(() => expect(inputIn(dialog, /^First Name/)).toHaveFocus());
  });
  it('moves the focus to the field a refused save names once its popup is closed', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${contactsApi.clientList.path}`]: envelope([aClient()]),
      [`GET ${contactsApi.subcontractorList.path}`]: envelope([]),
      [`PUT ${contactsApi.clientUpdate.path}`]: said('contactEmailRequired'),
    });
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Edit Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const popup = await screen.findByRole('dialog', { name: 'Error' });
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(inputIn(dialog, /^Email/)).toHaveFocus());
  });
});
