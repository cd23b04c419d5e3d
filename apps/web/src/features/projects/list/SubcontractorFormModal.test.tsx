import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contactsApi, projectsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/storage';
import { envelope, jsonResponse, said, stubApi } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import type { Project, Subcontractor } from './api';
import { ownerProject, renderProjects, subcontractor, pageOf } from './testing';

type User = ReturnType<typeof userEvent.setup>;

const readPage = `GET ${projectsApi.page.path}`;
const createWithProject = `POST ${contactsApi.subcontractorCreateWithProject.path}`;
const update = `PUT ${contactsApi.subcontractorUpdate.path}`;

function signIn() {
  storeSignedInSession();
  setStored('business', { Name: 'Pat Renovations', Signature: 'signature-file' });
}

async function openMenuItem(user: User, projectName: string, item: string) {
  const card = (await screen.findByRole('heading', { name: projectName })).closest('article') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}

async function openAddForm(user: User, projectName = 'Kitchen') {
  await openMenuItem(user, projectName, 'Add a Sub-Contractor');
  return screen.findByRole('dialog', { name: 'Add a Sub-Contractor' });
}

const problem = (dialog: HTMLElement) => within(dialog).getByTestId('subcontractor-form-problem');
const submit = (user: User, dialog: HTMLElement, name = 'Add Sub-Contractor') =>
  user.click(within(dialog).getByRole('button', { name }));

async function chooseProvince(user: User, dialog: HTMLElement, province: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /^Province/ }));
  await user.click(await screen.findByRole('option', { name: province }));
}

/** Types `text` into the field at once (a paste: one change event, as fast typing would end). */
async function type(user: User, dialog: HTMLElement, label: RegExp | string, text: string) {
  await user.click(within(dialog).getByLabelText(label));
  await user.paste(text);
}

