import { desc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { contractSigners, outboxMessages } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';
import { multipartBody, pngOf } from './images.js';

/** Waits until `probe` answers something (jobs run on the queue's workers), or fails after a while. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The messages the development outbox holds for an address (or a mobile number), newest first. */
export async function outboxFor(t: TestApp, to: string) {
  return t.services.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt));
}

/** The signing keys in the links of the emails an address received, newest first. */
export async function signingKeysFor(t: TestApp, email: string): Promise<string[]> {
  const messages = await outboxFor(t, email);
  return messages.flatMap((message) =>
    [...message.text.matchAll(/Signature\?key=([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? ''),
  );
}

/** Waits for the signing key an address was sent for this contract, beyond the `known` ones. */
export async function nextSigningKey(
  t: TestApp,
  email: string,
  contractId: string,
  known: string[] = [],
): Promise<string> {
  return eventually(async () => {
    const signers = await t.services.database.db
      .select({ keyHash: contractSigners.keyHash })
      .from(contractSigners)
      .where(eq(contractSigners.contractId, contractId));
    const hashes = new Set(signers.map((signer) => signer.keyHash));
    return (await signingKeysFor(t, email)).find(
      (key) => !known.includes(key) && hashes.has(createHash('sha256').update(key).digest('hex')),
    );
  }, `a signing link to ${email}`);
}

/** Signs under a key as the signing page does: the drawn signature uploaded, then `sign`. */
export async function signWithKey(t: TestApp, key: string, headers: Record<string, string> = {}) {
  const body = multipartBody('file', 'signature.png', await pngOf(600, 200));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/app/contract/signature?code=${key}`,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
  if (uploaded.statusCode !== 200) return uploaded;
  return t.app.inject({
    method: 'POST',
    url: '/api/app/contract/sign',
    headers,
    payload: { code: key, signature: uploaded.json().Data },
  });
}
