import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { filesApi, profileApi } from '@tradepact/shared/api-routes';
import { envelope, said, jsonResponse, stubApi } from '../../test/fetch';
import { storeSignedInSession } from '../../test/session';
import type { Business } from './api';
import { completeBusiness, renderProfile, uploadedFileId } from './testing';

// jsdom has no canvas: an empty pad stands in for signature_pad.
vi.mock('signature_pad', () => ({
  default: class {
    isEmpty = () => true;
    clear() {}
    toData = () => [];
    fromData() {}
    addEventListener() {}
    removeEventListener() {}
    off() {}
  },
}));

function profileServer(business: Business, uploadAnswer = jsonResponse(envelope(uploadedFileId))) {
  return stubApi({
    [`GET ${profileApi.read.path}`]: () => jsonResponse(envelope(business)),
    [`POST ${filesApi.upload.path}`]: () => uploadAnswer.clone(),
  });
}

// The page is a lazy chunk: load it once before the first test looks for it.
beforeAll(() => import('./ProfilePage'));

describe('profile fields', { timeout: 15_000 }, () => {
  it('keeps the nine digits of a GST/HST number pasted with spaces', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    profileServer(completeBusiness({ GstNumber: '' }));
    renderProfile('/MyProfile/0');

    await user.click(await screen.findByLabelText(/^GST\/HST Number/));
    await user.paste('123 456 782');

    expect(screen.getByLabelText(/^GST\/HST Number/)).toHaveValue('123456782');
  });

  it('keeps the ten digits of a phone number pasted with its country code and separators', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    profileServer(completeBusiness({ Phone: '', Fax: '' }));
    renderProfile('/MyProfile/4');

    await user.click(await screen.findByLabelText(/^Business Phone/));
    await user.paste('+1 (647) 555-0199');
    await user.click(screen.getByLabelText('Fax'));
    await user.paste('1-613-555-0123');

    expect(screen.getByLabelText(/^Business Phone/)).toHaveValue('6475550199');
    expect(screen.getByLabelText('Fax')).toHaveValue('6135550123');
  });
});

describe('profile signature tab', { timeout: 15_000 }, () => {
  it('is flagged like the other tabs while no signature is saved', async () => {
    storeSignedInSession();
    profileServer(completeBusiness({ Signature: '' }));
    renderProfile('/MyProfile/4');

    // `hidden`: the welcome popup of a first visit (no signature) may already cover the page.
    expect(
      await screen.findByRole('tab', { name: /^Signature.*mandatory fields missing/, hidden: true }),
    ).toBeInTheDocument();
  });

  it('is not flagged once a signature is saved', async () => {
    storeSignedInSession();
    profileServer(completeBusiness());
    renderProfile('/MyProfile/4');

    expect(await screen.findByRole('tab', { name: 'Signature' })).toBeInTheDocument();
  });

  it('is no longer flagged once an image of the signature is uploaded', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    profileServer(completeBusiness({ Signature: '' }));
    renderProfile('/MyProfile/3');

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'signature.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Signature image file'), png);

    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Signature', hidden: true })).toBeInTheDocument(),
    );
  });
});

describe('profile save bar', { timeout: 15_000 }, () => {
  it('brings the whole drawing area above the sticky Save bar when the Signature tab opens', async () => {
    const user = userEvent.setup();
    const scrolled: { element: Element; options: unknown }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      scrolled.push({ element: this, options });
    });
    storeSignedInSession();
    profileServer(completeBusiness());
    renderProfile('/MyProfile/0');

    await user.click(await screen.findByRole('tab', { name: 'Signature' }));

    const pad = screen.getByRole('img', { name: 'Signature pad: draw your signature here' });
    await waitFor(() => expect(scrolled.some(({ element }) => element.contains(pad))).toBe(true));
    const drawing = scrolled.find(({ element }) => element.contains(pad));
    // 'nearest' with the block's scroll margin (the bar's height): it ends above the bar.
    expect(drawing?.options).toMatchObject({ block: 'nearest' });
    expect(drawing?.element).toHaveClass(/aboveSaveBar/);
  });
});

describe('profile logo', { timeout: 15_000 }, () => {
  it('says which images a logo may be when the server refuses the file’s type, without offering PDF', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    profileServer(completeBusiness(), jsonResponse(said('fileTypeNotAllowed', 415), 415));
    renderProfile('/MyProfile/0');

    // Named .png but not an image: the browser trusts the name, the server reads the bytes.
    const fake = new File(['%PDF-1.7'], 'logo.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Logo file'), fake);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please upload a PNG, JPEG or GIF image.');
    expect(alert).not.toHaveTextContent(/PDF/);
  });
});
