import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { en } from '@tradepact/shared';
import { authApi, projectsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/storage';
import { envelope, jsonResponse, stubApi, type FetchCall } from '../../../test/fetch';
import { aUserInfo, storeSignedInSession, type UserInfoOverrides } from '../../../test/session';
import { setViewportWidth } from '../../../test/viewport';
import type { Project, ProjectPage } from './api';
import { ownerProject, partyProject, renderProjects, subcontractor, pageOf } from './testing';

const readPage = `GET ${projectsApi.page.path}`;

/** A signed-in owner with a saved signature who has already seen the first-project hint. */
function signIn(user: UserInfoOverrides = {}) {
  storeSignedInSession();
  setStored('user', aUserInfo(user));
  setStored('business', { Name: 'Pat Renovations', Signature: 'signature-file' });
}

function many(count: number, make: (index: number) => Project): Project[] {
  return Array.from({ length: count }, (_, index) => make(index + 1));
}

const cards = () => screen.queryAllByRole('article');
/** The names on the project cards, top to bottom. */
const shownNames = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/**
 * GET readpage answering only the pages listed, by "status/pageIndex", exactly as given: the stub
 * neither filters nor pages, so the rows and the page count on screen are the page's own doing, and
 * a call for a page not listed fails the load.
 */
function answerPages(pages: Record<string, ProjectPage>) {
  const api = stubApi({
    [readPage]: ({ url }: FetchCall) => {
      const page = pages[`${url.searchParams.get('status')}/${url.searchParams.get('pageIndex')}`];
      return page
        ? jsonResponse(envelope(page))
        : jsonResponse(envelope(null, 400, `unexpected ${url.search}`), 400);
    },
  });
  /** The query of each readpage call so far, oldest first. */
  const asked = () =>
    api.callsTo('GET', projectsApi.page.path).map((call) => Object.fromEntries(call.url.searchParams));
  return { ...api, asked };
}

/** What the page sends for one page of one status. */
const pageQuery = (status: number, pageIndex: number) => ({
  status: String(status),
  pageIndex: String(pageIndex),
  pageSize: '10',
});

const named = (prefix: string, from: number, to: number, status: Project['Status'] = 0) =>
  Array.from({ length: to - from + 1 }, (_, index) =>
    ownerProject({ Name: `${prefix} ${from + index}`, Status: status }),
  );

async function openMenu(user: ReturnType<typeof userEvent.setup>, projectName: string) {
  const card = (await screen.findByRole('heading', { name: projectName })).closest('article');
  if (!card) throw new Error(`no card for ${projectName}`);
  await user.click(within(card as HTMLElement).getByRole('button', { name: /^Manage Project\/Client/ }));
  return screen.findByRole('menu');
}

describe('My Projects', { timeout: 15_000 }, () => {
  beforeEach(() => notifications.clean());

  it('asks for 10 projects a page of the chosen status and shows the rows and pages the server answers', async () => {
    const user = userEvent.setup();
    signIn();
    const api = answerPages({
      '0/1': { Rows: named('Current', 1, 10), Total: 23 },
      '0/3': { Rows: named('Current', 21, 23), Total: 23 },
    });
    const { router } = renderProjects();

    expect(await screen.findByRole('heading', { name: en.projectListTitle })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Current 1' });
    expect(api.asked()).toEqual([pageQuery(0, 1)]);
    expect(shownNames()).toEqual(named('Current', 1, 10).map((project) => project.Name));
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: 'Current 21' })).toBeInTheDocument();
    expect(api.asked().at(-1)).toEqual(pageQuery(0, 3));
    expect(shownNames()).toEqual(['Current 21', 'Current 22', 'Current 23']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?status=0&page=3');
  });

  it.each([
    [10, []],
    [11, ['Page 1', 'Page 2']],
    [20, ['Page 1', 'Page 2']],
    [21, ['Page 1', 'Page 2', 'Page 3']],
  ])('counts the pages from the total: %i projects', async (total, pages) => {
    signIn();
    answerPages({ '0/1': { Rows: named('Current', 1, 10), Total: total } });
    renderProjects();

    await screen.findByRole('heading', { name: 'Current 1' });
    const pageButtons = screen.queryAllByRole('button', { name: /^Page \d+$/ });
    expect(pageButtons.map((button) => button.getAttribute('aria-label'))).toEqual(pages);
  });

  it('asks for page 1 of the chosen status when the filter changes', async () => {
    const user = userEvent.setup();
    signIn();
    const api = answerPages({
      '0/2': { Rows: named('Current', 11, 12), Total: 12 },
      '2/1': { Rows: named('Pending', 1, 10, 2), Total: 13 },
      '1/1': { Rows: named('Finished', 1, 1, 1), Total: 1 },
    });
    const { router } = renderProjects('/MyProjects?status=0&page=2');

    await screen.findByRole('heading', { name: 'Current 11' });
    expect(api.asked()).toEqual([pageQuery(0, 2)]);

    const filter = screen.getByLabelText('Project status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Current Projects', 'Pending Projects', 'Archived/Finished Projects']);
    await user.selectOptions(filter, 'Pending Projects');

    expect(await screen.findByRole('heading', { name: 'Pending 1' })).toBeInTheDocument();
    expect(api.asked().at(-1)).toEqual(pageQuery(2, 1));
    expect(router.state.location.search).toBe('?status=2&page=1');
    expect(shownNames()).toEqual(named('Pending', 1, 10).map((project) => project.Name));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();

    await user.selectOptions(filter, 'Archived/Finished Projects');
    expect(await screen.findByRole('heading', { name: 'Finished 1' })).toBeInTheDocument();
    expect(api.asked().at(-1)).toEqual(pageQuery(1, 1));
    expect(shownNames()).toEqual(['Finished 1']);
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  });

  it('shows the last page when the address asks for a page past the end', async () => {
    signIn();
    const api = answerPages({
      '0/5': { Rows: [], Total: 23 },
      '0/3': { Rows: named('Current', 21, 23), Total: 23 },
    });
    const { router } = renderProjects('/MyProjects?status=0&page=5');

    expect(await screen.findByRole('heading', { name: 'Current 21' })).toBeInTheDocument();
    expect(api.asked()).toEqual([pageQuery(0, 5), pageQuery(0, 3)]);
    expect(router.state.location.search).toBe('?status=0&page=3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads a status or a page it does not know in the address as Current, page 1', async () => {
    signIn();
    const api = answerPages({ '0/1': { Rows: named('Current', 1, 2), Total: 2 } });
    renderProjects('/MyProjects?status=7&page=-2');

    expect(await screen.findByRole('heading', { name: 'Current 1' })).toBeInTheDocument();
    expect(api.asked()).toEqual([pageQuery(0, 1)]);
    expect(screen.getByLabelText('Project status')).toHaveValue('0');
  });

  it('shows the owner the address, comments cut to 30 characters, shortcuts and the manage menu', async () => {
    const user = userEvent.setup();
    signIn();
    const comments = 'Replace all cabinets and the countertop before June';
    stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Kitchen', Comments: comments })]) });
    renderProjects();

    const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
    expect(within(card).getByTestId('project-address')).toHaveTextContent(
      '4-12 Main Street, Ottawa, Ontario K1A 0B1',
    );
    expect(within(card).getByTestId('project-comments')).toHaveTextContent(
      /^Replace all cabinets and the c…$/,
    );
    expect(within(card).getByText('Created 2026-03-02')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Jane Client' })).toHaveAttribute(
      'href',
      'tel:6135550101',
    );
    expect(within(card).getByRole('link', { name: 'Email Jane Client' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(within(card).getByTestId('client-contracts-count')).toHaveTextContent('0');
    expect(within(card).getByTestId('subcontracts-count')).toHaveTextContent('0');
    expect(within(card).getAllByText('No contracts yet')).toHaveLength(2);

    const menu = await openMenu(user, 'Kitchen');
    for (const name of [
      'Edit Project/Client Details',
      'Make a Client Contract',
      'Add a Sub-Contractor',
      'Sub-Contractors List',
      'Client Contracts List',
      'Move to Archive',
      'Move to Pending',
      'Delete Project/Client',
    ]) {
      expect(within(menu).getByRole('menuitem', { name })).toBeEnabled();
    }
    expect(within(menu).queryByRole('menuitem', { name: 'Move to Current' })).not.toBeInTheDocument();
    // Doc 2 §6: contract actions need a contract.
    for (const name of [
      'Resend Contract',
      'Upload Signed Agreement',
      'Payment Reminder',
      'Original Contracts',
    ]) {
      expect(within(menu).getByRole('menuitem', { name: `${name} (Not Available)` })).toBeDisabled();
    }
  });

  it('offers a chooser when a project has several clients', async () => {
    const user = userEvent.setup();
    signIn();
    const project = ownerProject({ Name: 'Duplex' });
    project.Clients.push({ ...project.Clients[0]!, Id: 'second', FirstName: 'Joe', Phone: '6135550102' });
    stubApi({ [readPage]: pageOf([project]) });
    renderProjects();

    await user.click(await screen.findByRole('button', { name: 'Call a client of this project' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Joe Client/ })).toHaveAttribute(
      'href',
      'tel:6135550102',
    );
    expect(within(menu).getByRole('menuitem', { name: /Jane Client/ })).toHaveAttribute(
      'href',
      'tel:6135550101',
    );
  });

  it('shows a non-owner their role and who manages the project, without a menu or comments', async () => {
    signIn();
    stubApi({
      [readPage]: pageOf([
        partyProject('Sub-Contractor', { Name: 'Tower', Comments: 'secret' }),
        partyProject('Client', { Name: 'Cottage' }),
      ]),
    });
    renderProjects();

    const tower = (await screen.findByRole('heading', { name: 'Tower' })).closest('article') as HTMLElement;
    expect(within(tower).getByText(en.projectRoleSubcontractor)).toBeInTheDocument();
    expect(
      within(tower).getByText(en.projectManagedBy.replace('{owner}', 'Big Builders Inc')),
    ).toBeInTheDocument();
    expect(within(tower).queryByRole('button', { name: /Manage Project\/Client/ })).not.toBeInTheDocument();
    expect(within(tower).queryByTestId('project-address')).not.toBeInTheDocument();
    expect(within(tower).queryByText('secret')).not.toBeInTheDocument();
    expect(within(tower).getByText(en.projectContractsReceived)).toBeInTheDocument();

    const cottage = screen.getByRole('heading', { name: 'Cottage' }).closest('article') as HTMLElement;
    expect(within(cottage).getByText(en.projectRoleClient)).toBeInTheDocument();
  });

  it('refuses an empty project name, then posts the project and reloads the list', async () => {
    const user = userEvent.setup();
    signIn();
    let list: Project[] = [];
    const api = stubApi({
      [readPage]: pageOf(() => list),
      [`POST ${projectsApi.create.path}`]: ({ body }: { body: unknown }) => {
        list = [ownerProject({ Name: (body as { Name: string }).Name })];
        return jsonResponse(envelope(list[0], 200, en.projectCreated));
      },
    });
    renderProjects();

    expect(await screen.findByText('You have no current projects.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.projectAddButton }));
    const dialog = await screen.findByRole('dialog', { name: en.projectAddButton });
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));

    expect(await within(dialog).findByText(en.projectNameRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', projectsApi.create.path)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Project Name/), '  Basement  ');
    await user.type(within(dialog).getByLabelText('Comments'), 'Drywall');
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));

    expect(await screen.findByText(en.projectCreated)).toBeInTheDocument();
    expect(api.callsTo('POST', projectsApi.create.path)[0]?.body).toEqual({
      Name: 'Basement',
      Comments: 'Drywall',
    });
    expect(await screen.findByRole('heading', { name: 'Basement' })).toBeInTheDocument();
    expect(api.callsTo('GET', projectsApi.page.path).length).toBeGreaterThanOrEqual(2);
  });

  it('asks the spec’s question before moving a project, then sends updatestatus and reloads', async () => {
    const user = userEvent.setup();
    signIn();
    const project = ownerProject({ Name: 'Garage' });
    const api = stubApi({
      [readPage]: pageOf(() => [project]),
      [`PUT ${projectsApi.updateStatus.path}`]: ({ body }: { body: unknown }) => {
        project.Status = (body as { status: 0 | 1 | 2 }).status;
        return jsonResponse(envelope(null, 200, en.projectStatusUpdated));
      },
    });
    renderProjects();

    const menu = await openMenu(user, 'Garage');
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to Archive' }));

    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(en.projectMoveToArchiveConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() =>
      expect(api.callsTo('PUT', projectsApi.updateStatus.path)[0]?.body).toEqual({
        id: project.Id,
        status: 1,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Garage' })).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Project status'), 'Archived/Finished Projects');
    expect(screen.getByRole('heading', { name: 'Garage' })).toBeInTheDocument();
  });

  it('sends nothing when the move is not confirmed', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Shed', Status: 2 })]) });
    renderProjects();
    await user.selectOptions(await screen.findByLabelText('Project status'), 'Pending Projects');

    const menu = await openMenu(user, 'Shed');
    expect(within(menu).queryByRole('menuitem', { name: 'Move to Pending' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to Current' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(en.projectMoveToCurrentConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', projectsApi.updateStatus.path)).toHaveLength(0);
  });

  it('deletes a project after confirmation with a body of its id', async () => {
    const user = userEvent.setup();
    signIn();
    let list = [ownerProject({ Name: 'Porch' })];
    const id = list[0]!.Id;
    const api = stubApi({
      [readPage]: pageOf(() => list),
      [`DELETE ${projectsApi.remove.path}`]: () => {
        list = [];
        return jsonResponse(envelope(null, 200, en.projectDeleted));
      },
    });
    renderProjects();

    const menu = await openMenu(user, 'Porch');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete Project/Client' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(en.projectDeleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE', projectsApi.remove.path)[0]?.body).toEqual([id]);
    expect(await screen.findByText('You have no current projects.')).toBeInTheDocument();
  });

  it('disables Delete with (Not Available) when the project is not deletable', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Signed job', IsDeletable: false })]) });
    renderProjects();

    const menu = await openMenu(user, 'Signed job');
    expect(
      within(menu).getByRole('menuitem', { name: `Delete Project/Client ${en.projectMenuNotAvailable}` }),
    ).toBeDisabled();
  });

  it('opens the project form and the client contract page from the menu', async () => {
    const user = userEvent.setup();
    signIn();
    const project = ownerProject({ Name: 'Deck' });
    stubApi({ [readPage]: pageOf([project]) });
    const { router } = renderProjects();

    await user.click(
      within(await openMenu(user, 'Deck')).getByRole('menuitem', { name: 'Edit Project/Client Details' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/Project/${project.Id}`));

    await router.navigate('/MyProjects');
    await user.click(
      within(await openMenu(user, 'Deck')).getByRole('menuitem', { name: 'Make a Client Contract' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/MakeClientContract/${project.Id}`));
  });

  it('sends a contractor without a saved signature to the signature tab with the spec’s alert', async () => {
    const user = userEvent.setup();
    signIn();
    setStored('business', { Name: 'Pat Renovations', Signature: '' });
    stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Deck' })]) });
    const { router } = renderProjects();

    await user.click(
      within(await openMenu(user, 'Deck')).getByRole('menuitem', { name: 'Make a Client Contract' }),
    );
    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText(en.contractClientSignatureMissing)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile/3'));
  });

  it('shows a restricted account the subscribe banner and disables contracts and edits as (Unsubscribed)', async () => {
    const user = userEvent.setup();
    signIn({ Metadata: { IsRestricted: true } });
    stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Attic', Subcontractors: [subcontractor()] })]) });
    renderProjects();

    expect(await screen.findByText(en.billingSubscribeToGenerate, { exact: false })).toBeInTheDocument();
    const menu = await openMenu(user, 'Attic');
    expect(
      within(menu).getByRole('menuitem', {
        name: `Edit Project/Client Details ${en.billingUnsubscribedLabel}`,
      }),
    ).toBeDisabled();
    expect(
      within(menu).getByRole('menuitem', { name: `Make a Client Contract ${en.billingUnsubscribedLabel}` }),
    ).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Add a Sub-Contractor' })).toBeEnabled();

    await user.click(within(menu).getByRole('menuitem', { name: 'Sub-Contractors List' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('button', {
        name: `Make a Sub-Contract with Sparky Electric ${en.billingUnsubscribedLabel}`,
      }),
    ).toBeDisabled();
    expect(within(dialog).getByText(en.billingUnsubscribedLabel, { exact: false })).toBeInTheDocument();
  });

  it('shows usage banners on a paid plan when the user info has them, none on the free plan', async () => {
    const paid: UserInfoOverrides = {
      Subscription: {
        Plan: { Type: 2, Name: 'Monthly' },
        ClientContractQuota: 20,
        ClientContractUsed: 3,
        ClientContractBonus: 5,
        ClientContractBonusUsed: 1,
        SubcontractorContractQuota: 10,
        SubcontractorContractUsed: 0,
        EndTime: '2026-09-30T00:00:00',
      },
    };
    signIn(paid);
    stubApi({ [readPage]: pageOf([]), [`GET ${authApi.userInfo.path}`]: envelope(aUserInfo(paid)) });
    const first = renderProjects();

    expect(await screen.findByTestId('usage-client')).toHaveTextContent(
      'Client contracts used: 3/20 until 2026-09-30. Bonus and extra agreements: 1/5 used.',
    );
    expect(screen.getByTestId('usage-subcontractor')).toHaveTextContent(
      'Sub-contractor contracts used: 0/10 until 2026-09-30.',
    );
    expect(screen.getByTestId('usage-subcontractor')).not.toHaveTextContent('Bonus and extra agreements');
    first.unmount();

    const free: UserInfoOverrides = {
      Subscription: { Plan: { Type: 9, Name: 'Free' }, ClientContractQuota: 1, ClientContractUsed: 0 },
    };
    signIn(free);
    stubApi({ [readPage]: pageOf([]), [`GET ${authApi.userInfo.path}`]: envelope(aUserInfo(free)) });
    renderProjects();
    await screen.findByText('You have no current projects.');
    expect(screen.queryByTestId('usage-banners')).not.toBeInTheDocument();
  });

  it('shows the first-project hint once per account, and the server remembers it', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    let seen = false;
    const api = stubApi({
      [readPage]: pageOf([]),
      [`GET ${authApi.userInfo.path}`]: () =>
        jsonResponse(envelope(aUserInfo({ Metadata: { FirstProjectHintSeen: seen } }))),
      [`POST ${authApi.firstProjectHintSeen.path}`]: () => {
        seen = true;
        return jsonResponse(envelope(null));
      },
    });
    const first = renderProjects();

    expect(await screen.findByText('Start here')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', authApi.firstProjectHintSeen.path)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText('Start here')).not.toBeInTheDocument());
    first.unmount();

    // Another device: nothing kept in its browser, and still no hint.
    window.localStorage.clear();
    storeSignedInSession();
    renderProjects();
    await screen.findByText('You have no current projects.');
    await waitFor(() => expect(api.callsTo('GET', authApi.userInfo.path)).toHaveLength(2));
    expect(screen.queryByText('Start here')).not.toBeInTheDocument();
  });

  it('puts the hint under a menu opened while it shows, which closes it', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [readPage]: pageOf([ownerProject({ Name: 'Kitchen' })]),
      [`GET ${authApi.userInfo.path}`]: envelope(aUserInfo({ Metadata: { FirstProjectHintSeen: false } })),
    });
    renderProjects();
    const hint = await screen.findByRole('dialog', { name: 'Start here' });
    const zIndexOf = (element: HTMLElement) =>
      Number(
        getComputedStyle(element).getPropertyValue('--popover-z-index') || getComputedStyle(element).zIndex,
      );
    const hintLayer = zIndexOf(hint);

    const menu = await openMenu(user, 'Kitchen');
    expect(hintLayer).toBeLessThan(zIndexOf(menu));
    await waitFor(() => expect(screen.queryByText('Start here')).not.toBeInTheDocument());
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('works on a 360 px phone: cards with their menu, and the pages', async () => {
    const user = userEvent.setup();
    setViewportWidth(360);
    signIn();
    stubApi({ [readPage]: pageOf(many(11, (n) => ownerProject({ Name: `Job ${n}` }))) });
    renderProjects();

    await screen.findByRole('heading', { name: 'Job 1' });
    expect(cards()).toHaveLength(10);
    const menu = await openMenu(user, 'Job 1');
    expect(within(menu).getByRole('menuitem', { name: 'Move to Archive' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    signIn();
    let fail = true;
    stubApi({
      [readPage]: (call: FetchCall) =>
        fail
          ? jsonResponse(envelope(null, 500, 'Server down'), 500)
          : pageOf([ownerProject({ Name: 'Back again' })])(call),
    });
    renderProjects();

    expect(await screen.findByText('Your projects could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });
  it('keeps the status filter and the page in the address, so a refresh and Back keep them', async () => {
    const user = userEvent.setup();
    signIn();
    const api = answerPages({
      '2/2': { Rows: named('Pending', 11, 12, 2), Total: 12 },
      '0/1': { Rows: named('Current', 1, 3), Total: 3 },
    });
    const { router } = renderProjects('/MyProjects?status=2&page=2');
    expect(await screen.findByRole('heading', { name: 'Pending 11' })).toBeInTheDocument();
    expect(api.asked()).toEqual([pageQuery(2, 2)]);
    expect(screen.getByLabelText('Project status')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByLabelText('Project status'), '0');
    await screen.findByRole('heading', { name: 'Current 1' });
    expect(router.state.location.search).toBe('?status=0&page=1');

    void router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Pending 11' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=2&page=2');
    expect(screen.getByLabelText('Project status')).toHaveValue('2');
    expect(api.asked().at(-1)).toEqual(pageQuery(2, 2));
  });

  it('invites to add a first project only when there is no project in any status', async () => {
    signIn();
    const api = stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Old job', Status: 1 })]) });
    const first = renderProjects();
    const empty = await screen.findByTestId('projects-empty');
    expect(empty).toHaveTextContent('You have no current projects.');
    await waitFor(() => expect(api.callsTo('GET', projectsApi.page.path)).toHaveLength(3));
    expect(empty).not.toHaveTextContent('add your first project');
    first.unmount();

    stubApi({ [readPage]: pageOf([]) });
    renderProjects();
    expect(await screen.findByText(/add your first project/)).toBeInTheDocument();
  });

  it('lets the Manage menu scroll within the screen', async () => {
    const user = userEvent.setup();
    setViewportWidth(360);
    signIn();
    stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Kitchen' })]) });
    renderProjects();
    const menu = await openMenu(user, 'Kitchen');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(13);
    // Its height is the room left on the screen (floating-ui's size, which jsdom cannot lay out).
    expect(menu.style.overflowY).toBe('auto');
  });

  it('counts the characters of the new project name and has no serious accessibility problem', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [readPage]: pageOf([ownerProject()]) });
    renderProjects();
    await user.click(await screen.findByRole('button', { name: en.projectAddButton }));
    const dialog = await screen.findByRole('dialog', { name: en.projectAddButton });
    await user.type(within(dialog).getByLabelText(/^Project Name/), 'Deck');
    expect(within(dialog).getByText('4/200')).toBeInTheDocument();
    expect(within(dialog).getByText('0/2000')).toBeInTheDocument();
    const results = await axe.run(dialog, { runOnly: ['link-in-text-block'] });
    expect(results.violations).toEqual([]);
    // jsdom has no style sheet, so axe cannot compare colours here: the link says it is underlined
    // (Mantine's data-underline="always"); the browser check is in the report of issue 10.
    expect(within(dialog).getByRole('link')).toHaveAttribute('data-underline', 'always');
  });
});
