import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contractLifeApi, projectsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/storage';
import { envelope, jsonResponse, said, stubApi } from '../../../test/fetch';
import { aUserInfo, storeSignedInSession, type UserInfoOverrides } from '../../../test/session';
import type { Project, ProjectContract } from './api';
import {
  aContractSummary,
  ownerProject,
  pageOf,
  partyProject,
  renderProjects,
  subcontractor,
} from './testing';

const readPage = `GET ${projectsApi.page.path}`;
const resend = `PUT ${contractLifeApi.resend.path}`;
const cancel = `PUT ${contractLifeApi.cancel.path}`;
const newLinks = `PUT ${contractLifeApi.newLinks.path}`;
const originals = `GET ${contractLifeApi.originals.path}`;

function signIn(user: UserInfoOverrides = {}) {
  storeSignedInSession();
  setStored('user', aUserInfo(user));
  setStored('business', { Name: 'Pat Renovations', Signature: 'signature-file' });
}

const draft = aContractSummary('draft');
const partlySigned = aContractSummary('partlySigned', { OriginalId: '00000000-0000-4000-8000-0000000000aa' });
const signed = aContractSummary('signed');
const cancelled = aContractSummary('cancelled');
const scopeOf = (contract: ProjectContract) => contract.Data?.ScopeOfServices ?? '';

