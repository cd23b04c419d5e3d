import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractFormSchema, defaultTemplateId, en } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, type FetchCall } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import type { ContractSaveBody } from './api';
import {
  aContract,
  actions,
  builderForm,
  builderServer,
  commencement,
  completion,
  contractId,
  dateInput,
  defaultTerms,
  dialogNamed,
  fillForDraft,
  pasteInto,
  pressOk,
  projectId,
  renderBuilder,
  serverExpiry,
  subcontractorId,
  typeDate,
} from './testing';

const saveDraftButton = () => within(actions()).getByRole('button', { name: 'Save As Draft' });
const bodyOf = (call: FetchCall | undefined) => call?.body as ContractSaveBody;
const dataOf = (call: FetchCall | undefined) => contractFormSchema.parse(JSON.parse(bodyOf(call).Data));
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('contract builder: Save As Draft', { timeout: 60_000 }, () => {
  beforeEach(() => {
    storeSignedInSession();
  });

  it('checks a draft in the order of doc 3 §5, each problem a dialog titled with it, then focuses its field', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();

    const expectProblem = async (message: string, field: () => HTMLElement) => {
      await user.click(saveDraftButton());
      await pressOk(user, await dialogNamed(message));
      await waitFor(() => expect(field()).toHaveFocus());
    };

    await expectProblem(en.contractCommencementRequiredDraft, () => dateInput(/^Commencement Date/));
    await typeDate(user, /^Commencement Date/, commencement);
    await expectProblem(en.contractCompletionRequired, () => dateInput(/^Completion Date/));
    await typeDate(user, /^Completion Date/, completion);
    const scope = () => screen.getByRole('textbox', { name: /^Scope of Services/ });
    await expectProblem(en.contractScopeRequired, scope);
    await pasteInto(user, scope(), 'Install new cabinets.');
    await expectProblem(en.paymentTermsRequired, () => screen.getByRole('textbox', { name: /^Total Cost/ }));

    expect(api.callsTo('POST', contractsApi.saveDraft.path)).toHaveLength(0);
  });

  it('sends the save request of doc 3 §3 and says Contract Saved As Draft!, whose OK goes back', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await fillForDraft(user);
    await user.click(saveDraftButton());

    const success = await dialogNamed('Success');
    expect(success).toHaveTextContent(en.contractSavedAsDraft);
    const [save] = api.callsTo('POST', contractsApi.saveDraft.path);
    const body = bodyOf(save);
    expect(body).toMatchObject({
      Type: 1,
      ProjectId: projectId,
      PartyBId: null,
      Id: null,
      ExpiredTime: serverExpiry,
      Attachments: [],
    });
    expect(body.Token).toMatch(uuidPattern);
    const data = dataOf(save);
    expect(data).toMatchObject({
      CommencementDate: commencement,
      CompletionDate: completion,
      ScopeOfServices: 'Install new cabinets.',
      TermsId: defaultTemplateId,
      Terms: defaultTerms.map((term) => term.Text),
    });
    expect(data.Payment).toMatchObject({ TotalCost: 10000, Deposit: 0, Mode: 'date', Remain: 10000 });

    await pressOk(user, success);
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeInTheDocument();
  });

  it('shows a refusal titled with its Content; the retry carries the same key, and a later save the answered id', async () => {
    const user = userEvent.setup();
    let saves = 0;
    const api = builderServer({
      routes: {
        [`POST ${contractsApi.saveDraft.path}`]: () => {
          saves += 1;
          if (saves === 1) return jsonResponse(said('contractClientSignatureMissing'), 400);
          return jsonResponse(envelope({ Id: contractId, Token: 'answered-key' }));
        },
      },
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await fillForDraft(user);

    await user.click(saveDraftButton());
    await pressOk(user, await dialogNamed(en.contractClientSignatureMissing));
    await user.click(saveDraftButton());
    const success = await dialogNamed('Success');
    // Closed without OK: the contractor stays on the builder and saves again.
    await user.click(within(success).getByRole('button', { name: 'Close' }));
    await user.click(saveDraftButton());
    await dialogNamed('Success');

    const bodies = api.callsTo('POST', contractsApi.saveDraft.path).map(bodyOf);
    expect(bodies).toHaveLength(3);
    expect(bodies[1]?.Token).toBe(bodies[0]?.Token);
    expect(bodies[1]?.Id).toBeNull();
    expect(bodies[2]).toMatchObject({ Id: contractId, Token: 'answered-key' });
  });

  it('saves a sub-contract for its sub-contractor with the service address', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeSubContract/${projectId}/${subcontractorId}`);
    await builderForm();
    await fillForDraft(user, { scopeLabel: new RegExp(`^${en.contractSubcontractScopeLabel}`) });
    await user.click(saveDraftButton());
    await dialogNamed('Success');

    const [save] = api.callsTo('POST', contractsApi.saveDraft.path);
    expect(bodyOf(save)).toMatchObject({ Type: 0, PartyBId: subcontractorId, Id: null });
    expect(dataOf(save).ServiceAddress).toBe('4-1 Main Street, Ottawa, Ontario K1A 0B1');
  });

  it('saves a stored draft under its id and key, with what was loaded', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    await user.click(saveDraftButton());
    await dialogNamed('Success');

    const [save] = api.callsTo('POST', contractsApi.saveDraft.path);
    expect(bodyOf(save)).toMatchObject({
      Id: contractId,
      Token: 'stored-draft-key',
      ExpiredTime: serverExpiry,
    });
    const stored = aContract().Data;
    expect(dataOf(save)).toMatchObject({
      CommencementDate: stored.CommencementDate,
      ScopeOfServices: stored.ScopeOfServices,
      Terms: stored.Terms,
    });
  });
});
