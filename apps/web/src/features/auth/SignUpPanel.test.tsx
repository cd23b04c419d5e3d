import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { en, fr, limits } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, stubApi } from '../../test/fetch';
import { showLanguage } from '../../i18n/switchLanguage';
import { renderWithProviders } from '../../test/render';
import { captchaImagePath } from './api';
import { SignUpPanel } from './SignUpPanel';

function captchaId(): string {
  const src = screen.getByAltText('Captcha image: type the characters you see').getAttribute('src') ?? '';
  const url = new URL(src, window.location.origin);
  expect(url.pathname).toBe(captchaImagePath);
  return url.searchParams.get('id') ?? '';
}

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Pat');
  await user.type(screen.getByLabelText('Last Name'), 'Builder');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Mobile Number'), '4165550123');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.type(screen.getByLabelText('Confirm Password'), 'Secret#123');
  await user.type(screen.getByLabelText('Captcha code'), 'x7k2p');
}

describe('sign-up', () => {
  it('says "This email is already in use" when the existence check finds the email', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${authApi.checkEmail.path}`]: envelope(true),
      [`GET ${authApi.checkPhone.path}`]: envelope(false),
    });
    renderWithProviders(<SignUpPanel onRegistered={() => {}} />);

    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.tab();

    expect(await screen.findByText('This email is already in use')).toBeInTheDocument();
    expect(api.callsTo('GET', authApi.checkEmail.path)[0]?.url.searchParams.get('email')).toBe(
      'pat@example.com',
    );

    // Editing the email hides the answer about the old one.
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('This email is already in use')).not.toBeInTheDocument();
  });

  it('says "Validation failed" when the existence check itself fails', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${authApi.checkPhone.path}`]: () => jsonResponse(envelope(null, 500, 'Boom'), 500),
    });
    renderWithProviders(<SignUpPanel onRegistered={() => {}} />);

    await user.type(screen.getByLabelText('Mobile Number'), '4165550123');
    await user.tab();

    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('checks the format before asking the server, with the sample of doc 1 §5', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    renderWithProviders(<SignUpPanel onRegistered={() => {}} />);

    await user.type(screen.getByLabelText('Email'), 'pat@');
    await user.tab();

    expect(
      await screen.findByText('Please enter a valid email. Ex. john.smith@example.com'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', authApi.checkEmail.path)).toHaveLength(0);
  });

  it('registers with userName = email, nickName = first + last, the captcha id and the referral code, then shows the registration message', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const api = stubApi({
      [`GET ${authApi.checkEmail.path}`]: envelope(false),
      [`GET ${authApi.checkPhone.path}`]: envelope(false),
      [`POST ${authApi.register.path}`]: envelope(null, 200, en.registerSuccess),
    });
    renderWithProviders(<SignUpPanel referral="FRIEND10" onRegistered={onRegistered} />);

    await fillForm(user);
    const id = captchaId();
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(dialog).toHaveTextContent(en.registerSuccess);
    expect(api.callsTo('POST', authApi.register.path)[0]?.body).toEqual({
      firstName: 'Pat',
      lastName: 'Builder',
      email: 'pat@example.com',
      phoneNumber: '4165550123',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      captchaId: id,
      captcha: 'x7k2p',
      userName: 'pat@example.com',
      nickName: 'Pat Builder',
      ref: 'FRIEND10',
      Language: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onRegistered).toHaveBeenCalledWith('pat@example.com');
  });

  it('signs up in the page’s language unless another is picked on the form', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${authApi.checkEmail.path}`]: envelope(false),
      [`GET ${authApi.checkPhone.path}`]: envelope(false),
      [`POST ${authApi.register.path}`]: envelope(null, 200, fr.registerSuccess),
    });
    await showLanguage('fr');
    try {
      renderWithProviders(<SignUpPanel onRegistered={() => {}} />);
      const language = screen.getByRole('combobox', { name: 'Langue' });
      expect(language).toHaveDisplayValue('Français');

      await user.type(screen.getByLabelText('Prénom'), 'Pat');
      await user.type(screen.getByLabelText('Nom de famille'), 'Builder');
      await user.type(screen.getByLabelText('Courriel'), 'pat@example.com');
      await user.type(screen.getByLabelText('Numéro de cellulaire'), '4165550123');
      await user.type(screen.getByLabelText('Mot de passe'), 'Secret#123');
      await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Secret#123');
      await user.type(screen.getByLabelText('Code CAPTCHA'), 'x7k2p');
      await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
      await screen.findByRole('dialog');
      expect(api.callsTo('POST', authApi.register.path)[0]?.body).toMatchObject({ Language: 'fr' });

      await user.click(screen.getByRole('button', { name: 'OK' }));
      await user.selectOptions(language, 'English');
      await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
      await waitFor(() => expect(api.callsTo('POST', authApi.register.path)).toHaveLength(2));
      expect(api.callsTo('POST', authApi.register.path)[1]?.body).toMatchObject({ Language: 'en' });
    } finally {
      await showLanguage('en');
    }
  });

  it('asks the server once per email and phone: a check made on leaving the field serves the submit', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${authApi.checkEmail.path}`]: envelope(false),
      [`GET ${authApi.checkPhone.path}`]: envelope(false),
      [`POST ${authApi.register.path}`]: envelope(null, 200, en.registerSuccess),
    });
    renderWithProviders(<SignUpPanel onRegistered={() => {}} />);

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));

    await screen.findByRole('dialog', { name: 'Check your email' });
    expect(api.callsTo('GET', authApi.checkEmail.path)).toHaveLength(1);
    expect(api.callsTo('GET', authApi.checkPhone.path)).toHaveLength(1);
  });

  it('limits the mobile number to the shared length and keeps a pasted spelling whole', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderWithProviders(<SignUpPanel onRegistered={() => {}} />);

    const mobile = screen.getByLabelText('Mobile Number');
    expect(mobile).toHaveAttribute('maxLength', String(limits.phoneMaxLength));
    await user.click(mobile);
    await user.paste('+1 (604) 868-2644');
    expect(mobile).toHaveValue('+1 (604) 868-2644');
  });

  it('shows a new captcha after a failed registration', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${authApi.checkEmail.path}`]: envelope(false),
      [`GET ${authApi.checkPhone.path}`]: envelope(false),
      [`POST ${authApi.register.path}`]: () => jsonResponse(envelope(null, 400, en.captchaIncorrect), 400),
    });
    renderWithProviders(<SignUpPanel onRegistered={() => {}} />);

    await fillForm(user);
    const before = captchaId();
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));

    await waitFor(() => expect(captchaId()).not.toBe(before));
    expect(screen.getByLabelText('Captcha code')).toHaveValue('');
    expect(await screen.findByText(en.captchaIncorrect)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a new captcha when the image is clicked', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderWithProviders(<SignUpPanel onRegistered={() => {}} />);

    const before = captchaId();
    await user.click(screen.getByRole('button', { name: 'Show a new captcha image' }));
    expect(captchaId()).not.toBe(before);
  });

  it('warns, without blocking, when the visitor is outside Canada', async () => {
    stubApi({ [`GET ${authApi.isCanadaIp.path}`]: envelope(false) });
    renderWithProviders(<SignUpPanel onRegistered={() => {}} />);

    expect(await screen.findByText(/designed for Canadian contractors/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create My Account' })).toBeEnabled();
  });
});
