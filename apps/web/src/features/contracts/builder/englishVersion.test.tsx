import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/switchLanguage';
import { storeSignedInSession } from '../../../test/session';
import { aClient } from '../../contacts/testing';
import {
  actions,
  aProject,
  builderForm,
  builderServer,
  fillForReview,
  projectId,
  renderBuilder,
  dialogNamed,
} from './testing';

const quebecClient = () => aClient({ Language: 'fr' });
const switchNamed = () => screen.queryByRole('switch', { name: /^Also give the client an English version/ });

describe(
  'contract builder: the English version of a Quebec contract (issue 31 §3)',
  { timeout: 60_000 },
  () => {
    beforeEach(() => storeSignedInSession());
    afterEach(() => switchLanguage('en'));

    it('offers a French Quebec consumer contract an English version, off by default, saying why the French comes first', async () => {
      const user = userEvent.setup();
      const api = builderServer({ project: aProject({ Province: 'Quebec', Clients: [quebecClient()] }) });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      const toggle = switchNamed();
      expect(toggle).not.toBeChecked();
      expect(
        screen.getByText(/gets the French version first \(Charter of the French language, s\. 55\)/),
      ).toBeVisible();
      await user.click(toggle as HTMLElement);
      await fillForReview(user);
      await user.click(within(actions()).getByRole('button', { name: en.contractReviewButton }));
      await dialogNamed('Contract preview');
      const [previewed] = api.callsTo('POST', contractsApi.preview.path);
      expect(JSON.parse((previewed?.body as { Data: string }).Data)).toMatchObject({ AlsoEnglish: true });
    });

    it('offers none in Ontario or to a business client', async () => {
      builderServer({ project: aProject({ Province: 'Ontario', Clients: [quebecClient()] }) });
      const first = renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      expect(switchNamed()).not.toBeInTheDocument();
      first.unmount();

      builderServer({
        project: aProject({ Province: 'Quebec', Clients: [aClient({ Language: 'fr', IsBusiness: true })] }),
      });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      expect(switchNamed()).not.toBeInTheDocument();
    });

    it('offers it to a Quebec consumer who reads English, whose contract is French first', async () => {
      builderServer({ project: aProject({ Province: 'Quebec', Clients: [aClient({ Language: 'en' })] }) });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      expect(switchNamed()).toBeInTheDocument();
    });

    it('is worded in French on a French page', async () => {
      await switchLanguage('fr');
      builderServer({ project: aProject({ Province: 'Quebec', Clients: [quebecClient()] }) });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await screen.findByRole('form', { name: 'Contrat' });
      expect(
        screen.getByRole('switch', { name: /^Remettre aussi au client une version anglaise/ }),
      ).not.toBeChecked();
    });
  },
);
