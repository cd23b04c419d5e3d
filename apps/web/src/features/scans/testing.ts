import { vi } from 'vitest';

/** Test helpers of scan uploads (imported by *.test.tsx only). */

/** One upload as the browser sent it. */
export interface SentScan {
  url: URL;
  headers: Record<string, string>;
  form: FormData;
}

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * Replaces XMLHttpRequest with one that reports the upload's progress in two steps and then asks the
 * global fetch (the test's stubApi) for the answer, so uploads and JSON calls share one route table.
 * `hold` keeps every answer until `release()`: the page can be seen reading.
 */
export function stubUploads({ hold = false }: { hold?: boolean } = {}) {
  const sent: SentScan[] = [];
  const waiting: (() => void)[] = [];

  class FakeUpload {
    onprogress: Listener = null;
    onload: Listener = null;
  }

  class FakeXhr {
    upload = new FakeUpload();
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.onabort?.();
    }

    send(form: FormData) {
      const file = form.get('file');
      const total = file instanceof File ? file.size : 0;
      const progress = (loaded: number) =>
        ({ lengthComputable: true, loaded, total }) as unknown as ProgressEvent;
      sent.push({ url: new URL(this.url, window.location.origin), headers: { ...this.headers }, form });
      queueMicrotask(() => {
        this.upload.onprogress?.(progress(total / 2));
        this.upload.onprogress?.(progress(total));
        this.upload.onload?.(progress(total));
        const answer = async () => {
          const response = await fetch(this.url, { method: this.method, headers: this.headers });
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        };
        if (hold) waiting.push(() => void answer());
        else void answer();
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent,
    /** Lets the held answers arrive. */
    release: () => waiting.splice(0).forEach((go) => go()),
  };
}

/** A file of `size` bytes (the content does not matter to the page, only its name, type and size). */
export function aFile(name: string, type: string, size = 2048): File {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
