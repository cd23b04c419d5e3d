import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { filesApi, profileApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStored } from '../../lib/storage';
import { setPostSignInBusy } from '../content/postSignInBusy';
import { envelope, said, jsonResponse, stubApi } from '../../test/fetch';
import { storeSignedInSession } from '../../test/session';
import type { Business } from './api';
import { completeBusiness, renderProfile, storedSignatureId, uploadedFileId } from './testing';

// jsdom has no canvas: a stand-in for signature_pad that a test can "draw" on.
const { FakePad } = vi.hoisted(() => {
  class FakePad extends EventTarget {
    static last: FakePad | null = null;
    static options: unknown = null;
    empty = true;
    constructor(_canvas: HTMLCanvasElement, options: unknown) {
      super();
      FakePad.last = this;
      FakePad.options = options;
    }
    isEmpty() {
      return this.empty;
    }
    clear() {
      this.empty = true;
    }
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgo=';
    }
    toData() {
      return [];
    }
    fromData() {}
    on() {}
    off() {}
    /** What a stroke of the pen does. */
    draw() {
      this.empty = false;
      this.dispatchEvent(new Event('endStroke'));
    }
  }
  return { FakePad };
});
vi.mock('signature_pad', () => ({ default: FakePad }));

const read = `GET ${profileApi.read.path}`;
const update = `PUT ${profileApi.update.path}`;
const upload = `POST ${filesApi.upload.path}`;

