import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contractsApi, templatesApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../test/fetch';
import { setStored } from '../../lib/storage';
import { aUserInfo, storeSignedInSession } from '../../test/session';
import type { CustomTerm } from './api';
import { aTemplate, renderTemplatePages, templateId } from './testing';

/** The published default terms: type 0 the client's, 1 the sub-contractor's (doc 3 §7). */
const defaultTerms = {
  0: [
    { Text: '<p>Client clause one</p>', Video: 'https://videos.example/one.mp4' },
    { Text: '<p>Client clause two</p>', Video: '' },
  ],
  1: [{ Text: '<p>Sub-contractor clause</p>', Video: '' }],
};

function server({
  templates = [aTemplate()] as CustomTerm[],
  saveAnswer = envelope(aTemplate()) as unknown,
} = {}) {
  return stubApi({
    [`GET ${templatesApi.readList.path}`]: envelope(templates),
    [`GET ${contractsApi.defaultTerms.path}`]: (call: FetchCall) =>
      jsonResponse(envelope(defaultTerms[Number(call.url.searchParams.get('type')) as 0 | 1])),
    [`POST ${templatesApi.create.path}`]: saveAnswer,
    [`PUT ${templatesApi.update.path}`]: saveAnswer,
  });
}

const clause = (number: number) => screen.getByRole('group', { name: `Clause ${number}` });
const nameInput = () => screen.getByRole('textbox', { name: /Template name/ });
const kindSelect = () => screen.getByRole('combobox', { name: 'Kind of contract' });
const languageChoice = () => screen.getByRole('radiogroup', { name: 'Language of its clauses' });

