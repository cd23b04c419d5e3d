import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, type TokenPair } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { envelope, said, jsonResponse, stubFetch, type FetchCall } from '../test/fetch';
import { aUserInfo } from '../test/session';
import { del, fileNameOf, get, post, postForFile, put, unreachableType } from './http';
import { setNavigator } from './navigation';
import { getStored, setStored, storageKeys } from './storage';
import { toastError } from './toast';

vi.mock('./toast', () => ({ toastError: vi.fn() }));

const oldToken: TokenPair = {
  AccessToken: 'access-1',
  RefreshToken: 'refresh-1',
  AccessExpires: '2000-01-01T00:00:00Z',
};
const newToken: TokenPair = {
  AccessToken: 'access-2',
  RefreshToken: 'refresh-2',
  AccessExpires: '2999-01-01T00:00:00Z',
};

const isRefresh = (call: FetchCall) => call.url.pathname === authApi.refreshToken.path;
const bearer = (call: FetchCall) => call.headers.get('authorization');

/** The API accepts only access-2; the refresh endpoint answers `refreshAnswer`. */
function protectedApi(
  refreshAnswer: () => Response | Promise<Response> = () => jsonResponse(envelope(newToken)),
) {
  return stubFetch((call) => {
    if (isRefresh(call)) return refreshAnswer();
    if (bearer(call) !== 'Bearer access-2')
      return jsonResponse(envelope(null, 401, en.commonUnauthorized), 401);
    return jsonResponse(envelope({ Name: 'Acme Renovations' }));
  });
}

let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;