/** The API of a profile that is read as `business` and stored as sent. */
function profileServer(business: Business) {
  let stored = business;
  return stubApi({
    [read]: () => jsonResponse(envelope(stored)),
    [update]: ({ body }: { body: unknown }) => {
      stored = { ...stored, ...(body as Partial<Business>) };
      return jsonResponse(envelope(stored, 200, en.profileSaved));
    },
    [upload]: envelope(uploadedFileId),
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

// The first test also downloads the lazy page; the popups wait 1 and 2 seconds as the spec says.
describe('profile page', { timeout: 15_000 }, () => {
  // Toasts live in a store of the notifications package, outside the rendered tree.
  beforeEach(() => notifications.clean());

  it('opens the tab of the trailing index, shows tab 0 for the hidden categories tab, and keeps the URL in step', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    profileServer(completeBusiness());
    const first = renderProfile('/MyProfile/4');

    expect(await screen.findByRole('tab', { name: 'Contact Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Pat');

    await user.click(screen.getByRole('tab', { name: 'Description' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/MyProfile/2'));
    expect(first.router.state.historyAction).toBe('REPLACE');
    first.unmount();

    renderProfile('/personalinfo/1');
    expect(await screen.findByRole('tab', { name: 'Business Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText(/^Business Name/)).toHaveValue('Pat Renovations');
  });

  it('stops the save at the first problem in the spec’s order, on the tab of its field, and sends nothing', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = profileServer(completeBusiness({ Address: '', City: '', Phone: '' }));
    renderProfile('/MyProfile/4');

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(en.profileAddressRequired);
    expect(screen.getByRole('tab', { name: /Business Info/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveFocus());
    expect(screen.queryByText(en.profileCityRequired)).not.toBeInTheDocument();
    expect(api.callsTo('PUT', profileApi.update.path)).toHaveLength(0);
  });

  it('asks for the signature as the 9th check when the pad is empty and none is stored', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = profileServer(completeBusiness({ Signature: '' }));
    renderProfile('/MyProfile/0');

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('profile-problem')).toHaveTextContent(en.profileSignatureRequired);
    expect(screen.getByRole('tab', { name: /^Signature/ })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('PUT', profileApi.update.path)).toHaveLength(0);
  });

  it('saves every tab in one PUT, then re-reads the business and says Profile Saved!', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = profileServer(completeBusiness({ PostalCode: 'k1a0b1' }));
    renderProfile('/MyProfile/2');

    await user.click(await screen.findByLabelText('Business Description'));
    await user.paste('Kitchens and bathrooms since 1999');
    expect(screen.getByTestId('profile-word-count')).toHaveTextContent('5 / 5000 words');
    await user.click(saveButton());

    expect(await screen.findByText(en.profileSaved)).toBeInTheDocument();
    const calls = api.calls.map((call) => `${call.method} ${call.url.pathname}`);
    const put = calls.indexOf(update);
    expect(put).toBeGreaterThan(-1);
    expect(calls.slice(put + 1)).toContain(read);
    expect(api.callsTo('PUT', profileApi.update.path)[0]?.body).toMatchObject({
      Name: 'Pat Renovations',
      Comments: 'Kitchens and bathrooms since 1999',
      PostalCode: 'K1A 0B1',
      Signature: storedSignatureId,
      Photo: '',
      Categories: [{ Id: 'c1', Name: 'Plumbing' }],
    });
    expect(api.callsTo('POST', filesApi.upload.path)).toHaveLength(0);
    expect(getStored('business')).toMatchObject({ Comments: 'Kitchens and bathrooms since 1999' });
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('shows the Content of a refused save in an error popup', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const refusal = 'This file could not be found.';
    stubApi({
      [read]: envelope(completeBusiness()),
      [update]: () => jsonResponse(envelope(null, 404, refusal), 404),
    });
    renderProfile('/MyProfile/0');

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: en.dialogErrorTitle });
    expect(within(dialog).getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(en.profileSaved)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a 400’s Content and marks the field it names', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    stubApi({
      [read]: envelope(completeBusiness()),
      [update]: () => jsonResponse(said('profileBusinessEmailRequired'), 400),
    });
    renderProfile('/MyProfile/0');

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: en.dialogErrorTitle });
    expect(within(dialog).getByText(en.profileBusinessEmailRequired)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Contact Info', hidden: true })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });

  it('warns, without blocking, about a GST/HST number whose check digit fails; digits only', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    profileServer(completeBusiness({ GstNumber: '' }));
    renderProfile('/MyProfile/0');

    const gst = await screen.findByLabelText(/^GST\/HST Number/);
    await user.type(gst, '12a3456789');
    expect(gst).toHaveValue('123456789');
    expect(screen.getByText(en.profileGstCheckDigitWarning)).toBeInTheDocument();

    await user.clear(gst);
    await user.type(gst, '1234567820');
    expect(gst).toHaveValue('123456782');
    expect(screen.queryByText(en.profileGstCheckDigitWarning)).not.toBeInTheDocument();
  });

  it('copies the business phone and email into the alternate contact while Same is on', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    profileServer(completeBusiness());
    renderProfile('/MyProfile/4');

    const altPhone = await screen.findByLabelText('Alternate Phone');
    await user.click(screen.getByRole('switch', { name: 'Same phone as the business' }));
    expect(altPhone).toHaveValue('4165550123');

    const phone = screen.getByLabelText(/^Business Phone/);
    await user.clear(phone);
    await user.type(phone, '6135550199');
    expect(altPhone).toHaveValue('6135550199');

    await user.click(screen.getByRole('switch', { name: 'Same email as the business' }));
    expect(screen.getByLabelText('Alternate Email')).toHaveValue('pat@example.com');
  });

  it('normalises the postal code when it loses focus and checks its format', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    profileServer(completeBusiness({ PostalCode: '' }));
    renderProfile('/MyProfile/0');

    const postal = await screen.findByLabelText(/^Postal Code/);
    await user.type(postal, 'k1a0b1');
    await user.tab();
    expect(postal).toHaveValue('K1A 0B1');

    await user.clear(postal);
    await user.type(postal, '12345');
    await user.tab();
    expect(await screen.findByText(en.profilePostalCodeInvalid)).toBeInTheDocument();
  });

  it('highlights the sections with empty mandatory fields and says so in words', async () => {
    storeSignedInSession();
    profileServer(completeBusiness({ Name: '', City: '' }));
    renderProfile('/MyProfile/0');

    const name = await screen.findByLabelText(/^Business Name/);
    expect(name).toHaveAttribute('data-missing', 'true');
    expect(name).toBeRequired();
    expect(screen.getByLabelText(/^GST\/HST Number/)).not.toHaveAttribute('data-missing');
    expect(screen.getAllByText('Mandatory fields missing')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: /Business Info.*mandatory fields missing/ })).toBeInTheDocument();
    expect(screen.getByTestId('profile-mandatory-note')).toBeInTheDocument();
  });

  it('welcomes a first visit with no signature, listing what is missing', async () => {
    storeSignedInSession();
    profileServer(completeBusiness({ Signature: '', Address: '', Phone: '' }));
    renderProfile('/MyProfile/0');

    const dialog = await screen.findByRole('dialog', { name: 'Welcome To Tradepact!' });
    const list = within(within(dialog).getByTestId('welcome-missing-fields'));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Address',
      'Business Phone',
      'Signature',
    ]);
  });

  it('waits for the popups after sign-in before welcoming', async () => {
    storeSignedInSession();
    profileServer(completeBusiness({ Signature: '' }));
    setPostSignInBusy(true);
    try {
      renderProfile('/MyProfile/0');
      await screen.findByLabelText(/^Business Name/);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      act(() => setPostSignInBusy(false));
      expect(await screen.findByRole('dialog', { name: 'Welcome To Tradepact!' })).toBeInTheDocument();
    } finally {
      setPostSignInBusy(false);
    }
  });

  it('does not welcome a profile that has a signature', async () => {
    storeSignedInSession();
    profileServer(completeBusiness());
    renderProfile('/MyProfile/0');

    await screen.findByLabelText(/^Business Name/);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uploads a drawn signature before the update, then shows Next Steps after the first save', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = profileServer(completeBusiness({ Signature: '' }));
    const { router } = renderProfile('/MyProfile/3');

    const welcome = await screen.findByRole('dialog', { name: 'Welcome To Tradepact!' });
    await user.click(within(welcome).getByRole('button', { name: 'Get started' }));

    expect(screen.getByRole('img', { name: 'Signature pad: draw your signature here' })).toBeInTheDocument();
    expect(FakePad.options).toMatchObject({ minWidth: 0.01, maxWidth: 2.5, dotSize: 2, penColor: 'black' });
    act(() => FakePad.last?.draw());
    await user.click(screen.getByRole('button', { name: 'Save Signature' }));
    expect(screen.getByRole('img', { name: 'Your new signature' })).toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText(en.profileSaved)).toBeInTheDocument();
    const calls = api.calls.map((call) => `${call.method} ${call.url.pathname}`);
    expect(calls.indexOf(upload)).toBeLessThan(calls.indexOf(update));
    expect(api.callsTo('PUT', profileApi.update.path)[0]?.body).toMatchObject({ Signature: uploadedFileId });
    expect(screen.getByRole('img', { name: 'Your saved signature' })).toHaveAttribute(
      'src',
      `/api/cloud/images/${uploadedFileId}?width=300&height=300&rmode=max`,
    );

    const nextSteps = await screen.findByRole('dialog', { name: 'Next Steps' });
    expect(within(nextSteps).getByRole('link', { name: 'See subscription plans' })).toHaveAttribute(
      'href',
      '/Subscription',
    );
    await user.click(within(nextSteps).getByRole('link', { name: 'Add your first project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProjects'));
  });

  it('refuses a logo or a signature file that is not a PNG, JPEG or GIF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    storeSignedInSession();
    const api = profileServer(completeBusiness());
    renderProfile('/MyProfile/0');

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(await screen.findByLabelText('Logo file'), text);
    expect(await screen.findByText(en.uploadImageInvalid)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Signature image file'), text);
    await waitFor(() => expect(screen.getAllByText(en.uploadImageInvalid)).toHaveLength(2));
    expect(api.callsTo('POST', filesApi.upload.path)).toHaveLength(0);
  });

  it('uploads a logo image and shows it resized by the server', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = profileServer(completeBusiness());
    renderProfile('/MyProfile/0');

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Logo file'), png);

    expect(await screen.findByRole('img', { name: 'Your business logo' })).toHaveAttribute(
      'src',
      `/api/cloud/images/${uploadedFileId}?width=300&height=300&rmode=max`,
    );
    expect(api.callsTo('POST', filesApi.upload.path)).toHaveLength(1);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    let attempts = 0;
    stubApi({
      [read]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(envelope(null, 500, 'Something went wrong'), 500)
          : jsonResponse(envelope(completeBusiness()));
      },
    });
    renderProfile('/MyProfile/0');

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Business Name/)).toHaveValue('Pat Renovations');
  });
});
