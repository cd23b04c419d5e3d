import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractFormSchema, en } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/switchLanguage';
import type { FetchCall } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import { aClient, aSubcontractor, inputIn, uuid } from '../../contacts/testing';
import type { ContractSaveBody } from './api';
import {
  aContract,
  actions,
  aProject,
  aTemplate,
  builderForm,
  builderServer,
  contractId,
  dialogNamed,
  fillForDraft,
  projectId,
  renderBuilder,
  subcontractorId,
} from './testing';

/** A project whose two clients read English and French, in `Province`. */
const mixedProject = (Province = 'Ontario', IsBusiness = false) =>
  aProject({
    Province,
    Clients: [
      aClient({ Language: 'en', IsBusiness }),
      aClient({ Id: uuid('9'), FirstName: 'Luc', Email: 'luc@example.com', Language: 'fr', IsBusiness }),
    ],
  });
const languageChoice = () => screen.getByRole('radiogroup', { name: 'Contract language' });
const savedData = (call: FetchCall | undefined) =>
  contractFormSchema.parse(JSON.parse((call?.body as ContractSaveBody).Data));
const templateOptions = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(inputIn(document.body, /^Contract template/));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
};

describe("contract builder: the contract's language", { timeout: 60_000 }, () => {
  beforeEach(() => storeSignedInSession());
  afterEach(() => switchLanguage('en'));

  it('asks which language when the clients read different ones, and saves the pick', async () => {
    const user = userEvent.setup();
    const api = builderServer({ project: mixedProject() });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    // Unpicked on an Ontario project: the first client's.
    expect(within(languageChoice()).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(languageChoice()).getByRole('radio', { name: 'Français' }));
    await fillForDraft(user);
    await user.click(within(actions()).getByRole('button', { name: 'Save As Draft' }));
    await dialogNamed('Success');
    expect(savedData(api.callsTo('POST', contractsApi.saveDraft.path)[0])).toMatchObject({ Language: 'fr' });
  });

  it('writes a Quebec consumer contract in French first, with no pick, and says why (Charter s. 55)', async () => {
    builderServer({ project: mixedProject('Quebec') });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(
      screen.getByText(/^Written in French: in Quebec, a consumer contract is given in French first/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Contract language' })).not.toBeInTheDocument();
  });

  it('proposes French to Quebec businesses who read different languages, and opens a draft on its pick', async () => {
    builderServer({ project: mixedProject('Quebec', true) });
    const { unmount } = renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(within(languageChoice()).getByRole('radio', { name: 'Français' })).toBeChecked();
    unmount();

    builderServer({ project: mixedProject('Quebec', true), contract: aContract({}, { Language: 'en' }) });
    renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    expect(within(languageChoice()).getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('says which language the contract is written in when every recipient reads one, in the page’s words', async () => {
    builderServer({ project: aProject({ Clients: [aClient({ Language: 'fr' })] }) });
    const { unmount } = renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(screen.getByText('Written in French, the language your client reads.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Contract language' })).not.toBeInTheDocument();
    unmount();

    await switchLanguage('fr');
    builderServer({
      project: aProject({ Subcontractors: [aSubcontractor({ Id: subcontractorId, Language: 'en' })] }),
    });
    renderBuilder(`/MakeSubContract/${projectId}/${subcontractorId}`);
    await screen.findByRole('form', { name: 'Contrat' });
    expect(screen.getByText('Rédigé en anglais, la langue que lit votre sous-traitant.')).toBeInTheDocument();
  });

  it("offers a French contract's French templates before its English ones, each other one marked", async () => {
    const user = userEvent.setup();
    // Newest first, as the server lists them: the English one is the newer.
    const english = aTemplate({ Id: uuid('a'), Tag: 'Kitchens', Language: 'en' });
    const french = aTemplate({ Id: uuid('b'), Tag: 'Cuisines', Language: 'fr' });
    builderServer({
      project: aProject({ Clients: [aClient({ Language: 'fr' })] }),
      templates: [english, french],
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(await templateOptions(user)).toEqual([
      en.templateDefaultOption,
      'Cuisines',
      'Kitchens (in English)',
    ]);
  });

  it('orders the templates again when the contractor picks another language', async () => {
    const user = userEvent.setup();
    const english = aTemplate({ Id: uuid('a'), Tag: 'Kitchens', Language: 'en' });
    const french = aTemplate({ Id: uuid('b'), Tag: 'Cuisines', Language: 'fr' });
    builderServer({ project: mixedProject(), templates: [french, english] });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(await templateOptions(user)).toEqual([
      en.templateDefaultOption,
      'Kitchens',
      'Cuisines (in French)',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(languageChoice()).getByRole('radio', { name: 'Français' }));
    await waitFor(async () =>
      expect(await templateOptions(user)).toEqual([
        en.templateDefaultOption,
        'Cuisines',
        'Kitchens (in English)',
      ]),
    );
  });
});
