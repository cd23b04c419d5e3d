import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSignedInSession } from '../../../test/session';
import {
  actions,
  builderForm,
  builderServer,
  dialogNamed,
  fillForReview,
  projectId,
  renderBuilder,
} from './testing';

describe('contract builder: copies to people who do not sign (issue 32 §4)', { timeout: 60_000 }, () => {
  beforeEach(() => storeSignedInSession());

  it('adds a person to copy, removes one, and sends the copies with the contract', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    const copies = within(screen.getByRole('region', { name: 'Copies' }));
    await user.click(copies.getByRole('button', { name: 'Add a person to copy' }));
    await user.click(copies.getByRole('button', { name: 'Add a person to copy' }));
    await user.type(copies.getByLabelText('Name of person 1'), 'Sam Architect');
    await user.type(copies.getByLabelText('Email of person 1'), 'sam@example.com');
    await user.click(copies.getByRole('button', { name: 'Remove person 2' }));
    expect(copies.queryByLabelText('Name of person 2')).not.toBeInTheDocument();

    await fillForReview(user);
    await user.click(within(actions()).getByRole('button', { name: en.contractReviewButton }));
    await dialogNamed('Contract preview');
    const [previewed] = api.callsTo('POST', contractsApi.preview.path);
    expect(JSON.parse((previewed?.body as { Data: string }).Data)).toMatchObject({
      Copies: [{ Name: 'Sam Architect', Email: 'sam@example.com' }],
    });
  });
});
