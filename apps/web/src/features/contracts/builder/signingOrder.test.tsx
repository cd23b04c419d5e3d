import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSignedInSession } from '../../../test/session';
import { aClient } from '../../contacts/testing';
import {
  actions,
  aProject,
  builderForm,
  builderServer,
  dialogNamed,
  fillForReview,
  projectId,
  renderBuilder,
} from './testing';

const switchNamed = () => screen.queryByRole('switch', { name: /^Clients sign one after the other/ });

describe('contract builder: clients signing in order (issue 32 §4)', { timeout: 60_000 }, () => {
  beforeEach(() => storeSignedInSession());

  it('offers the order with two clients, naming it, off by default, and sends the choice', async () => {
    const user = userEvent.setup();
    const api = builderServer({
      project: aProject({
        Clients: [
          aClient({ FirstName: 'Hélène', LastName: 'Côté' }),
          aClient({ FirstName: 'Pierre', LastName: 'Côté', Email: 'pierre@example.com' }),
        ],
      }),
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    const toggle = switchNamed();
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/in this order: Hélène Côté, Pierre Côté\./)).toBeVisible();
    await user.click(toggle as HTMLElement);
    await fillForReview(user);
    await user.click(within(actions()).getByRole('button', { name: en.contractReviewButton }));
    await dialogNamed('Contract preview');
    const [previewed] = api.callsTo('POST', contractsApi.preview.path);
    expect(JSON.parse((previewed?.body as { Data: string }).Data)).toMatchObject({ SignInOrder: true });
  });

  it('offers no order with one client', async () => {
    builderServer({ project: aProject({ Clients: [aClient()] }) });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(switchNamed()).not.toBeInTheDocument();
  });
});
