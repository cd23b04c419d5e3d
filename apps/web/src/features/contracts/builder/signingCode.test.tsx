import { within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contractLifeApi, contractsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import {
  actions,
  builderForm,
  builderServer,
  dialogNamed,
  fillForReview,
  projectId,
  recipients,
  renderBuilder,
} from './testing';

const sentId = '99999999-9999-4999-8999-999999999999';
const codeSwitch = /^Ask for a code by text before the contract opens/;

/** Send's last check, for a preview that names these recipients. */
async function lastCheck(user: UserEvent, named = recipients) {
  const api = builderServer({
    routes: {
      [`POST ${contractsApi.preview.path}`]: envelope({
        Body: '<h1>Service Agreement</h1>',
        Recipients: named,
      }),
      [`POST ${contractLifeApi.create.path}`]: envelope({ Id: sentId }),
    },
  });
  renderBuilder(`/MakeClientContract/${projectId}`);
  await builderForm();
  await fillForReview(user);
  await user.click(within(actions()).getByRole('button', { name: en.contractReviewButton }));
  const preview = await dialogNamed('Contract preview');
  await user.click(within(preview).getByRole('button', { name: 'Send' }));
  return { api, check: await dialogNamed('Send this contract?') };
}

describe(
  'contract builder: a code by text before the contract opens (issue 32 §4)',
  { timeout: 60_000 },
  () => {
    beforeEach(() => {
      storeSignedInSession();
    });

    it('is not offered while a recipient has no mobile number', async () => {
      const user = userEvent.setup();
      const { api, check } = await lastCheck(user);
      expect(within(check).queryByRole('switch', { name: codeSwitch })).not.toBeInTheDocument();
      await user.click(within(check).getByRole('button', { name: 'Send' }));
      await dialogNamed('Success');
      expect(api.callsTo('POST', contractLifeApi.create.path)[0]?.body).toMatchObject({ SigningCode: false });
    });

    it('is offered, off, when everyone has one, and sends the choice', async () => {
      const user = userEvent.setup();
      const everyone = recipients.map((recipient) => ({
        ...recipient,
        Mobile: recipient.Mobile || '4165550142',
      }));
      const { api, check } = await lastCheck(user, everyone);
      const choice = within(check).getByRole('switch', { name: codeSwitch });
      expect(choice).not.toBeChecked();
      expect(check).toHaveTextContent('Each person enters a 6-digit code we text to the mobile above');
      await user.click(choice);
      await user.click(within(check).getByRole('button', { name: 'Send' }));
      await dialogNamed('Success');
      expect(api.callsTo('POST', contractLifeApi.create.path)[0]?.body).toMatchObject({ SigningCode: true });
    });
  },
);
