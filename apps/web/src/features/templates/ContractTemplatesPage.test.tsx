import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { authApi, templatesApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../test/fetch';
import { setStored } from '../../lib/storage';
import { aUserInfo, storeSignedInSession } from '../../test/session';
import { setViewportWidth } from '../../test/viewport';
import type { CustomTerm } from './api';
import { aTemplate, renderTemplatePages } from './testing';

const other = aTemplate({
  Id: '7d2b9c14-0e3f-4a5b-8c6d-1e2f3a4b5c6d',
  Tag: 'Basement sub-contracts',
  Type: 0,
  UsageCount: 1,
  CreatedDate: '2026-02-11',
});

function server(templates: CustomTerm[], deleteAnswer: unknown = envelope(null)) {
  let list = templates;
  return stubApi({
    [`GET ${templatesApi.readList.path}`]: () => jsonResponse(envelope(list)),
    [`DELETE ${templatesApi.delete.path}`]: (call: FetchCall) => {
      const ids = call.body as string[];
      if ((deleteAnswer as { Type: number }).Type === 200) list = list.filter((row) => !ids.includes(row.Id));
      return jsonResponse(deleteAnswer);
    },
  });
}

const myTemplates = () => screen.getByRole('region', { name: 'My Templates' });

describe('Contract Templates', () => {
  beforeEach(() => {
    notifications.clean();
    storeSignedInSession();
  });

  it("shows the two cards and the caller's templates with language, kind, usage and date", async () => {
    server([aTemplate({ UsageCount: 2 }), { ...other, Language: 'fr' }]);
    renderTemplatePages('/ContractTemplate');
    expect(await screen.findByRole('heading', { name: 'Contract Templates', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Create a new template' })).toBeInTheDocument();
    const table = await within(myTemplates()).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Kitchens', 'English', 'Client contract', 'Used in 2 contracts', '2026-03-02'],
      ['Basement sub-contracts', 'Français', 'Sub-contractor contract', 'Used in 1 contract', '2026-02-11'],
    ]);
    // Each language named in itself, and marked so for a screen reader.
    expect(
      within(rows[1] as HTMLElement)
        .getByText('Français')
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'fr');
  });

  it('shows cards on a phone', async () => {
    setViewportWidth(360);
    server([aTemplate({ Language: 'fr' })]);
    renderTemplatePages('/ContractTemplate');
    const list = await within(await screen.findByRole('region', { name: 'My Templates' })).findByRole('list');
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('Kitchens');
    expect(
      within(card as HTMLElement)
        .getByText('Français')
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'fr');
    expect(card).toHaveTextContent('Used in 0 contracts · Created 2026-03-02');
    expect(within(card as HTMLElement).getByRole('button', { name: 'Edit Kitchens' })).toBeInTheDocument();
  });

  it('says when there is no template yet', async () => {
    server([]);
    renderTemplatePages('/ContractTemplate');
    const region = await screen.findByRole('region', { name: 'My Templates' });
    expect(await within(region).findByText(/You have no templates yet/)).toBeInTheDocument();
  });

  it('opens the detail to create a template, or to edit one by its id', async () => {
    const user = userEvent.setup();
    server([aTemplate()]);
    const { router } = renderTemplatePages('/ContractTemplate');
    await user.click(await screen.findByRole('button', { name: 'Edit Kitchens' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ContractTemplateDetail'));
    expect(router.state.location.search).toBe(`?id=${aTemplate().Id}`);

    await router.navigate('/ContractTemplate');
    await user.click(await screen.findByRole('button', { name: 'Create Template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ContractTemplateDetail'));
    expect(router.state.location.search).toBe('');
  });

  it('deletes a template after confirmation, sending its id in a list', async () => {
    const user = userEvent.setup();
    const api = server([aTemplate(), other]);
    renderTemplatePages('/ContractTemplate');
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    expect(dialog).toHaveTextContent("The template 'Kitchens' will be deleted.");
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.callsTo('DELETE', templatesApi.delete.path)).toHaveLength(1));
    expect(api.callsTo('DELETE', templatesApi.delete.path)[0]?.body).toEqual([aTemplate().Id]);
    await waitFor(() => expect(screen.queryByText('Kitchens')).not.toBeInTheDocument());
    expect(await screen.findByText('Template deleted.')).toBeInTheDocument();
    expect(screen.getByText('Basement sub-contracts')).toBeInTheDocument();
  });

  it('sends nothing when the delete is not confirmed', async () => {
    const user = userEvent.setup();
    const api = server([aTemplate()]);
    renderTemplatePages('/ContractTemplate');
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchens' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', templatesApi.delete.path)).toHaveLength(0);
    expect(screen.getByText('Kitchens')).toBeInTheDocument();
  });

  it("shows a refused delete in a dialog titled with the server's message, and OK closes it", async () => {
    const user = userEvent.setup();
    server([aTemplate()], said('templateNotFound', 404));
    renderTemplatePages('/ContractTemplate');
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchens' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const refusal = await screen.findByRole('dialog', { name: en.templateNotFound });
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Kitchens')).toBeInTheDocument();
  });

  it('counts the templates held against the plan’s quota, re-read from the user info', async () => {
    setStored('user', aUserInfo({ Subscription: { TemplateQuota: 10, TemplateUsed: 1 } }));
    const api = stubApi({
      [`GET ${templatesApi.readList.path}`]: envelope([aTemplate(), other]),
      [`GET ${authApi.userInfo.path}`]: envelope(
        aUserInfo({ Subscription: { TemplateQuota: 10, TemplateUsed: 2 } }),
      ),
    });
    renderTemplatePages('/ContractTemplate');

    expect(
      await within(await screen.findByRole('region', { name: 'My Templates' })).findByText('2/10 templates'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', authApi.userInfo.path)).toHaveLength(1);
  });

  it('shows no counter on the free plan', async () => {
    setStored(
      'user',
      aUserInfo({ Metadata: { TemplateLimit: -1 }, Subscription: { TemplateQuota: 10, TemplateUsed: 2 } }),
    );
    server([aTemplate()]);
    renderTemplatePages('/ContractTemplate');
    await screen.findByText('Kitchens');
    expect(screen.queryByTestId('template-counter')).not.toBeInTheDocument();
  });
});
