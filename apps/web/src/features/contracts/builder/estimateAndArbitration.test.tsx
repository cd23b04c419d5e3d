import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractFormSchema } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { en } from '@tradepact/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/switchLanguage';
import { jsonResponse, said, type FetchCall } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import { aClient } from '../../contacts/testing';
import type { ContractSaveBody } from './api';
import {
  aContract,
  actions,
  aProject,
  builderForm,
  builderServer,
  contractId,
  dialogNamed,
  fillForDraft,
  fillForReview,
  pressOk,
  projectId,
  renderBuilder,
} from './testing';

const estimateSwitch = () => screen.getByRole('switch', { name: /^This price is an estimate/ });
const arbitrationNote = () => screen.queryByTestId('arbitration-note');
const dataOf = (call: FetchCall | undefined) =>
  contractFormSchema.parse(JSON.parse((call?.body as ContractSaveBody).Data));

const arbitrationClause =
  '<p><strong>Disputes.</strong> Any dispute shall be settled by final and binding arbitration.</p>';
const withClauses = (...Terms: string[]) => aContract({}, { Terms });

describe(
  'contract builder: the estimate switch and the arbitration note (issue 31 §5)',
  { timeout: 60_000 },
  () => {
    beforeEach(() => storeSignedInSession());
    afterEach(() => switchLanguage('en'));

    it('says, for an Ontario consumer, that the final price may not exceed the estimate by more than 10 %, and saves the switch', async () => {
      const user = userEvent.setup();
      const api = builderServer({ project: aProject({ Province: 'Ontario', Clients: [aClient()] }) });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      expect(estimateSwitch()).not.toBeChecked();
      expect(
        screen.getByText(/may not exceed the estimate by more than 10% without your client’s agreement/),
      ).toHaveTextContent('Consumer Protection Act, 2002 (S.O. 2002, c. 30, Sched. A), s. 10');
      await user.click(estimateSwitch());
      expect(estimateSwitch()).toBeChecked();
      await fillForDraft(user);
      await user.click(within(actions()).getByRole('button', { name: 'Save As Draft' }));
      await dialogNamed('Success');
      const [save] = api.callsTo('POST', contractsApi.saveDraft.path);
      expect(dataOf(save).PriceIsEstimate).toBe(true);
    });

    it('says elsewhere only that the price is an estimate, in French too', async () => {
      builderServer({ project: aProject({ Province: 'Alberta', Clients: [aClient()] }) });
      await switchLanguage('fr');
      renderBuilder(`/MakeClientContract/${projectId}`);
      await screen.findByRole('form', { name: 'Contrat' });
      expect(screen.getByRole('switch', { name: /^Ce prix est une estimation/ })).toBeInTheDocument();
      expect(screen.getByText('Le contrat indiquera que le prix est une estimation.')).toBeInTheDocument();
    });

    it('notes under the clauses an arbitration clause in an Ontario consumer contract, naming the statute, without stopping it', async () => {
      builderServer({
        project: aProject({ Province: 'Ontario', Clients: [aClient()] }),
        contract: withClauses('<p>Warranty of one year.</p>', arbitrationClause),
      });
      renderBuilder(`/EditClientContract/${contractId}`);
      await builderForm();
      const note = await screen.findByTestId('arbitration-note');
      expect(note).toHaveTextContent(
        'Clause 2 seems to send disputes to arbitration only or to waive class actions. In Ontario, such a clause does not bind a consumer (Consumer Protection Act, 2002 (S.O. 2002, c. 30, Sched. A), ss. 7–8)',
      );
      expect(within(actions()).getByRole('button', { name: /Review/ })).toBeEnabled();
    });

    it('notes a French class-action waiver in Quebec, in French', async () => {
      builderServer({
        project: aProject({ Province: 'Quebec', Clients: [aClient()] }),
        contract: withClauses('<p>Le Client renonce à tout recours collectif.</p>'),
      });
      await switchLanguage('fr');
      renderBuilder(`/EditClientContract/${contractId}`);
      await screen.findByRole('form', { name: 'Contrat' });
      expect(await screen.findByTestId('arbitration-note')).toHaveTextContent(
        'Dans la province (Québec), une telle clause ne lie pas le consommateur (Loi sur la protection du consommateur (RLRQ, c. P-40.1), art. 11.1)',
      );
    });

    it('notes nothing for ordinary clauses, a business client or a province without the rule', async () => {
      builderServer({
        project: aProject({ Province: 'Ontario', Clients: [aClient()] }),
        contract: withClauses('<p>Warranty of one year.</p>', '<p>Disputes go to Small Claims Court.</p>'),
      });
      const first = renderBuilder(`/EditClientContract/${contractId}`);
      await builderForm();
      expect(arbitrationNote()).not.toBeInTheDocument();
      first.unmount();

      builderServer({
        project: aProject({ Province: 'Ontario', Clients: [aClient({ IsBusiness: true })] }),
        contract: withClauses(arbitrationClause),
      });
      const second = renderBuilder(`/EditClientContract/${contractId}`);
      await builderForm();
      expect(arbitrationNote()).not.toBeInTheDocument();
      second.unmount();

      builderServer({
        project: aProject({ Province: 'Alberta', Clients: [aClient()] }),
        contract: withClauses(arbitrationClause),
      });
      renderBuilder(`/EditClientContract/${contractId}`);
      await builderForm();
      expect(arbitrationNote()).not.toBeInTheDocument();
    });

    it('Review shows the server’s refusal of a Quebec consumer contract without the RBQ licence, and no preview', async () => {
      const user = userEvent.setup();
      builderServer({
        project: aProject({ Province: 'Quebec', Clients: [aClient()] }),
        routes: {
          [`POST ${contractsApi.preview.path}`]: () => jsonResponse(said('consumerContentRbqLicence'), 400),
        },
      });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      await fillForReview(user);
      await user.click(within(actions()).getByRole('button', { name: /Review/ }));
      await pressOk(user, await dialogNamed(en.consumerContentRbqLicence));
      expect(screen.queryByRole('dialog', { name: 'Contract preview' })).not.toBeInTheDocument();
    });
  },
);
