import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a chat completion request carried, as the provider received it. */
export interface OpenAiRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    temperature?: number;
    messages?: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

/**
 * How the server answers one request: a completion holding `content` (an empty string tests the
 * empty answer), an error status with OpenAI's error body, or no answer at all until the client gives
 * up (the timeout test).
 */
export type OpenAiReply = { content: string } | { status: number; message?: string } | { hang: true };

export type OpenAiReplier = (request: OpenAiRequest) => OpenAiReply | Promise<OpenAiReply>;

export interface LocalOpenAiServer {
  /** The base URL to give the `openai` client (AI_BASE_URL): `http://127.0.0.1:<port>/v1`. */
  url: string;
  /** Every chat completion request received, oldest first. */
  requests: OpenAiRequest[];
  /** Sets how the next requests are answered. */
  reply(replier: OpenAiReplier): void;
  close(): Promise<void>;
}

/** Answers with the user's own text, so a test sees the round trip without scripting a reply. */
const echoUserText: OpenAiReplier = (request) => ({
  content: request.body.messages?.findLast((message) => message.role === 'user')?.content ?? '',
});

/**
 * An OpenAI-compatible chat completions endpoint on this machine (POST /v1/chat/completions and
 * /chat/completions), for tests that go through the real `openai` package: it records each request
 * and answers what the test scripts.
 */
export async function startOpenAiServer(options: { reply?: OpenAiReplier } = {}): Promise<LocalOpenAiServer> {
  const requests: OpenAiRequest[] = [];
  let replier = options.reply ?? echoUserText;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (req.method !== 'POST' || !/^(\/v1)?\/chat\/completions$/.test(path)) {
        sendJson(res, 404, errorBody(`no route ${req.method ?? ''} ${path}`));
        return;
      }
      let body: OpenAiRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OpenAiRequest['body'];
      } catch {
        sendJson(res, 400, errorBody('the body is not JSON'));
        return;
      }
      const request: OpenAiRequest = { path, headers: req.headers, body };
      requests.push(request);
      void Promise.resolve(replier(request)).then(
        (answer) => answerWith(res, request, answer),
        (error: unknown) => sendJson(res, 500, errorBody(String(error))),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(next) {
      replier = next;
    },
    async close() {
      // A hanging answer keeps its connection open; close it so the server can stop.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function answerWith(res: ServerResponse, request: OpenAiRequest, answer: OpenAiReply): void {
  if ('hang' in answer) return;
  if ('status' in answer) {
    sendJson(res, answer.status, errorBody(answer.message ?? 'provider error'));
    return;
  }
  sendJson(res, 200, {
    id: `chatcmpl-test-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.body.model ?? 'unknown',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: answer.content },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

function errorBody(message: string) {
  return { error: { message, type: 'server_error', param: null, code: null } };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