describe('sub-contractor form on My Projects', { timeout: 20_000 }, () => {
  beforeEach(() => notifications.clean());

  it('stops at the first missing field in the spec’s order and sends nothing', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Kitchen' })]) });
    renderProjects();
    const dialog = await openAddForm(user);

    await submit(user, dialog);
    expect(problem(dialog)).toHaveTextContent(en.subcontractorFirstNameMandatory);
    await waitFor(() => expect(within(dialog).getByLabelText(/^First Name/)).toHaveFocus());

    await type(user, dialog, /^First Name/, 'Sam');
    await submit(user, dialog);
    expect(problem(dialog)).toHaveTextContent(en.subcontractorLastNameMandatory);

    await type(user, dialog, /^Last Name/, 'Sparks');
    await type(user, dialog, /^Address/, '5 Volt Road');
    await type(user, dialog, /^City/, 'Ottawa');
    await type(user, dialog, /^Postal Code/, 'k2p1l4');
    await submit(user, dialog);
    // Province comes before the postal code, the business email before the phone.
    expect(problem(dialog)).toHaveTextContent(en.subcontractorProvinceMandatory);

    await chooseProvince(user, dialog, 'Ontario');
    await submit(user, dialog);
    expect(problem(dialog)).toHaveTextContent(en.subcontractorBusinessEmailMandatory);

    await type(user, dialog, /^Business Email/, 'sam@sparky.example');
    await submit(user, dialog);
    expect(problem(dialog)).toHaveTextContent(en.subcontractorBusinessPhoneMandatory);
    expect(api.callsTo('POST', contactsApi.subcontractorCreateWithProject.path)).toHaveLength(0);
  });

  it('keeps phones to 10 digits, normalises the postal code, copies Same email, and adds to the project', async () => {
    const user = userEvent.setup();
    signIn();
    let list = [ownerProject({ Name: 'Kitchen' })];
    const project = list[0]!;
    const api = stubApi({
      [readPage]: pageOf(() => list),
      [createWithProject]: ({ body }: { body: unknown }) => {
        // The server answers the sub-contractor as stored: its own id, its projects, no ProjectId.
        const { Id: _id, ProjectId: _projectId, ...sent } = body as Partial<Subcontractor>;
        const added = subcontractor({
          ...sent,
          Projects: [{ Id: project.Id, Name: project.Name, Status: project.Status }],
        });
        list = [{ ...project, Subcontractors: [added] }];
        return jsonResponse(envelope(added, 200, en.subcontractorAdded));
      },
    });
    renderProjects();
    const dialog = await openAddForm(user);

    await type(user, dialog, /^First Name/, 'Sam');
    await type(user, dialog, /^Last Name/, 'Sparks');
    await type(user, dialog, /^Business Name/, 'Sparky Electric');
    await type(user, dialog, /^Address/, '5 Volt Road');
    await type(user, dialog, /^City/, 'Ottawa');
    await chooseProvince(user, dialog, 'Ontario');
    await type(user, dialog, /^Postal Code/, 'k2p1l4');
    await user.tab();
    expect(within(dialog).getByLabelText(/^Postal Code/)).toHaveValue('K2P 1L4');
    await type(user, dialog, /^Business Email/, 'Sam@Sparky.example');
    await type(user, dialog, /^Business Phone Number/, '(613) 555-0199 ext 12');
    expect(within(dialog).getByLabelText(/^Business Phone Number/)).toHaveValue('6135550199');
    await user.click(within(dialog).getByRole('switch', { name: 'Same email as the business' }));
    expect(within(dialog).getByLabelText('Alternate Email')).toHaveValue('Sam@Sparky.example');
    await submit(user, dialog);

    expect(await screen.findByText(en.subcontractorAdded)).toBeInTheDocument();
    expect(api.callsTo('POST', contactsApi.subcontractorCreateWithProject.path)[0]?.body).toMatchObject({
      ProjectId: project.Id,
      Id: null,
      Name: 'Sparky Electric',
      ContactFirstName: 'Sam',
      ContactLastName: 'Sparks',
      Province: 'Ontario',
      PostalCode: 'K2P 1L4',
      Phone: '6135550199',
      Email: 'sam@sparky.example',
      SameEmail: true,
      ContactEmail: 'sam@sparky.example',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', projectsApi.page.path).length).toBeGreaterThanOrEqual(2));
  });

  it('shows a refusal of the server in the form, not as a toast', async () => {
    const user = userEvent.setup();
    signIn();
    const refusal = en.projectNotCurrent;
    stubApi({
      [readPage]: pageOf([ownerProject({ Name: 'Kitchen' })]),
      [createWithProject]: () => jsonResponse(said('projectNotCurrent'), 400),
    });
    renderProjects();
    const dialog = await openAddForm(user);

    await type(user, dialog, /^First Name/, 'Sam');
    await type(user, dialog, /^Last Name/, 'Sparks');
    await type(user, dialog, /^Address/, '5 Volt Road');
    await type(user, dialog, /^City/, 'Ottawa');
    await chooseProvince(user, dialog, 'Ontario');
    await type(user, dialog, /^Postal Code/, 'K2P 1L4');
    await type(user, dialog, /^Business Email/, 'sam@sparky.example');
    await type(user, dialog, /^Business Phone Number/, '6135550199');
    await submit(user, dialog);

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });

  it('adds an existing sub-contractor picked by name with PUT update and the project id', async () => {
    const user = userEvent.setup();
    signIn();
    const existing = subcontractor({
      Name: 'Drywall Dan Ltd',
      ContactFirstName: 'Dan',
      ContactLastName: 'Wall',
    });
    const project = ownerProject({ Name: 'Kitchen' });
    const api = stubApi({
      [readPage]: pageOf([project]),
      [`GET ${contactsApi.subcontractorList.path}`]: envelope([existing]),
      [update]: envelope(existing, 200, en.subcontractorAddedToProject),
    });
    renderProjects();
    const dialog = await openAddForm(user);

    await user.type(
      within(dialog).getByRole('combobox', { name: 'Choose one of your sub-contractors' }),
      'Dan',
    );
    await user.click(await screen.findByRole('option', { name: /Drywall Dan Ltd/ }));
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Dan');
    expect(within(dialog).getByLabelText(/^Business Email/)).toHaveValue(existing.Email);
    await submit(user, dialog);

    expect(await screen.findByText(en.subcontractorAddedToProject)).toBeInTheDocument();
    expect(api.callsTo('PUT', contactsApi.subcontractorUpdate.path)[0]?.body).toMatchObject({
      Id: existing.Id,
      ProjectId: project.Id,
      Name: 'Drywall Dan Ltd',
    });
    expect(api.callsTo('POST', contactsApi.subcontractorCreateWithProject.path)).toHaveLength(0);
  });
  it('keeps the ten digits of a phone number pasted with +1 and punctuation', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Kitchen' })]) });
    renderProjects();
    const dialog = await openAddForm(user);
    await type(user, dialog, /^Business Phone Number/, '+1 613-555-0199');
    expect(within(dialog).getByLabelText(/^Business Phone Number/)).toHaveValue('6135550199');
    await type(user, dialog, /^Fax/, '+1 (613) 555-0188');
    expect(within(dialog).getByLabelText(/^Fax/)).toHaveValue('6135550188');
  });

  it('finds an existing sub-contractor in the picker without regard to accents', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [readPage]: pageOf([ownerProject({ Name: 'Kitchen' })]),
      [`GET ${contactsApi.subcontractorList.path}`]: envelope([
        subcontractor({ Name: 'Les Entreprises Électrique' }),
        subcontractor({ Name: 'Pipe Pros' }),
      ]),
    });
    renderProjects();
    const dialog = await openAddForm(user);
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Choose one of your sub-contractors' }),
      'electrique',
    );
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Les Entreprises Électrique — Sam Sparks']);
  });
});

