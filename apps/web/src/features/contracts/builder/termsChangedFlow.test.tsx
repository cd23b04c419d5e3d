import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { contractFormSchema, en } from '@tradepact/shared';
import { contractsApi, templatesApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, said, type FetchCall } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import { inputIn } from '../../contacts/testing';
import type { ContractSaveBody } from './api';
import {
  aContract,
  actions,
  aTemplate,
  builderForm,
  builderServer,
  commencement,
  contractId,
  dialogNamed,
  fillForDraft,
  fillForReview,
  pressOk,
  projectId,
  renderBuilder,
  templateId,
} from './testing';

const template = aTemplate();
const keptTerm = template.Terms[0];

const termsOf = (call: FetchCall | undefined) =>
  contractFormSchema.parse(JSON.parse((call?.body as ContractSaveBody).Data)).Terms;

/** Picks a template in the dropdown; its terms replace the clauses. */
async function chooseTemplate(user: UserEvent, name: string) {
  await user.click(inputIn(document.body, /^Contract template/));
  await user.click(await screen.findByRole('option', { name }));
}

/** Switches a clause's 'Keep Clause' off: the kept terms now differ from the template's. */
async function leaveOutClause(user: UserEvent, number: number) {
  const clause = screen.getByRole('group', { name: `Clause ${number}` });
  await user.click(within(clause).getByRole('switch', { name: en.contractKeepClause }));
}

/** The builder on the custom template with its second clause left out. */
async function changedTemplateTerms(user: UserEvent) {
  await builderForm();
  await chooseTemplate(user, template.Tag);
  expect(screen.getByRole('group', { name: 'Clause 1' })).toHaveTextContent(
    'Site is left broom clean daily.',
  );
  await leaveOutClause(user, 2);
}

const saveDraftButton = () => within(actions()).getByRole('button', { name: 'Save As Draft' });
const reviewButton = () => within(actions()).getByRole('button', { name: en.contractReviewButton });

describe('contract builder: Terms Changed', { timeout: 60_000 }, () => {
  beforeEach(() => {
    storeSignedInSession();
  });

  it('on a draft, Save as draft, only for this contract, leaves the template as it was', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await changedTemplateTerms(user);
    await fillForDraft(user);
    await user.click(saveDraftButton());
    const dialog = await dialogNamed(en.templateTermsChangedTitle);
    expect(
      within(dialog).getByRole('button', { name: en.contractTermsDraftAndTemplate }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en.contractTermsDraftOnly }));

    await dialogNamed('Success');
    expect(api.callsTo('PUT', templatesApi.update.path)).toHaveLength(0);
    const [save] = api.callsTo('POST', contractsApi.saveDraft.path);
    expect(termsOf(save)).toEqual([keptTerm]);
  });

  it('on a draft, Save as draft and on the template updates the template first, then saves', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await changedTemplateTerms(user);
    await fillForDraft(user);
    await user.click(saveDraftButton());
    const dialog = await dialogNamed(en.templateTermsChangedTitle);
    await user.click(within(dialog).getByRole('button', { name: en.contractTermsDraftAndTemplate }));

    await dialogNamed('Success');
    const paths = api.calls.filter((call) => call.method !== 'GET').map((call) => call.url.pathname);
    expect(paths).toEqual([templatesApi.update.path, contractsApi.saveDraft.path]);
    const [update] = api.callsTo('PUT', templatesApi.update.path);
    expect(update?.body).toEqual({ Id: templateId, Tag: template.Tag, Type: 1, Terms: [keptTerm] });
  });

  it('on review, Save the changes and review updates the template, No, just review does not', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await changedTemplateTerms(user);
    await fillForReview(user);

    await user.click(reviewButton());
    let dialog = await dialogNamed(en.templateTermsChangedTitle);
    await user.click(within(dialog).getByRole('button', { name: en.contractTermsJustReview }));
    await user.click(within(await dialogNamed('Contract preview')).getByRole('button', { name: 'Close' }));
    expect(api.callsTo('PUT', templatesApi.update.path)).toHaveLength(0);
    expect(api.callsTo('POST', contractsApi.preview.path)).toHaveLength(1);

    await user.click(reviewButton());
    dialog = await dialogNamed(en.templateTermsChangedTitle);
    await user.click(within(dialog).getByRole('button', { name: en.contractTermsSaveAndReview }));
    await dialogNamed('Contract preview');
    expect(api.callsTo('PUT', templatesApi.update.path)).toHaveLength(1);
    expect(api.callsTo('POST', contractsApi.preview.path)).toHaveLength(2);
  });

  it('asks nothing of a stored draft whose clauses left its template before, until they change again', async () => {
    const user = userEvent.setup();
    // Paid in full by the deposit, so that the review goes through to the preview.
    const payment = { TotalCost: 12000, Deposit: 12000, DepositDate: commencement, Mode: 'date' as const };
    const stored = aContract({}, { TermsId: template.Id, Payment: payment });
    const api = builderServer({ contract: stored, templates: [template] });
    renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    await user.click(reviewButton());
    await waitFor(() => expect(api.callsTo('POST', contractsApi.preview.path)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: en.templateTermsChangedTitle })).not.toBeInTheDocument();
    await user.click(within(await dialogNamed('Contract preview')).getByRole('button', { name: 'Close' }));

    await leaveOutClause(user, 2);
    await user.click(reviewButton());
    expect(await dialogNamed(en.templateTermsChangedTitle)).toBeInTheDocument();
  });

  it('asks no more once the template holds the clauses', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await changedTemplateTerms(user);
    await fillForReview(user);
    await user.click(reviewButton());
    const dialog = await dialogNamed(en.templateTermsChangedTitle);
    await user.click(within(dialog).getByRole('button', { name: en.contractTermsSaveAndReview }));
    await user.click(within(await dialogNamed('Contract preview')).getByRole('button', { name: 'Close' }));

    await user.click(reviewButton());
    await waitFor(() => expect(api.callsTo('POST', contractsApi.preview.path)).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: en.templateTermsChangedTitle })).not.toBeInTheDocument();
  });

  it('stops on a refused template update, with its Content, and saves nothing', async () => {
    const user = userEvent.setup();
    const api = builderServer({
      routes: { [`PUT ${templatesApi.update.path}`]: () => jsonResponse(said('templateNotFound', 404), 404) },
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await changedTemplateTerms(user);
    await fillForDraft(user);
    await user.click(saveDraftButton());
    const dialog = await dialogNamed(en.templateTermsChangedTitle);
    await user.click(within(dialog).getByRole('button', { name: en.contractTermsDraftAndTemplate }));
    await pressOk(user, await dialogNamed(en.templateNotFound));
    expect(api.callsTo('POST', contractsApi.saveDraft.path)).toHaveLength(0);
  });

  it('never asks about the default template', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await leaveOutClause(user, 2);
    await fillForDraft(user);
    await user.click(saveDraftButton());
    await dialogNamed('Success');
    expect(screen.queryByRole('dialog', { name: en.templateTermsChangedTitle })).not.toBeInTheDocument();
    expect(api.callsTo('PUT', templatesApi.update.path)).toHaveLength(0);
  });
});
