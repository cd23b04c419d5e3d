import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, en } from '@tradepact/shared';
import { contractsApi, projectsApi, templatesApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, type FetchCall } from '../../../test/fetch';
import { aClient, aSubcontractor, inputIn } from '../../contacts/testing';
import { storeSignedInSession } from '../../../test/session';
import {
  aContract,
  aProject,
  actions,
  aTemplate,
  builderForm,
  builderServer,
  commencement,
  completion,
  contractId,
  dateInput,
  dialogNamed,
  pressOk,
  projectId,
  renderBuilder,
  serverExpiry,
  shownDay,
  subcontractorId,
  today,
  typeDate,
} from './testing';

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const clause = (number: number) => screen.getByRole('group', { name: `Clause ${number}` });

describe('contract builder: opening', { timeout: 60_000 }, () => {
  beforeEach(() => {
    storeSignedInSession();
  });

  it('without a saved signature, says so in the client wording and opens the signature tab', async () => {
    const user = userEvent.setup();
    builderServer({ signature: '' });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await pressOk(user, await dialogNamed(en.contractClientSignatureMissing));
    expect(await screen.findByRole('heading', { name: 'Signature tab' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contract' })).not.toBeInTheDocument();
  });

  it('without a saved signature, says so in the sub-contractor wording on the sub-contract screens', async () => {
    const user = userEvent.setup();
    builderServer({ signature: '' });
    renderBuilder(`/MakeSubContract/${projectId}/${subcontractorId}`);
    await pressOk(user, await dialogNamed(en.contractSubcontractSignatureMissing));
    expect(await screen.findByRole('heading', { name: 'Signature tab' })).toBeInTheDocument();
  });

  it('opens a client contract with its heading, the default terms of the client kind and the offer two days away', async () => {
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(screen.getByRole('heading', { level: 1, name: en.contractCreateClientTitle })).toBeInTheDocument();
    expect(screen.getByText('Project: Kitchen renovation')).toBeInTheDocument();
    expect(textbox(/^Scope of Services/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Service Address/ })).not.toBeInTheDocument();
    expect(dateInput(/^Unless signed by your recipient/)).toHaveValue(shownDay(addDays(today, 2)));
    expect(screen.getByRole('textbox', { name: /^Deposit Date/ })).toHaveValue(shownDay(addDays(today, 1)));
    expect(clause(1)).toHaveTextContent('Payment is due within 15 days of each invoice.');
    expect(clause(2)).toHaveTextContent('Changes to the scope are agreed in writing.');
    // The terms endpoint numbers client terms 0 (DECISIONS "Which default terms").
    expect(api.callsTo('GET', contractsApi.defaultTerms.path)[0]?.url.searchParams.get('type')).toBe('0');
    expect(api.callsTo('GET', templatesApi.readList.path)[0]?.url.searchParams.get('type')).toBe('1');
    expect(within(actions()).getByRole('button', { name: 'Save As Draft' })).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: en.contractReviewButton })).toBeInTheDocument();
  });

  it('starts a contract for a client who reads French from the French default clauses, in an English page', async () => {
    const api = builderServer({
      project: aProject({ Clients: [aClient({ Language: 'fr' })] }),
      routes: {
        [`GET ${contractsApi.defaultTerms.path}`]: (call: FetchCall) =>
          jsonResponse(
            envelope(
              call.url.searchParams.get('language') === 'fr'
                ? [{ Text: '<p>Le paiement est dû dans les 15 jours de chaque facture.</p>', Video: '' }]
                : [{ Text: '<p>Payment is due within 15 days of each invoice.</p>', Video: '' }],
            ),
          ),
      },
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(clause(1)).toHaveTextContent('Le paiement est dû dans les 15 jours de chaque facture.');
    expect(screen.getByRole('heading', { level: 1, name: en.contractCreateClientTitle })).toBeInTheDocument();
    const asked = api.callsTo('GET', contractsApi.defaultTerms.path).map((call) => call.url.searchParams);
    expect(asked.map((query) => [query.get('type'), query.get('language')])).toEqual([['0', 'fr']]);
  });

  it('starts a sub-contract from the clauses of its sub-contractor’s language', async () => {
    const api = builderServer({
      project: aProject({ Subcontractors: [aSubcontractor({ Id: subcontractorId, Language: 'fr' })] }),
    });
    renderBuilder(`/MakeSubContract/${projectId}/${subcontractorId}`);
    await builderForm();
    const [asked] = api.callsTo('GET', contractsApi.defaultTerms.path);
    expect([asked?.url.searchParams.get('type'), asked?.url.searchParams.get('language')]).toEqual([
      '1',
      'fr',
    ]);
  });

  it('words the sub-contract screen for the sub-contractor, with the service address of the project to edit', async () => {
    const api = builderServer();
    renderBuilder(`/MakeSubContract/${projectId}/${subcontractorId}`);
    await builderForm();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create A Contract For Your Sub-Contractor' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sub-contractor: Sparks Electric')).toBeInTheDocument();
    expect(textbox(new RegExp(`^${en.contractSubcontractScopeLabel}`))).toBeInTheDocument();
    expect(textbox(/^Service Address/)).toHaveValue('4-1 Main Street, Ottawa, Ontario K1A 0B1');
    expect(api.callsTo('GET', contractsApi.defaultTerms.path)[0]?.url.searchParams.get('type')).toBe('1');
    expect(api.callsTo('GET', templatesApi.readList.path)[0]?.url.searchParams.get('type')).toBe('0');
  });

  it('adds the chosen example line to the scope', async () => {
    const user = userEvent.setup();
    builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await user.type(textbox(/^Scope of Services/), 'Kitchen work:');
    await user.click(screen.getByRole('button', { name: en.contractScopeExamples }));
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(7);
    await user.click(screen.getByRole('menuitem', { name: /^Demolish the existing kitchen/ }));
    expect(textbox(/^Scope of Services/)).toHaveValue(
      'Kitchen work:\nDemolish the existing kitchen: remove the cabinets, countertops, backsplash and flooring, and take all debris off site.',
    );
  });

  it('asks the server for the expiry each time the commencement date changes, and takes its answer', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await typeDate(user, /^Commencement Date/, commencement);
    await waitFor(() =>
      expect(dateInput(/^Unless signed by your recipient/)).toHaveValue(shownDay(serverExpiry)),
    );
    const later = addDays(commencement, 5);
    await typeDate(user, /^Commencement Date/, later);
    const asked = api
      .callsTo('GET', contractsApi.expiredTime.path)
      .map((call) => call.url.searchParams.get('date'));
    expect(asked).toEqual([commencement, later]);
  });

  it('loads a stored draft back into every field, with its template chosen', async () => {
    const template = aTemplate();
    const api = builderServer({
      contract: aContract({}, { TermsId: template.Id, ServiceAddress: '' }),
      templates: [template],
    });
    renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    expect(screen.getByRole('heading', { level: 1, name: en.contractEditClientTitle })).toBeInTheDocument();
    expect(api.callsTo('GET', contractsApi.read.path)[0]?.url.searchParams.get('id')).toBe(contractId);
    expect(api.callsTo('GET', projectsApi.read.path)[0]?.url.searchParams.get('id')).toBe(projectId);
    expect(dateInput(/^Commencement Date/)).toHaveValue(shownDay(commencement));
    expect(dateInput(/^Completion Date/)).toHaveValue(shownDay(completion));
    expect(textbox(/^Scope of Services/)).toHaveValue('Replace the kitchen cabinets.');
    expect(textbox(/^Total Cost/)).toHaveValue('12000');
    expect(textbox(/^Deposit$/)).toHaveValue('2000');
    expect(dateInput(/^Unless signed by your recipient/)).toHaveValue(shownDay(serverExpiry));
    expect(inputIn(document.body, /^Contract template/)).toHaveValue('My kitchen terms');
    expect(clause(1)).toHaveTextContent('Stored clause one.');
    expect(clause(2)).toHaveTextContent('Stored clause two.');
    expect(within(actions()).getByRole('button', { name: 'Save As Draft' })).toBeInTheDocument();
  });

  it('titles the sub-contract edit screen for the sub-contractor and loads its service address', async () => {
    builderServer({
      contract: aContract(
        { Type: 0, SubContractorId: subcontractorId },
        { ServiceAddress: '22 Side Road, Ottawa' },
      ),
    });
    renderBuilder(`/EditSubContract/${contractId}`);
    await builderForm();
    expect(
      screen.getByRole('heading', { level: 1, name: en.contractEditSubcontractTitle }),
    ).toBeInTheDocument();
    expect(textbox(/^Service Address/)).toHaveValue('22 Side Road, Ottawa');
  });

  it('offers Save As Draft only while the contract is a draft', async () => {
    builderServer({ contract: aContract({ Status: 'Sent' }) });
    renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    expect(within(actions()).queryByRole('button', { name: 'Save As Draft' })).not.toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: en.contractReviewButton })).toBeInTheDocument();
  });

  it('says what sending an edited sent contract makes it, and names the draft of an amendment', async () => {
    builderServer({ contract: aContract({ Status: 'Sent', Number: 3, Revision: 1 }) });
    const { unmount } = renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    expect(screen.getByText('Sending this makes it Amendment 2 to Contract No. 3.')).toBeInTheDocument();
    unmount();

    builderServer({ contract: aContract({ Status: 'Draft', Number: 3, Revision: 2 }) });
    renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    expect(screen.getByText('Amendment 2 to Contract No. 3')).toBeInTheDocument();
  });

  it('shows why a contract could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    builderServer({
      routes: {
        [`GET ${contractsApi.read.path}`]: () => {
          reads += 1;
          return new Response(
            JSON.stringify(reads === 1 ? envelope(null, 404, en.commonNotFound) : envelope(aContract())),
            { status: reads === 1 ? 404 : 200 },
          );
        },
      },
    });
    renderBuilder(`/EditClientContract/${contractId}`);
    expect(await screen.findByText(en.commonNotFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await builderForm();
  });

  it('opens the demo builder titled for a client, without Save As Draft', async () => {
    builderServer();
    renderBuilder(`/MakeClientContractDemo/${projectId}`);
    await builderForm();
    expect(screen.getByRole('heading', { level: 1, name: en.contractCreateClientTitle })).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Save As Draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.contractAddTermButton })).toBeInTheDocument();
  });

  it('asks before leaving with typing not saved', async () => {
    const user = userEvent.setup();
    builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await user.type(textbox(/^Scope of Services/), 'Paint');
    await user.click(within(actions()).getByRole('button', { name: 'Cancel' }));
    const asking = await dialogNamed('Leave without saving?');
    await user.click(within(asking).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeInTheDocument();
  });

  it('goes back on Cancel', async () => {
    const user = userEvent.setup();
    builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await user.click(within(actions()).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeInTheDocument();
  });
});