async function chooseKind(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(kindSelect());
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('Contract Template detail', () => {
  beforeEach(() => {
    notifications.clean();
    storeSignedInSession();
  });

  it("starts a new template from the kind's default terms, with their videos", async () => {
    const user = userEvent.setup();
    const api = server();
    renderTemplatePages('/ContractTemplateDetail');
    expect(await screen.findByRole('heading', { name: 'Create A Template', level: 1 })).toBeInTheDocument();
    expect(kindSelect()).toHaveValue('Client contract');
    expect(await screen.findByRole('group', { name: 'Clause 2' })).toHaveTextContent('Client clause two');
    expect(api.callsTo('GET', contractsApi.defaultTerms.path)[0]?.url.searchParams.get('type')).toBe('0');
    expect(
      within(clause(1)).getByRole('button', { name: 'Watch the video about clause 1' }),
    ).toBeInTheDocument();

    await chooseKind(user, 'Sub-contractor contract');
    await waitFor(() => expect(clause(1)).toHaveTextContent('Sub-contractor clause'));
    expect(screen.queryByRole('group', { name: 'Clause 2' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', contractsApi.defaultTerms.path).at(-1)?.url.searchParams.get('type')).toBe('1');
  });

  it('offers one empty term for an uploaded contract of its own, without Add A New Term', async () => {
    const user = userEvent.setup();
    server();
    renderTemplatePages('/ContractTemplateDetail');
    await screen.findByRole('group', { name: 'Clause 2' });
    await chooseKind(user, 'Upload own client contract');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Clause 2' })).not.toBeInTheDocument());
    expect(within(clause(1)).getByRole('textbox', { name: 'Clause 1' }).textContent).toBe('');
    expect(screen.getByText(/Paste the text of your own contract/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.contractAddTermButton })).not.toBeInTheDocument();
  });

  it('creates a template with the kept clauses, then goes back to the list', async () => {
    const user = userEvent.setup();
    const api = server();
    const { router } = renderTemplatePages('/ContractTemplateDetail');
    await screen.findByRole('group', { name: 'Clause 2' });
    await user.type(nameInput(), '  Kitchens ');
    await user.click(within(clause(1)).getByRole('switch', { name: en.contractKeepClause }));
    await user.click(screen.getByRole('button', { name: en.contractAddTermButton }));
    expect(await screen.findByRole('group', { name: 'Clause 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Template' }));

    await waitFor(() => expect(api.callsTo('POST', templatesApi.create.path)).toHaveLength(1));
    expect(api.callsTo('POST', templatesApi.create.path)[0]?.body).toEqual({
      Tag: 'Kitchens',
      Type: 1,
      Terms: ['<p>Client clause two</p>'],
      Language: 'en',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ContractTemplate'));
    expect(await screen.findByText('Template created.')).toBeInTheDocument();
  });

  it("checks doc 3 §5's rules in the page, with the server's words, and sends nothing", async () => {
    const user = userEvent.setup();
    const api = server();
    renderTemplatePages('/ContractTemplateDetail');
    await screen.findByRole('group', { name: 'Clause 2' });
    const save = screen.getByRole('button', { name: 'Save Template' });

    await user.click(save);
    expect(await screen.findByText(en.templateNameRequired)).toBeInTheDocument();
    await waitFor(() => expect(nameInput()).toHaveFocus());
    expect(nameInput()).toHaveAccessibleDescription(en.templateNameRequired);

    await user.type(nameInput(), 'default contract template');
    await user.click(save);
    expect(await screen.findByText(en.templateReservedName)).toBeInTheDocument();

    await user.clear(nameInput());
    await user.type(nameInput(), 'Kitchens');
    for (const number of [1, 2]) {
      await user.click(within(clause(number)).getByRole('switch', { name: en.contractKeepClause }));
    }
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.templateTermsRequired);
    expect(api.callsTo('POST', templatesApi.create.path)).toHaveLength(0);
  });

  it('edits a template by its id with its kind locked, and saves it with PUT', async () => {
    const user = userEvent.setup();
    const api = server();
    renderTemplatePages(`/ContractTemplateDetail?id=${templateId}`);
    expect(await screen.findByRole('heading', { name: 'Edit Template', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Clause 2' })).toHaveTextContent('Permits are');
    expect(nameInput()).toHaveValue('Kitchens');
    expect(kindSelect()).toHaveValue('Client contract');
    expect(kindSelect()).toBeDisabled();
    expect(screen.getByText(en.templateTypeLocked)).toBeInTheDocument();
    expect(api.callsTo('GET', contractsApi.defaultTerms.path)).toHaveLength(0);

    await user.clear(nameInput());
    await user.type(nameInput(), 'Kitchens 2026');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(api.callsTo('PUT', templatesApi.update.path)).toHaveLength(1));
    expect(api.callsTo('PUT', templatesApi.update.path)[0]?.body).toEqual({
      Id: templateId,
      Tag: 'Kitchens 2026',
      Type: 1,
      Terms: aTemplate().Terms,
      Language: 'en',
    });
    expect(screen.queryByRole('dialog', { name: en.templateTermsChangedTitle })).not.toBeInTheDocument();
  });

  it("writes a new template in the account's language unless another is chosen", async () => {
    const user = userEvent.setup();
    setStored('user', aUserInfo({ Language: 'fr' }));
    const api = server();
    renderTemplatePages('/ContractTemplateDetail');
    await screen.findByRole('group', { name: 'Clause 2' });
    expect(within(languageChoice()).getByRole('radio', { name: 'Français' })).toBeChecked();
    await user.type(nameInput(), 'Cuisines');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(api.callsTo('POST', templatesApi.create.path)).toHaveLength(1));
    expect(api.callsTo('POST', templatesApi.create.path)[0]?.body).toMatchObject({ Language: 'fr' });
  });

  it('keeps a template in its language until another is chosen', async () => {
    const user = userEvent.setup();
    const api = server({ templates: [aTemplate({ Language: 'fr' })] });
    renderTemplatePages(`/ContractTemplateDetail?id=${templateId}`);
    await screen.findByRole('group', { name: 'Clause 2' });
    expect(within(languageChoice()).getByRole('radio', { name: 'Français' })).toBeChecked();
    await user.click(within(languageChoice()).getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(api.callsTo('PUT', templatesApi.update.path)).toHaveLength(1));
    expect(api.callsTo('PUT', templatesApi.update.path)[0]?.body).toMatchObject({ Language: 'en' });
  });

  it("shows the 'Terms Changed' notice before saving a template contracts used", async () => {
    const user = userEvent.setup();
    const api = server({ templates: [aTemplate({ UsageCount: 3 })] });
    const { router } = renderTemplatePages(`/ContractTemplateDetail?id=${templateId}`);
    await screen.findByRole('group', { name: 'Clause 2' });
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    let notice = await screen.findByRole('dialog', { name: en.templateTermsChangedTitle });
    expect(notice).toHaveTextContent('used in 3 contracts');
    expect(notice).toHaveTextContent('apply to new agreements only');
    await user.click(within(notice).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', templatesApi.update.path)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    notice = await screen.findByRole('dialog', { name: en.templateTermsChangedTitle });
    await user.click(within(notice).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT', templatesApi.update.path)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ContractTemplate'));
  });

  it("shows a refusal in a dialog titled with the server's message, and stays", async () => {
    const user = userEvent.setup();
    server({ saveAnswer: said('templateTooMany') });
    const { router } = renderTemplatePages('/ContractTemplateDetail');
    await screen.findByRole('group', { name: 'Clause 2' });
    await user.type(nameInput(), 'One more');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    const refusal = await screen.findByRole('dialog', { name: en.templateTooMany });
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/ContractTemplateDetail');
  });

  it('says so when the id is not one of the caller’s templates', async () => {
    server({ templates: [] });
    renderTemplatePages(`/ContractTemplateDetail?id=${templateId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.templateNotFound);
    expect(screen.queryByRole('button', { name: 'Save Template' })).not.toBeInTheDocument();
  });
});
