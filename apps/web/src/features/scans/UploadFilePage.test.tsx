import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, limits } from '@tradepact/shared';
import { authApi, scansApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, said, stubApi } from '../../test/fetch';
import { renderFeatureRoutes } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { projectsRoutes } from '../projects/routes';
import { aContractSummary } from '../projects/list/testing';
import { aFile, stubUploads } from './testing';

const scan = `POST ${scansApi.scanDocuments.path}`;
const contractId = '00000000-0000-4000-8000-00000000c012';

function renderPage() {
  storeSignedInSession();
  return renderFeatureRoutes(
    [
      ...projectsRoutes.filter((route) => route.path === 'UploadFile'),
      { path: 'MyProjects', element: <h1>My Projects</h1> },
    ],
    ['/UploadFile'],
  );
}

const picker = () => screen.findByLabelText('Signed contract file');

const filed = () =>
  jsonResponse(envelope(aContractSummary('signed', { Id: contractId }), 200, en.uploadContractUploaded));

describe('/UploadFile', () => {
  beforeEach(() => notifications.clean());
  afterEach(() => vi.useRealTimers());

  it('refuses another type of file and a file over 15 MB before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = stubApi({ [scan]: filed });
    const uploads = stubUploads();
    renderPage();

    await user.upload(await picker(), aFile('notes.txt', 'text/plain'));
    expect(await screen.findByTestId('scan-file-problem')).toHaveTextContent(en.uploadPdfOrImageOnly);

    await user.upload(await picker(), aFile('big.pdf', 'application/pdf', limits.maxUploadBytes + 1));
    expect(await screen.findByTestId('scan-file-problem')).toHaveTextContent(
      'File big.pdf exceeds 15MB file size limit.',
    );
    expect(uploads.sent).toHaveLength(0);
    expect(api.callsTo('POST', scansApi.scanDocuments.path)).toHaveLength(0);
  });

  it('sends the file, shows it being read, then says it is filed and goes to My Projects', async () => {
    const user = userEvent.setup();
    stubApi({ [scan]: filed });
    const uploads = stubUploads({ hold: true });
    const { router } = renderPage();

    await user.upload(await picker(), aFile('signed.pdf', 'application/pdf'));
    expect(await screen.findByText('Reading the QR codes…')).toBeInTheDocument();
    const [sent] = uploads.sent;
    expect(sent?.url.searchParams.get('isConfirmed')).toBe('false');
    expect((sent?.form.get('file') as File).name).toBe('signed.pdf');
    expect(sent?.form.has('ContractId')).toBe(false);
    expect(sent?.headers.Authorization).toMatch(/^Bearer /);
    // The custom header of this site's pages (the server's CSRF check).
    expect(sent?.headers['X-Requested-With']).toBe('tradepact');

    uploads.release();
    expect(await screen.findByRole('heading', { name: 'My Projects' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/MyProjects');
    expect(await screen.findByText(en.uploadContractUploaded)).toBeInTheDocument();
  });

  it('asks about missing pages, and on yes sends the same file again, confirmed, for the contract named', async () => {
    const user = userEvent.setup();
    const question = {
      Reason: 'missingPages',
      ContractId: contractId,
      Number: 12,
      MissingPages: [3, 5],
      PageCount: 5,
    };
    let answers = 0;
    stubApi({
      [scan]: () => {
        answers += 1;
        return answers === 1 ? jsonResponse(envelope(question, 409, 'Pages missing'), 409) : filed();
      },
    });
    const uploads = stubUploads();
    renderPage();

    await user.upload(await picker(), aFile('photos.pdf', 'application/pdf'));
    const confirm = await screen.findByTestId('scan-confirm');
    expect(confirm).toHaveTextContent(
      'Pages 3 and 5 of 5 of contract No. 12 were not found in this scan. File it as the signed copy anyway?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'File it' }));

    expect(await screen.findByRole('heading', { name: 'My Projects' })).toBeInTheDocument();
    const again = uploads.sent[1];
    expect(again?.url.searchParams.get('isConfirmed')).toBe('true');
    expect(again?.form.get('ContractId')).toBe(contractId);
    expect((again?.form.get('file') as File).name).toBe('photos.pdf');
  });

  it('files nothing when the contractor says no, and offers the picker again', async () => {
    const user = userEvent.setup();
    const question = {
      Reason: 'missingPages',
      ContractId: contractId,
      Number: 12,
      MissingPages: [2],
      PageCount: 2,
    };
    stubApi({ [scan]: () => jsonResponse(envelope(question, 409, 'Pages missing'), 409) });
    const uploads = stubUploads();
    renderPage();

    await user.upload(await picker(), aFile('photos.pdf', 'application/pdf'));
    await user.click(
      within(await screen.findByTestId('scan-confirm')).getByRole('button', { name: 'Cancel' }),
    );
    expect(await picker()).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(1);
  });

  it('gives up reading after 120 seconds (doc 2 §4) and says so in the Error popup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    stubApi({ [scan]: filed });
    stubUploads({ hold: true });
    renderPage();

    await user.upload(await picker(), aFile('long-scan.pdf', 'application/pdf'));
    await screen.findByText('Reading the QR codes…');
    act(() => vi.advanceTimersByTime(119_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    const popup = await screen.findByRole('dialog', { name: en.dialogErrorTitle });
    expect(within(popup).getByRole('alert')).toHaveTextContent('Reading the scan took too long.');
  });

  it('renews an expired session once and sends the file again with the new token', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const api = stubApi({
      [scan]: () => {
        answers += 1;
        return answers === 1 ? jsonResponse({ Type: 401, Content: '', Data: null }, 401) : filed();
      },
      [`POST ${authApi.refreshToken.path}`]: envelope({
        AccessToken: 'access-renewed',
        RefreshToken: 'refresh-renewed',
        AccessExpires: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    });
    const uploads = stubUploads();
    renderPage();

    await user.upload(await picker(), aFile('signed.pdf', 'application/pdf'));
    expect(await screen.findByRole('heading', { name: 'My Projects' })).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.refreshToken.path)).toHaveLength(1);
    expect(uploads.sent.map((sent) => sent.headers.Authorization)).toEqual([
      'Bearer access-valid',
      'Bearer access-renewed',
    ]);
  });

  it('shows a refusal in a popup titled Error with the server’s Content', async () => {
    const user = userEvent.setup();
    stubApi({ [scan]: () => jsonResponse(said('scanContractNotFound', 404), 404) });
    stubUploads();
    renderPage();

    await user.upload(await picker(), aFile('other.pdf', 'application/pdf'));
    const popup = await screen.findByRole('dialog', { name: en.dialogErrorTitle });
    expect(within(popup).getByRole('alert')).toHaveTextContent(en.scanContractNotFound);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await picker()).toBeInTheDocument();
  });
});