/** The client contracts modal of the project named `name`, opened from its manage menu. */
async function openClientContracts(user: UserEvent, name: string) {
  const card = (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Client Contracts List' }));
  return screen.findByRole('dialog', { name: `Client Contracts: ${name}` });
}

/** The contract line whose scope starts like `contract`'s (cut to 30 characters, doc 2 §9). */
const line = (modal: HTMLElement, contract: ProjectContract) =>
  within(modal).getByRole('listitem', { name: new RegExp(`^${scopeOf(contract).slice(0, 30)}`) });

async function openLineMenu(user: UserEvent, modal: HTMLElement, contract: ProjectContract) {
  await user.click(within(line(modal, contract)).getByRole('button', { name: /^Actions for / }));
  return screen.findByRole('menu');
}

const project = (contracts: ProjectContract[], overrides: Partial<Project> = {}) =>
  ownerProject({ Name: 'Kitchen', Contracts: contracts, ...overrides });

describe('My Projects: a contract’s life', { timeout: 30_000 }, () => {
  beforeEach(() => notifications.clean());

  it('counts in the plural forms of the language: 1 draft, 2 drafts', async () => {
    signIn();
    const drafts = [aContractSummary('draft'), aContractSummary('draft')];
    stubApi({
      [readPage]: pageOf([project([draft]), project(drafts, { Name: 'Deck' })]),
    });
    renderProjects();

    const count = async (name: string) =>
      within((await screen.findByRole('heading', { name })).closest('article') as HTMLElement).getByTestId(
        'client-contracts',
      );
    expect(await count('Kitchen')).toHaveTextContent(/\D1 draft$/);
    expect(await count('Deck')).toHaveTextContent(/\D2 drafts$/);
  });

  it('shows each contract’s state in words, who signed by name, and counts real states', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [readPage]: pageOf([project([draft, partlySigned, signed, cancelled])]) });
    renderProjects();

    const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
    expect(within(card).getByTestId('client-contracts-count')).toHaveTextContent('4');
    expect(within(card).getByTestId('client-contracts')).toHaveTextContent(
      '1 signed, 1 partly signed, 1 draft, 1 cancelled',
    );

    const modal = await openClientContracts(user, 'Kitchen');
    expect(line(modal, draft)).toHaveTextContent(en.contractDraftLabel);
    expect(line(modal, partlySigned)).toHaveTextContent(en.contractStatusPartlySigned);
    expect(line(modal, partlySigned)).toHaveTextContent('Signed by Jane Doe; waiting for John Doe');
    expect(line(modal, signed)).toHaveTextContent(en.contractStatusSigned);
    expect(line(modal, cancelled)).toHaveTextContent(en.contractStatusCancelled);
    // Doc 2 §9: the scope cut to 30 characters plus an ellipsis, then the created date.
    expect(line(modal, draft)).toHaveTextContent('Paint the basement walls and c… 2026-03-02');
  });

  it('shows Contract Expired for an unsigned contract past its expiry', async () => {
    const user = userEvent.setup();
    signIn();
    const expired = aContractSummary('partlySigned', { IsExpired: true, IsResendable: false });
    stubApi({ [readPage]: pageOf([project([expired])]) });
    renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    expect(line(modal, expired)).toHaveTextContent(en.contractExpiredLabel);
    expect(line(modal, expired)).not.toHaveTextContent('waiting for');
  });

  it('enables each menu entry by its flag and says NA, or why, where it is not available', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [readPage]: pageOf([project([draft, partlySigned, signed, cancelled])]) });
    renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    const na = (name: string) => `${name} ${en.projectMenuNotAvailable}`;

    let menu = await openLineMenu(user, modal, draft);
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: na('Resend Contract') })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Delete draft' })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: na('Download PDF') })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: na('Download signed PDF') })).toBeDisabled();
    expect(within(menu).queryByRole('menuitem', { name: en.contractOriginalsMenu })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    menu = await openLineMenu(user, modal, partlySigned);
    expect(within(menu).getByRole('menuitem', { name: 'Edit and send an amendment' })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: 'Resend Contract' })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: 'Withdraw contract' })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: en.contractOriginalsMenu })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      partlySigned.OrignalPdf,
    );
    await user.keyboard('{Escape}');

    menu = await openLineMenu(user, modal, signed);
    expect(within(menu).getByRole('menuitem', { name: 'Edit and send an amendment' })).toBeEnabled();
    expect(
      within(menu).getByRole('menuitem', { name: `Withdraw contract ${en.contractSignedNotDeletable}` }),
    ).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Download signed PDF' })).toHaveAttribute(
      'href',
      signed.SignedPdf,
    );
    await user.keyboard('{Escape}');

    menu = await openLineMenu(user, modal, cancelled);
    expect(within(menu).getByRole('menuitem', { name: na('Edit and send an amendment') })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: na('Resend Contract') })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: na('Withdraw contract') })).toBeDisabled();
  });

  it('opens a draft in the builder’s edit screen and a signed one there too, for an amendment', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [readPage]: pageOf([project([draft, signed])]) });
    const { router } = renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    await user.click(
      within(await openLineMenu(user, modal, signed)).getByRole('menuitem', {
        name: 'Edit and send an amendment',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/EditClientContract/${signed.Id}`));
  });

  it('disables editing contracts for a restricted account, saying (Unsubscribed)', async () => {
    const user = userEvent.setup();
    signIn({ Metadata: { IsRestricted: true } });
    stubApi({ [readPage]: pageOf([project([draft])]) });
    renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    const menu = await openLineMenu(user, modal, draft);
    expect(
      within(menu).getByRole('menuitem', { name: `Edit ${en.billingUnsubscribedLabel}` }),
    ).toBeDisabled();
  });

  it('resends with PUT resend?id= and says Contract Sent!, then reloads', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({ [readPage]: pageOf([project([partlySigned])]), [resend]: envelope(null) });
    renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    await user.click(
      within(await openLineMenu(user, modal, partlySigned)).getByRole('menuitem', {
        name: 'Resend Contract',
      }),
    );

    expect(await screen.findByText(en.contractSent)).toBeInTheDocument();
    expect(api.callsTo('PUT', contractLifeApi.resend.path)[0]?.url.searchParams.get('id')).toBe(
      partlySigned.Id,
    );
    await waitFor(() => expect(api.callsTo('GET', projectsApi.page.path)).toHaveLength(2));
  });

  it('asks before sending new links, saying the old ones stop working, then sends them with PUT newlinks?id=', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({ [readPage]: pageOf([project([partlySigned])]), [newLinks]: envelope(null) });
    renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    await user.click(
      within(await openLineMenu(user, modal, partlySigned)).getByRole('menuitem', {
        name: 'Send a New Link',
      }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Send new links?' });
    expect(ask).toHaveTextContent('the links sent before stop working');
    expect(api.callsTo('PUT', contractLifeApi.newLinks.path)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Send New Links' }));

    expect(await screen.findByText(en.contractNewLinksSent)).toBeInTheDocument();
    expect(api.callsTo('PUT', contractLifeApi.newLinks.path)[0]?.url.searchParams.get('id')).toBe(
      partlySigned.Id,
    );
    expect(api.callsTo('PUT', contractLifeApi.resend.path)).toHaveLength(0);
  });

  it('shows a refused resend’s Content', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [readPage]: pageOf([project([partlySigned])]),
      [resend]: () => jsonResponse(said('contractResendTooSoon', 429), 429),
    });
    renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    await user.click(
      within(await openLineMenu(user, modal, partlySigned)).getByRole('menuitem', {
        name: 'Resend Contract',
      }),
    );
    expect(await screen.findByText(en.contractResendTooSoon)).toBeInTheDocument();
    expect(screen.queryByText(en.contractSent)).not.toBeInTheDocument();
  });

  it('asks before withdrawing a sent contract, saying what it does, then cancels it and says Contract withdrawn', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({ [readPage]: pageOf([project([partlySigned])]), [cancel]: envelope(null) });
    renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    await user.click(
      within(await openLineMenu(user, modal, partlySigned)).getByRole('menuitem', {
        name: 'Withdraw contract',
      }),
    );

    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this contract?' });
    expect(confirm).toHaveTextContent('Its signing links stop working and its recipients are told by email.');
    expect(api.callsTo('PUT', contractLifeApi.cancel.path)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw contract' }));

    expect(await screen.findByText(en.contractWithdrawn)).toBeInTheDocument();
    expect(screen.queryByText(en.contractDeleted)).not.toBeInTheDocument();
    expect(api.callsTo('PUT', contractLifeApi.cancel.path)[0]?.url.searchParams.get('id')).toBe(
      partlySigned.Id,
    );
  });

  it('asks before deleting a draft, sends nothing when the answer is no, and shows a refusal', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      [readPage]: pageOf([project([draft])]),
      [cancel]: () => jsonResponse(said('contractSignedNotCancellable', 409), 409),
    });
    renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    await user.click(
      within(await openLineMenu(user, modal, draft)).getByRole('menuitem', { name: 'Delete draft' }),
    );
    let confirm = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.callsTo('PUT', contractLifeApi.cancel.path)).toHaveLength(0);

    await user.click(
      within(await openLineMenu(user, modal, draft)).getByRole('menuitem', { name: 'Delete draft' }),
    );
    confirm = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText(en.contractSignedNotCancellable)).toBeInTheDocument();
    expect(screen.queryByText(en.contractDeleted)).not.toBeInTheDocument();
  });

  it('lists the earlier versions of an amended contract under Original Contracts', async () => {
    const user = userEvent.setup();
    signIn();
    const earlier = aContractSummary('signed', {
      Status: 'Superseded',
      Data: { ScopeOfServices: 'The first version of the work' },
    });
    const api = stubApi({ [readPage]: pageOf([project([partlySigned])]), [originals]: envelope([earlier]) });
    renderProjects();
    const modal = await openClientContracts(user, 'Kitchen');
    await user.click(
      within(await openLineMenu(user, modal, partlySigned)).getByRole('menuitem', {
        name: en.contractOriginalsMenu,
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: en.contractOriginalsMenu });
    expect(await within(dialog).findByText(/^The first version of the work/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(en.contractStatusSuperseded);
    expect(within(dialog).getByRole('link', { name: 'Download signed PDF' })).toHaveAttribute(
      'href',
      earlier.SignedPdf,
    );
    expect(api.callsTo('GET', contractLifeApi.originals.path)[0]?.url.searchParams.get('id')).toBe(
      partlySigned.Id,
    );
  });

  it('gives each sub-contract line its menu in the sub-contractors modal', async () => {
    const user = userEvent.setup();
    signIn();
    const sparky = subcontractor();
    const subcontract = aContractSummary('draft', { Type: 0, PartyBId: sparky.Id });
    stubApi({ [readPage]: pageOf([project([subcontract], { Subcontractors: [sparky] })]) });
    const { router } = renderProjects();
    const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sub-Contractors List' }));
    const modal = await screen.findByRole('dialog', { name: 'Sub-Contractors: Kitchen' });
    await user.click(
      within(await openLineMenu(user, modal, subcontract)).getByRole('menuitem', { name: 'Edit' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/EditSubContract/${subcontract.Id}`));
  });

  it('shows a party Contracts Received From Contractor with Sign Now on an unsigned one only', async () => {
    signIn();
    const toSign = aContractSummary('partlySigned', { SignatureUrl: '/Signature?key=abc' });
    const done = aContractSummary('signed', { SignatureUrl: null });
    stubApi({ [readPage]: pageOf([partyProject('Client', { Name: 'Cottage', Contracts: [toSign, done] })]) });
    renderProjects();
    const card = (await screen.findByRole('heading', { name: 'Cottage' })).closest('article') as HTMLElement;
    expect(within(card).getByText(en.projectContractsReceived)).toBeInTheDocument();
    expect(within(card).getAllByRole('link', { name: en.contractSignNow })).toHaveLength(1);
    expect(within(card).getByRole('link', { name: en.contractSignNow })).toHaveAttribute(
      'href',
      '/Signature?key=abc',
    );
    expect(within(card).queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
  });
});
