import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { addDays, en, formatTime, viewerTimeZone } from '@tradepact/shared';
import { contractLifeApi, contractsApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, said, type FetchCall } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import {
  aContract,
  actions,
  builderForm,
  builderServer,
  contractId,
  dialogNamed,
  fillForReview,
  pressOk,
  projectId,
  renderBuilder,
  today,
} from './testing';

const sentId = '99999999-9999-4999-8999-999999999999';
/** A stored contract that passes review: the deposit pays it all. */
const reviewable = (status: string) =>
  aContract(
    { Status: status },
    { Payment: { TotalCost: 12000, Deposit: 12000, DepositDate: addDays(today, 1), Mode: 'date' } },
  );
const reviewButton = () => within(actions()).getByRole('button', { name: en.contractReviewButton });

/** Opens the preview of what the builder holds. */
async function openPreview(user: UserEvent) {
  await user.click(reviewButton());
  return dialogNamed('Contract preview');
}

/** The preview's Send, then the Send of its last check. */
async function sendFrom(user: UserEvent, preview: HTMLElement) {
  await user.click(within(preview).getByRole('button', { name: 'Send' }));
  const check = await dialogNamed('Send this contract?');
  await user.click(within(check).getByRole('button', { name: 'Send' }));
}

describe('contract builder: Send', { timeout: 60_000 }, () => {
  beforeEach(() => {
    storeSignedInSession();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('sends a new contract with create, the body previewed, then says Contracts Sent titled Success and goes back', async () => {
    const user = userEvent.setup();
    const api = builderServer({
      routes: { [`POST ${contractLifeApi.create.path}`]: envelope({ Id: sentId }) },
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await fillForReview(user);
    const modal = await openPreview(user);
    await sendFrom(user, modal);

    const success = await dialogNamed('Success');
    expect(success).toHaveTextContent(en.contractsSentAllowTime);
    const [sent] = api.callsTo('POST', contractLifeApi.create.path);
    const [previewed] = api.callsTo('POST', contractsApi.preview.path);
    expect(sent?.body).toEqual({ ...(previewed?.body as object), Message: '', SigningCode: false });
    expect(sent?.body).toMatchObject({ ProjectId: projectId, Type: 1, Id: null });
    expect((sent?.body as { Token: string }).Token).not.toBe('');
    expect(api.callsTo('POST', contractLifeApi.update.path)).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Contract preview' })).not.toBeInTheDocument();

    // Nothing is left unsaved: going back asks nothing.
    await pressOk(user, success);
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeInTheDocument();
  });

  it('asks before sending: names each recipient with the address and mobile used, sends the personal message, says when it went', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T14:42:00Z') });
    const user = userEvent.setup();
    const api = builderServer({
      routes: { [`POST ${contractLifeApi.create.path}`]: envelope({ Id: sentId }) },
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await fillForReview(user);
    const modal = await openPreview(user);
    await user.click(within(modal).getByRole('button', { name: 'Send' }));

    const check = await dialogNamed('Send this contract?');
    const people = within(check).getAllByRole('listitem');
    expect(people.map((item) => item.textContent)).toEqual([
      'Sarah Okafor · sarah@example.com · text to 647-555-0199',
      'Patel Holdings (Raj Patel) · raj@example.com',
    ]);
    expect(api.callsTo('POST', contractLifeApi.create.path)).toHaveLength(0);
    await user.type(
      within(check).getByRole('textbox', { name: 'Personal message (optional)' }),
      'Hi Sarah,{Enter}as discussed on site.',
    );
    await user.click(within(check).getByRole('button', { name: 'Send' }));

    const success = await dialogNamed('Success');
    expect(api.callsTo('POST', contractLifeApi.create.path)[0]?.body).toMatchObject({
      Message: 'Hi Sarah,\nas discussed on site.',
    });
    expect(success).toHaveTextContent(en.contractsSentAllowTime);
    expect(success).toHaveTextContent(`Sent at ${formatTime(new Date(), viewerTimeZone())}`);
  });

  it('sends nothing when the last check is cancelled, and the preview stays open', async () => {
    const user = userEvent.setup();
    const api = builderServer({
      routes: { [`POST ${contractLifeApi.create.path}`]: envelope({ Id: sentId }) },
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await fillForReview(user);
    const modal = await openPreview(user);
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    await user.click(
      within(await dialogNamed('Send this contract?')).getByRole('button', { name: 'Cancel' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send this contract?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Contract preview' })).toBeInTheDocument();
    expect(api.callsTo('POST', contractLifeApi.create.path)).toHaveLength(0);
  });

  it('sends an opened draft with update under its id', async () => {
    const user = userEvent.setup();
    const api = builderServer({
      contract: reviewable('Draft'),
      routes: { [`POST ${contractLifeApi.update.path}`]: envelope({ Id: contractId }) },
    });
    renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    const modal = await openPreview(user);
    expect(within(modal).queryByText('This sends an amendment')).not.toBeInTheDocument();
    await sendFrom(user, modal);

    await dialogNamed('Success');
    const [sent] = api.callsTo('POST', contractLifeApi.update.path);
    expect(sent?.body).toMatchObject({ Id: contractId, ProjectId: projectId, Token: 'stored-draft-key' });
    expect(api.callsTo('POST', contractLifeApi.create.path)).toHaveLength(0);
  });

  it('opens a signed contract for edit and says, before Send, that it sends an amendment', async () => {
    const user = userEvent.setup();
    const api = builderServer({
      contract: reviewable('Signed'),
      routes: { [`POST ${contractLifeApi.update.path}`]: envelope({ Id: sentId }) },
    });
    renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    // Doc 3 §2: Save As Draft only while the contract is a draft.
    expect(within(actions()).queryByRole('button', { name: 'Save As Draft' })).not.toBeInTheDocument();
    const modal = await openPreview(user);
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'The signed contract stays in force until your recipients sign this amendment.',
    );
    await sendFrom(user, modal);
    await dialogNamed('Success');
    expect(api.callsTo('POST', contractLifeApi.update.path)[0]?.body).toMatchObject({ Id: contractId });
  });

  it('sends once on a double click, the button disabled while sending', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const api = builderServer({
      routes: {
        [`POST ${contractLifeApi.create.path}`]: (_call: FetchCall) =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await fillForReview(user);
    const modal = await openPreview(user);
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    const send = within(await dialogNamed('Send this contract?')).getByRole('button', { name: 'Send' });
    await user.dblClick(send);

    await waitFor(() => expect(send).toBeDisabled());
    expect(api.callsTo('POST', contractLifeApi.create.path)).toHaveLength(1);
    answer(jsonResponse(envelope({ Id: sentId })));
    await dialogNamed('Success');
    expect(api.callsTo('POST', contractLifeApi.create.path)).toHaveLength(1);
  });

  it('shows a refusal titled with its Content above the preview, which stays open to send again', async () => {
    const user = userEvent.setup();
    let sends = 0;
    builderServer({
      routes: {
        [`POST ${contractLifeApi.create.path}`]: () => {
          sends += 1;
          return sends === 1
            ? jsonResponse(said('contractEulaNotAccepted'), 400)
            : jsonResponse(envelope({ Id: sentId }));
        },
      },
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await fillForReview(user);
    const modal = await openPreview(user);
    await sendFrom(user, modal);
    await pressOk(user, await dialogNamed(en.contractEulaNotAccepted));

    expect(screen.getByRole('dialog', { name: 'Contract preview' })).toBeInTheDocument();
    const check = screen.getByRole('dialog', { name: 'Send this contract?' });
    await user.click(within(check).getByRole('button', { name: 'Send' }));
    expect(await dialogNamed('Success')).toHaveTextContent(en.contractsSentAllowTime);
  });
});