beforeEach(() => {
  navigate = vi.fn<(to: string) => void>();
  setNavigator(navigate);
  vi.mocked(toastError).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request format', () => {
  it('sends a GET payload as a query string, leaving out empty values', async () => {
    const { calls } = stubFetch(() => jsonResponse(envelope([])));
    await get('/api/site/things', { email: 'a b@example.com', page: 2, list: [1, 2], missing: undefined });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url.pathname).toBe('/api/site/things');
    expect(calls[0]?.url.searchParams.get('email')).toBe('a b@example.com');
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(calls[0]?.url.searchParams.getAll('list')).toEqual(['1', '2']);
    expect(calls[0]?.url.searchParams.has('missing')).toBe(false);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('sends other methods as JSON with cookies', async () => {
    const { calls } = stubFetch(() => jsonResponse(envelope(null)));
    await post('/api/app/things', { name: 'Deck' });

    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'Deck' });
    expect(calls[0]?.credentials).toBe('include');
  });

  it('marks every request, reads and writes, signed in or not, with the custom header of this site', async () => {
    const { calls } = stubFetch(() => jsonResponse(envelope(null)));
    await get('/api/site/subscriptionplans');
    setStored('token', newToken);
    await post('/api/app/things', { name: 'Deck' });
    await put('/api/app/things', { name: 'Deck' });
    await del('/api/app/things', ['1']);

    expect(calls.map((call) => call.headers.get('x-requested-with'))).toEqual(Array(4).fill('tradepact'));
  });

  it('sends the stored access token as a Bearer header', async () => {
    setStored('token', newToken);
    const { calls } = stubFetch(() => jsonResponse(envelope(null)));
    await get('/api/app/business/read');

    expect(bearer(calls[0]!)).toBe('Bearer access-2');
  });

  it('sends no Authorization header when nothing is stored', async () => {
    const { calls } = stubFetch(() => jsonResponse(envelope(null)));
    await get('/api/site/subscriptionplans');

    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('answers the envelope as the server sent it', async () => {
    stubFetch(() => jsonResponse(envelope({ Name: 'Acme' }, 200, 'Done')));
    await expect(get('/api/app/business/read')).resolves.toEqual({
      Type: 200,
      Content: 'Done',
      Data: { Name: 'Acme' },
    });
  });
});

describe('HTTP 401', () => {
  it('refreshes the token once and retries the request once', async () => {
    setStored('token', oldToken);
    const { calls } = protectedApi();

    const answer = await get<{ Name: string }>('/api/app/business/read');

    expect(answer.Type).toBe(200);
    expect(answer.Data.Name).toBe('Acme Renovations');
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/app/business/read',
      authApi.refreshToken.path,
      '/api/app/business/read',
    ]);
    expect(calls[1]?.method).toBe('POST');
    expect(calls[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(bearer(calls[2]!)).toBe('Bearer access-2');
    expect(getStored('token')).toEqual(newToken);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without a refresh token clears stored data and goes to /login', async () => {
    setStored('token', { ...oldToken, RefreshToken: '' });
    setStored('user', aUserInfo());
    const { calls } = protectedApi();

    await get('/api/app/business/read');

    expect(calls).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    for (const key of Object.values(storageKeys)) expect(window.localStorage.getItem(key)).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('when the refresh answers a Type other than 200, clears stored data and goes to /login', async () => {
    setStored('token', oldToken);
    setStored('user', aUserInfo());
    const { calls } = protectedApi(() => jsonResponse(envelope(null, 400, 'Invalid refresh token')));

    await get('/api/app/business/read');

    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/app/business/read',
      authApi.refreshToken.path,
    ]);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(getStored('token')).toBeNull();
    expect(getStored('user')).toBeNull();
  });

  it('leaves the page alone when the device signed out while the refused request was in flight', async () => {
    setStored('token', oldToken);
    let releaseAnswer: () => void = () => {};
    const answerGate = new Promise<void>((resolve) => {
      releaseAnswer = resolve;
    });
    const { calls } = stubFetch(async (call) => {
      if (isRefresh(call)) return jsonResponse(envelope(null, 400, 'Invalid refresh token'));
      await answerGate;
      return jsonResponse(envelope(null, 401, en.commonUnauthorized), 401);
    });

    const pending = get('/api/app/business/read');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    window.localStorage.clear();
    releaseAnswer();
    await pending;

    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the page alone when a request sent signed out is refused', async () => {
    // A signed-in page's query may run once more as the page is left after signing out (closing
    // the account, say): its refusal must not send the visitor on to /login.
    const { calls } = protectedApi();

    await get('/api/app/business/read');

    expect(bearer(calls[0]!)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between two requests that fail at the same time', async () => {
    setStored('token', oldToken);
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { calls } = protectedApi(async () => {
      await refreshGate;
      return jsonResponse(envelope(newToken));
    });

    const first = get('/api/app/business/read');
    const second = get('/api/app/announcement/read');
    await vi.waitFor(() => expect(calls.filter(isRefresh)).toHaveLength(1));
    await vi.waitFor(() => expect(calls.filter((call) => !isRefresh(call))).toHaveLength(2));
    releaseRefresh();
    const answers = await Promise.all([first, second]);

    expect(answers.map((answer) => answer.Type)).toEqual([200, 200]);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls).toHaveLength(5);
  });
});

describe('error toasts', () => {
  it.each(['identityVerificationRequired', 'accountNotActivated', 'noChangesMade'] as const)(
    'does not show the silent message %s',
    async (key) => {
      stubFetch(() => jsonResponse(said(key), 400));
      const answer = await post('/api/app/business/update', {});

      expect(answer).toMatchObject({ Content: en[key], Code: key });
      expect(toastError).not.toHaveBeenCalled();
    },
  );

  it('shows the Content of any other answer with Type above 200', async () => {
    stubFetch(() => jsonResponse(envelope(null, 400, en.profileCityRequired), 400));
    await post('/api/app/business/update', {});

    expect(toastError).toHaveBeenCalledWith(en.profileCityRequired);
  });

  it('shows nothing for a success, nor for a failure without Content', async () => {
    stubFetch(() => jsonResponse(envelope(null, 200, en.profileSaved)));
    await post('/api/app/business/update', {});
    stubFetch(() => jsonResponse(envelope(null, 500, ''), 500));
    await post('/api/app/business/update', {});

    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows nothing when the caller handles the failure itself', async () => {
    stubFetch(() => jsonResponse(envelope(null, 400, en.profileCityRequired), 400));
    await post('/api/app/business/update', {}, { toast: false });

    expect(toastError).not.toHaveBeenCalled();
  });

  it('reports a network failure with a friendly message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const answer = await get('/api/site/subscriptionplans');

    expect(answer.Type).toBe(unreachableType);
    expect(answer.Content).toMatch(/could not reach the server/i);
    expect(toastError).toHaveBeenCalledWith(answer.Content);
  });

  it('gives up after 60 seconds and says the server took too long', async () => {
    vi.useFakeTimers();
    stubFetch(
      ({ signal }) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = get('/api/site/subscriptionplans');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(toastError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    const answer = await pending;

    expect(answer.Type).toBe(unreachableType);
    expect(answer.Content).toMatch(/took too long/i);
    expect(toastError).toHaveBeenCalledWith(answer.Content);
  });

  it('rejects without a toast when the caller aborts', async () => {
    stubFetch(
      ({ signal }) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = get('/api/site/subscriptionplans', undefined, { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toThrow();
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('dataOf', () => {
  it('answers Data of a success and throws the envelope of a failure', async () => {
    const { dataOf, ApiError } = await import('./http');
    expect(dataOf(envelope([1, 2]))).toEqual([1, 2]);
    const failure = envelope(null, 403, en.commonForbidden);
    expect(() => dataOf(failure)).toThrow(ApiError);
    expect(() => dataOf(failure)).toThrow(en.commonForbidden);
  });
});

/** A Blob's text through FileReader: under jsdom on Node 24 the Blob a Response answers has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsText(blob);
  });

describe('postForFile', () => {
  const pdfResponse = (disposition: string) =>
    new Response(new TextEncoder().encode('%PDF-1.7'), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': disposition },
    });

  it('posts JSON with the session token and answers the bytes under the server’s file name', async () => {
    setStored('token', newToken);
    const { calls } = stubFetch(() => pdfResponse('attachment; filename="Contract 12.pdf"'));

    const answer = await postForFile('/api/app/contract/previewpdf', { Type: 1 }, 'contract.pdf');

    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ Type: 1 });
    expect(bearer(calls[0]!)).toBe('Bearer access-2');
    if (!('file' in answer)) throw new Error('expected a file');
    expect(answer.file.fileName).toBe('Contract 12.pdf');
    expect(await textOf(answer.file.blob)).toBe('%PDF-1.7');
  });

  it('renews the session on HTTP 401 as every call does', async () => {
    setStored('token', oldToken);
    const { calls } = stubFetch((call) => {
      if (isRefresh(call)) return jsonResponse(envelope(newToken));
      if (bearer(call) !== 'Bearer access-2')
        return jsonResponse(envelope(null, 401, en.commonUnauthorized), 401);
      return pdfResponse('attachment; filename=contract.pdf');
    });

    const answer = await postForFile('/api/app/contract/previewpdf', {}, 'fallback.pdf');

    expect('file' in answer && answer.file.fileName).toBe('contract.pdf');
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/app/contract/previewpdf',
      authApi.refreshToken.path,
      '/api/app/contract/previewpdf',
    ]);
  });

  it('answers the envelope of a refusal, toasting it unless the caller shows it', async () => {
    stubFetch(() => jsonResponse(said('commonNotFound', 404), 404));

    const shown = await postForFile('/api/app/contract/previewpdf', {}, 'contract.pdf', { toast: false });
    expect('envelope' in shown && shown.envelope.Code).toBe('commonNotFound');
    expect(toastError).not.toHaveBeenCalled();

    await postForFile('/api/app/contract/previewpdf', {}, 'contract.pdf');
    expect(toastError).toHaveBeenCalledWith(en.commonNotFound);
  });

  it('reads the file name of Content-Disposition, the encoded one first', () => {
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''R%C3%A9siliation.pdf`, 'x')).toBe(
      'Résiliation.pdf',
    );
    expect(fileNameOf('attachment; filename=plain.pdf', 'x')).toBe('plain.pdf');
    expect(fileNameOf('attachment', 'fallback.pdf')).toBe('fallback.pdf');
    expect(fileNameOf(null, 'fallback.pdf')).toBe('fallback.pdf');
  });
});
