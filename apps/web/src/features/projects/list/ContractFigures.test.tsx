import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectsApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import { aContractSummary, ownerProject, pageOf, renderProjects } from './testing';

describe('My Projects: which contract a line is', { timeout: 30_000 }, () => {
  it('shows each contract line’s number, revision, total with tax and state', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const signed = aContractSummary('signed', { Number: 4, TotalWithTax: 1_130_000 });
    const amendment = aContractSummary('partlySigned', { Number: 3, Revision: 1, TotalWithTax: 123_456 });
    const draft = aContractSummary('draft', { Number: 5, TotalWithTax: null });
    stubApi({
      [`GET ${projectsApi.page.path}`]: pageOf([
        ownerProject({ Name: 'Kitchen', Contracts: [signed, amendment, draft] }),
      ]),
    });
    renderProjects();

    const card = (await screen.findByRole('heading', { name: 'Kitchen' })).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /^Manage Project\/Client/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Client Contracts List' }));
    const list = await screen.findByRole('dialog', { name: 'Client Contracts: Kitchen' });
    const lines = within(list).getAllByRole('listitem');
    const figures = lines.map((line) => within(line).getByTestId('contract-figures').textContent);
    expect(figures).toEqual([
      'Contract No. 4 · $11,300.00 with tax',
      'Contract No. 3, amendment 1 · $1,234.56 with tax',
      'Contract No. 5',
    ]);
    expect(lines[0]).toHaveTextContent('Signed');
    expect(lines[1]).toHaveTextContent('Partly signed');
    expect(lines[2]).toHaveTextContent('Draft Contract');
  });
});
