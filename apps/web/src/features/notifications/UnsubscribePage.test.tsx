import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationChoicesApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { envelope, said, stubApi } from '../../test/fetch';
import { renderRoute } from '../../test/render';

const unsubscribe = `POST ${notificationChoicesApi.unsubscribe.path}`;
const token = '0b5c1a52-8a64-4c51-9d5e-0f3a8e0c2b11.email.signature';

describe('the public /Unsubscribe page', () => {
  it('asks first, then sends the link’s token and says which address is unsubscribed', async () => {
    const api = stubApi({ [unsubscribe]: envelope({ Switch: 'email' }) });
    renderRoute(`/Unsubscribe?token=${encodeURIComponent(token)}`);

    const confirm = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(api.callsTo('POST', notificationChoicesApi.unsubscribe.path)).toEqual([]);
    await userEvent.setup().click(confirm);

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(
      screen.getByText('General emails will no longer go to your account’s email address.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open log-in settings' })).toHaveAttribute('href', '/Settings');
    expect(api.callsTo('POST', notificationChoicesApi.unsubscribe.path).map((call) => call.body)).toEqual([
      { Token: token },
    ]);
  });

  it('names the alternate address when its link was used', async () => {
    stubApi({ [unsubscribe]: envelope({ Switch: 'alternateEmail' }) });
    renderRoute(`/unsubscribe?token=${encodeURIComponent(token)}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('General emails will no longer go to your alternate email address.'),
    ).toBeInTheDocument();
  });

  it('shows the refusal of a link that is not valid, and stays on the question', async () => {
    stubApi({ [unsubscribe]: said('unsubscribeTokenInvalid', 404) });
    renderRoute(`/Unsubscribe?token=forged`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('asks for the email’s link when the address has no token', async () => {
    const api = stubApi({});
    renderRoute('/Unsubscribe');
    expect(await screen.findByText(/This page needs the link from one of our emails/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', notificationChoicesApi.unsubscribe.path)).toEqual([]);
  });
});
