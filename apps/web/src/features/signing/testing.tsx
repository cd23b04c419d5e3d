import { fireEvent, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { signingApi } from '@tradepact/shared/api-routes';
import { onTestFinished, vi } from 'vitest';
import { envelope, stubApi, type RouteHandler } from '../../test/fetch';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/queryClient';
import { fullPageLoad, setNavigator } from '../../lib/navigation';
import type { SigningContract } from './api';
import { SigningRoot } from './SigningRoot';

/** Test helpers of the signing page (imported by *.test.tsx only). */

export const signingKey = 'k3y-0f-th3-r3c1p13nt';

export function aSigningContract(overrides: Partial<SigningContract> = {}): SigningContract {
  return {
    Language: 'en',
    Body: '<!doctype html><html><body><main><h1>Service Agreement</h1><p>The work.</p></main></body></html>',
    Number: 42,
    Revision: 0,
    Type: 1,
    BusinessName: 'Pat Renovations',
    ContractorName: 'Pat Murphy',
    ContractorEmail: 'pat@renovations.example',
    ContractorPhone: '6135550199',
    SignerName: 'Jane Doe',
    Signers: [
      { Name: 'Jane Doe', BusinessName: '', SignedTime: null },
      { Name: 'John Doe', BusinessName: '', SignedTime: '2026-03-02T15:30:00Z' },
    ],
    InOrder: false,
    ExpiredTime: '2026-03-31',
    SignedTime: null,
    SealedSha256: null,
    Responses: [],
    Schedules: [{ Slot: 0, Title: 'Schedule A', Name: 'Permit drawings.pdf', MimeType: 'application/pdf' }],
    Summary: {
      ServiceType: 'Kitchen renovation',
      CommencementDate: '2026-04-06',
      CompletionDate: '2026-05-15',
      Price: 1_164_000,
      Taxes: [{ Kind: 'HST', RatePercent: 13, Cents: 151_320 }],
      TotalWithTax: 1_315_320,
      Deposit: 200_000,
      DepositDate: '2026-04-01',
    },
    Changes: [],
    ...overrides,
  };
}

/** The signing API as the server answers it; `routes` replace or add answers. */
export function signingServer({
  contract = aSigningContract(),
  routes = {},
}: { contract?: SigningContract; routes?: Record<string, RouteHandler | unknown> } = {}) {
  return stubApi({
    [`GET ${signingApi.preview.path}`]: envelope(contract),
    [`POST ${signingApi.signatureUpload.path}`]: envelope('signature-file-7'),
    [`POST ${signingApi.sign.path}`]: envelope(null),
    ...routes,
  });
}

/**
 * The signing page opened from an email's link, as signature.html's script draws it (no router), with
 * where it sends the reader: `navigatedTo` holds each address it moves to.
 */
export function renderSigningPage(key = signingKey) {
  window.history.replaceState(null, '', `/Signature?key=${encodeURIComponent(key)}`);
  const navigatedTo: string[] = [];
  setNavigator((to) => navigatedTo.push(to));
  onTestFinished(() => setNavigator(fullPageLoad));
  return {
    ...render(
      <AppProviders queryClient={createQueryClient()} mantineEnv="test">
        <SigningRoot />
      </AppProviders>,
    ),
    navigatedTo,
  };
}

/**
 * jsdom has neither <dialog>'s showModal() nor a canvas. These stand in for them: a modal dialog is
 * an open one, and the canvas's 2D context takes every drawing call and keeps nothing, so the real
 * signature_pad runs (it knows what was drawn from its own strokes) and exports a PNG.
 */
export function installBrowserStandIns() {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
  const context = new Proxy<Record<PropertyKey, unknown>>(
    {},
    { get: (target, key) => (key in target ? target[key] : () => undefined) },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(`data:image/png;base64,${btoa('PNG')}`);
}

/** The open dialog named `name`. */
export const dialogNamed = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** Opens the signing dialog from the page, once the pad (a lazy chunk) is in it. */
export async function openPad(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Sign the contract' }));
  const dialog = await dialogNamed(en.signingDialogTitle);
  await within(dialog).findByRole('img', { name: 'Signature pad' });
  return dialog;
}

/** A tap on the pad, as a finger leaves a dot. */
export function tapPad(dialog: HTMLElement) {
  const canvas = within(dialog).getByRole('img', { name: 'Signature pad' });
  const point = { clientX: 40, clientY: 50, pointerId: 1, isPrimary: true };
  fireEvent.pointerDown(canvas, { ...point, buttons: 1 });
  fireEvent.pointerUp(window, { ...point, buttons: 0 });
}
