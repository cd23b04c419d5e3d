import { getDefaultNormalizer, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/switchLanguage';
import { storeSignedInSession } from '../../../test/session';
import { aClient, aSubcontractor, uuid } from '../../contacts/testing';
import { aProject, builderForm, builderServer, projectId, renderBuilder, subcontractorId } from './testing';

const business = (overrides = {}) => aClient({ IsBusiness: true, ...overrides });
const second = { Id: uuid('9'), FirstName: 'Luc', Email: 'luc@example.com' };

describe("contract builder: the contract's consumer status (issue 31 §1)", { timeout: 60_000 }, () => {
  beforeEach(() => storeSignedInSession());
  afterEach(() => switchLanguage('en'));

  it("says a client contract is a consumer contract under the province's rules", async () => {
    builderServer({ project: aProject({ Province: 'Ontario', Clients: [aClient()] }) });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(screen.getByText('Consumer contract: Ontario’s consumer rules apply.')).toBeInTheDocument();
  });

  it('keeps it a consumer contract while one of the clients is not a business', async () => {
    builderServer({ project: aProject({ Clients: [business(), aClient(second)] }) });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(screen.getByText(/^Consumer contract:/)).toBeInTheDocument();
  });

  it('says it is a business contract when every client is a business', async () => {
    builderServer({ project: aProject({ Clients: [business(), business(second)] }) });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(screen.getByText('Business contract: the consumer rules do not apply.')).toBeInTheDocument();
    expect(screen.queryByText(/^Consumer contract:/)).not.toBeInTheDocument();
  });

  it('says a sub-contract is a business contract, whoever the clients are', async () => {
    builderServer({
      project: aProject({ Clients: [aClient()], Subcontractors: [aSubcontractor({ Id: subcontractorId })] }),
    });
    renderBuilder(`/MakeSubContract/${projectId}/${subcontractorId}`);
    await builderForm();
    expect(screen.getByText('Business contract: the consumer rules do not apply.')).toBeInTheDocument();
  });

  it('names the province in French on a French page', async () => {
    await switchLanguage('fr');
    builderServer({ project: aProject({ Province: 'Quebec', Clients: [aClient()] }) });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await screen.findByRole('form', { name: 'Contrat' });
    expect(
      screen.getByText(
        'Contrat de consommation\u00a0: les règles de protection du consommateur de la province (Québec) s’appliquent.',
        // The no-break space before the colon is part of the French, not white space to fold.
        { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) },
      ),
    ).toBeInTheDocument();
  });
});
