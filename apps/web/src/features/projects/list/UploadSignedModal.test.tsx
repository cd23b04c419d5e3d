import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { projectsApi, scansApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import { aFile, stubUploads } from '../../scans/testing';
import type { ProjectContract } from './api';
import { aContractSummary, ownerProject, pageOf, renderProjects } from './testing';

const readPage = `GET ${projectsApi.page.path}`;
const scan = `POST ${scansApi.scanDocuments.path}`;

const sent = aContractSummary('partlySigned', { Number: 12, Parties: [] });
const signed = aContractSummary('signed', { Number: 9 });

function signIn() {
  storeSignedInSession();
}

/** The line menu of the contract whose scope starts like `contract`'s, in the client contracts list. */
async function openLineMenu(user: UserEvent, contract: typeof sent) {
  const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
  await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Client Contracts List' }));
  const list = await screen.findByRole('dialog', { name: 'Client Contracts: Kitchen' });
  const scope = contract.Data?.ScopeOfServices?.slice(0, 30) ?? '';
  const line = within(list).getByRole('listitem', { name: new RegExp(`^${scope}`) });
  await user.click(within(line).getByRole('button', { name: /^Actions for / }));
  return screen.findByRole('menu');
}

async function openUpload(user: UserEvent) {
  const menu = await openLineMenu(user, sent);
  await user.click(within(menu).getByRole('menuitem', { name: 'Upload Signed Agreement' }));
  return screen.findByRole('dialog', { name: 'Upload signed agreement: contract No. 12' });
}

describe('Upload signed agreement (My Projects)', { timeout: 30_000 }, () => {
  beforeEach(() => notifications.clean());

  it('is offered on a sent contract only', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ [readPage]: pageOf([ownerProject({ Name: 'Kitchen', Contracts: [sent, signed] })]) });
    renderProjects();
    const menu = await openLineMenu(user, signed);
    expect(
      within(menu).getByRole('menuitem', { name: `Upload Signed Agreement ${en.projectMenuNotAvailable}` }),
    ).toBeDisabled();
  });

  it('is offered from the project’s Manage menu for each sent contract, NA when there is none', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [readPage]: pageOf([
        ownerProject({ Name: 'Kitchen', Contracts: [sent, signed] }),
        ownerProject({ Name: 'Deck', Contracts: [signed] }),
      ]),
    });
    renderProjects();
    const manage = async (name: string) => {
      const card = (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
      await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
      return screen.findByRole('menu');
    };

    let menu = await manage('Deck');
    expect(
      within(menu).getByRole('menuitem', { name: `Upload Signed Agreement ${en.projectMenuNotAvailable}` }),
    ).toBeDisabled();
    await user.keyboard('{Escape}');

    menu = await manage('Kitchen');
    await user.click(within(menu).getByRole('menuitem', { name: 'Upload Signed Agreement: No. 12' }));
    expect(
      await screen.findByRole('dialog', { name: 'Upload signed agreement: contract No. 12' }),
    ).toBeInTheDocument();
  });

  it('sends the contract’s id with the file; once filed it closes and the list reloads', async () => {
    const user = userEvent.setup();
    signIn();
    let uploaded = false;
    const api = stubApi({
      [readPage]: pageOf(() => [
        ownerProject({ Name: 'Kitchen', Contracts: [uploaded ? { ...sent, Status: 'Signed' } : sent] }),
      ]),
      [scan]: () => {
        uploaded = true;
        return jsonResponse(envelope({ ...sent, Status: 'Signed' }, 200, en.uploadContractUploaded));
      },
    });
    const uploads = stubUploads();
    renderProjects();
    const modal = await openUpload(user);

    await user.upload(
      within(modal).getByLabelText('Signed contract file'),
      aFile('signed.jpg', 'image/jpeg'),
    );
    expect(await screen.findByText(en.uploadContractUploaded)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Upload signed agreement/ })).not.toBeInTheDocument(),
    );
    expect(uploads.sent[0]?.form.get('ContractId')).toBe(sent.Id);
    expect(uploads.sent[0]?.url.searchParams.get('isConfirmed')).toBe('false');
    await waitFor(() => expect(api.callsTo('GET', projectsApi.page.path).length).toBeGreaterThan(1));
  });

  it('shows the contract Signed once the server has sealed the scan, without a reload', async () => {
    const user = userEvent.setup();
    signIn();
    const waiting: ProjectContract = { ...sent, Parties: [{ Type: 2, Name: 'Jane Doe', SignedTime: null }] };
    // After the filing every recipient has signed (on paper); the seal, a job, follows in seconds.
    const filed: ProjectContract = {
      ...waiting,
      Parties: [{ Type: 2, Name: 'Jane Doe', SignedTime: new Date().toISOString() }],
    };
    let contract = waiting;
    let readsSinceFiling = 0;
    stubApi({
      [readPage]: (call: FetchCall) => {
        if (contract !== waiting) readsSinceFiling += 1;
        // The second read after the filing finds the seal done.
        if (readsSinceFiling === 2) contract = { ...filed, Status: 'Signed' };
        return pageOf([ownerProject({ Name: 'Kitchen', Contracts: [contract] })])(call);
      },
      [scan]: () => {
        contract = filed;
        return jsonResponse(envelope(filed, 200, en.uploadContractUploaded));
      },
    });
    stubUploads();
    renderProjects();
    /** The project's card, as drawn now (a reload draws it anew). */
    const card = async () =>
      (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
    expect(within(await card()).getByText('1 awaiting signature', { exact: false })).toBeInTheDocument();
    const modal = await openUpload(user);

    await user.upload(
      within(modal).getByLabelText('Signed contract file'),
      aFile('signed.jpg', 'image/jpeg'),
    );
    expect(await screen.findByText(en.uploadContractUploaded)).toBeInTheDocument();
    await waitFor(
      async () => expect(within(await card()).getByText('1 signed', { exact: false })).toBeInTheDocument(),
      { timeout: 8_000 },
    );
    expect(within(await card()).queryByText('partly signed', { exact: false })).not.toBeInTheDocument();
  });

  it('asks before filing a scan with no readable code to the chosen contract', async () => {
    const user = userEvent.setup();
    signIn();
    const question = { Reason: 'noCode', ContractId: sent.Id, Number: 12, MissingPages: [], PageCount: 0 };
    let answers = 0;
    stubApi({
      [readPage]: pageOf([ownerProject({ Name: 'Kitchen', Contracts: [sent] })]),
      [scan]: () => {
        answers += 1;
        return answers === 1
          ? jsonResponse(envelope(question, 409, en.scanNoCode), 409)
          : jsonResponse(envelope(sent, 200, en.uploadContractUploaded));
      },
    });
    const uploads = stubUploads();
    renderProjects();
    const modal = await openUpload(user);

    await user.upload(
      within(modal).getByLabelText('Signed contract file'),
      aFile('blurry.jpg', 'image/jpeg'),
    );
    const confirm = await within(modal).findByTestId('scan-confirm');
    expect(confirm).toHaveTextContent(
      'No QR code could be read on this scan. File it as the signed copy of contract No. 12?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'File it' }));
    expect(await screen.findByText(en.uploadContractUploaded)).toBeInTheDocument();
    expect(uploads.sent[1]?.url.searchParams.get('isConfirmed')).toBe('true');
    expect(uploads.sent[1]?.form.get('ContractId')).toBe(sent.Id);
  });

  it('shows a refusal in a popup titled Failure with the server’s Content', async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      [readPage]: pageOf([ownerProject({ Name: 'Kitchen', Contracts: [sent] })]),
      [scan]: () =>
        jsonResponse(
          { ...said('scanOtherContract'), Content: 'This scan is contract No. 3, not contract No. 12.' },
          400,
        ),
    });
    stubUploads();
    renderProjects();
    const modal = await openUpload(user);

    await user.upload(
      within(modal).getByLabelText('Signed contract file'),
      aFile('wrong.pdf', 'application/pdf'),
    );
    const popup = await screen.findByRole('dialog', { name: en.uploadFailureTitle });
    expect(within(popup).getByRole('alert')).toHaveTextContent(
      'This scan is contract No. 3, not contract No. 12.',
    );
  });
});