describe('sub-contractors list of a project', { timeout: 20_000 }, () => {
  beforeEach(() => notifications.clean());

  function projectWithSparky(): { project: Project; sparky: Subcontractor } {
    const sparky = subcontractor();
    return { project: ownerProject({ Name: 'Kitchen', Subcontractors: [sparky] }), sparky };
  }

  it('removes a sub-contractor from the project after confirmation', async () => {
    const user = userEvent.setup();
    signIn();
    const { project, sparky } = projectWithSparky();
    let list = [project];
    const api = stubApi({
      [readPage]: pageOf(() => list),
      [`PUT ${contactsApi.subcontractorRemoveFromProject.path}`]: () => {
        list = [{ ...project, Subcontractors: [] }];
        return jsonResponse(envelope(null, 200, en.subcontractorRemoved));
      },
    });
    renderProjects();

    await openMenuItem(user, 'Kitchen', 'Sub-Contractors List');
    const dialog = await screen.findByRole('dialog', { name: 'Sub-Contractors: Kitchen' });
    // Its phone number reads as people write it.
    expect(within(dialog).getByText(/613-555-0199/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Sparky Electric' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(en.subcontractorRemoved)).toBeInTheDocument();
    expect(api.callsTo('PUT', contactsApi.subcontractorRemoveFromProject.path)[0]?.body).toEqual({
      subcontractorId: sparky.Id,
      projectId: project.Id,
    });
    expect(await within(dialog).findByText('No sub-contractors on this project yet.')).toBeInTheDocument();
  });

  it('edits a sub-contractor with PUT update', async () => {
    const user = userEvent.setup();
    signIn();
    const { project, sparky } = projectWithSparky();
    const api = stubApi({
      [readPage]: pageOf([project]),
      [update]: envelope(sparky, 200, en.subcontractorSaved),
    });
    renderProjects();

    await openMenuItem(user, 'Kitchen', 'Sub-Contractors List');
    await user.click(await screen.findByRole('button', { name: 'Edit Sparky Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sub-Contractor' });
    const city = within(dialog).getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Gatineau');
    await submit(user, dialog, 'Save');

    expect(await screen.findByText(en.subcontractorSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', contactsApi.subcontractorUpdate.path)[0]?.body).toMatchObject({
      Id: sparky.Id,
      City: 'Gatineau',
    });
  });

  it('makes a sub-contract, or asks for the signature first', async () => {
    const user = userEvent.setup();
    signIn();
    const { project, sparky } = projectWithSparky();
    stubApi({ [readPage]: pageOf([project]) });
    const { router } = renderProjects();

    await openMenuItem(user, 'Kitchen', 'Sub-Contractors List');
    await user.click(await screen.findByRole('button', { name: 'Make a Sub-Contract with Sparky Electric' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/MakeSubContract/${project.Id}/${sparky.Id}`),
    );

    setStored('business', { Name: 'Pat Renovations', Signature: '' });
    await router.navigate('/MyProjects');
    await openMenuItem(user, 'Kitchen', 'Sub-Contractors List');
    await user.click(await screen.findByRole('button', { name: 'Make a Sub-Contract with Sparky Electric' }));
    const alert = await screen.findByRole('dialog', { name: 'Before you continue' });
    expect(within(alert).getByText(en.contractSubcontractSignatureMissing)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile/3'));
  });
});
