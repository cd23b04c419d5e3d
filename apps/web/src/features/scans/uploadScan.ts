import { requestedWithHeader, type EndpointAnswerData, type Envelope } from '@tradepact/shared';
import { scansApi } from '@tradepact/shared/api-routes';
import { i18n } from '../../i18n';
import { navigateTo } from '../../lib/navigation';
import { refreshSession, signInPath, toQueryString, unreachableType } from '../../lib/http';
import { endSession } from '../../lib/session';
import { getStored } from '../../lib/storage';

export type ScanAnswer = Envelope<EndpointAnswerData<typeof scansApi.scanDocuments>>;

export interface ScanUpload {
  file: File;
  /** From My Projects' modal: the contract the scan is for (doc 2 §7). */
  contractId?: string | undefined;
  /** The contractor said yes to filing it although something is missing (the 409 it answered). */
  confirmed: boolean;
  /** Part of the file sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  /** The whole file is sent: the server is reading it. */
  onSent: () => void;
  /** How long the server may read once the file is sent (doc 2 §4's loader). */
  readingLimitMs: number;
}

const failed = (content: string): ScanAnswer => ({
  Type: unreachableType,
  Content: content,
  Data: null as never,
});

function envelopeOf(request: XMLHttpRequest): ScanAnswer {
  try {
    const body: unknown = JSON.parse(request.responseText);
    if (typeof body === 'object' && body !== null && typeof (body as { Type?: unknown }).Type === 'number') {
      const { Type, Content, Data } = body as { Type: number; Content?: string; Data?: unknown };
      return { Type, Content: Content ?? '', Data: (Data ?? null) as ScanAnswer['Data'] };
    }
  } catch {
    // Not JSON (a proxy's error page): answered below like any unreadable answer.
  }
  return { Type: request.status || 500, Content: i18n.t('ui:errors.badAnswer'), Data: null as never };
}

/** One exchange: the file sent with progress events, then the server's answer and its status. */
function send(upload: ScanUpload): Promise<{ status: number; answer: ScanAnswer }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const query = toQueryString({ isConfirmed: upload.confirmed });
    request.open('POST', `${scansApi.scanDocuments.path}${query}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.language);
    // Marks the upload as this site's own, as every call of lib/http does (the server's CSRF check).
    request.setRequestHeader(requestedWithHeader.name, requestedWithHeader.value);
    const token = getStored('token')?.AccessToken;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    let readingTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (status: number, answer: ScanAnswer) => {
      clearTimeout(readingTimer);
      resolve({ status, answer });
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) upload.onProgress(event.loaded / event.total);
    };
    // The limit is the reading's: a 15 MB photo sent over a slow phone connection still arrives.
    request.upload.onload = () => {
      upload.onSent();
      readingTimer = setTimeout(() => request.abort(), upload.readingLimitMs);
    };
    request.onload = () => finish(request.status, envelopeOf(request));
    request.onerror = () => finish(0, failed(i18n.t('ui:errors.network')));
    request.onabort = () => finish(0, failed(i18n.t('ui:scans.readingTimeout')));

    const form = new FormData();
    form.append('file', upload.file, upload.file.name);
    if (upload.contractId) form.append('ContractId', upload.contractId);
    request.send(form);
  });
}

/**
 * POST scandocuments with the file (doc 2 §7), reporting the upload's progress, which fetch cannot.
 * Like the API client it never throws: a refusal, a lost connection or a reading past its limit is
 * an envelope. An expired session is renewed once, as the client does; a refused renewal signs out.
 */
export async function uploadScan(upload: ScanUpload): Promise<ScanAnswer> {
  const first = await send(upload);
  if (first.status !== 401) return first.answer;
  let renewed: boolean;
  try {
    renewed = await refreshSession();
  } catch {
    // The server could not be reached: the session is kept, as the API client keeps it.
    return failed(i18n.t('ui:errors.network'));
  }
  const last = renewed ? await send(upload) : first;
  if (last.status === 401) signOut();
  return last.answer;
}

function signOut() {
  endSession();
  navigateTo(signInPath);
}
