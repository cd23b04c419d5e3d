import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver was sent, as an integration would read it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers a request: a status, headers, and a delay before it answers. */
export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface WebhookReceiver {
  /** The receiver's address for `path` (http://127.0.0.1:port/path). */
  url(path?: string): string;
  port: number;
  /** Every request so far, oldest first. */
  received: ReceivedRequest[];
  /** Those to `path`. */
  to(path: string): ReceivedRequest[];
  /** How it answers from now on (200 until told otherwise). */
  answer(by: (request: ReceivedRequest) => ReceiverAnswer): void;
  close(): Promise<void>;
}

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A local HTTP endpoint for webhook tests, on 127.0.0.1 (allowed outside production). */
export async function startReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  let answerOf: (request: ReceivedRequest) => ReceiverAnswer = () => ({ status: 200 });
  const server = createServer((request, response) => {
    void bodyOf(request).then(async (body) => {
      const one = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      };
      received.push(one);
      const answer = answerOf(one);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      response.writeHead(answer.status, answer.headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    to: (path) => received.filter((one) => one.path === path),
    answer(by) {
      answerOf = by;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
