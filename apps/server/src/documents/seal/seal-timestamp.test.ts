import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { signedParts } from '../../../test/signed-pdf.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSealInput } from './sample-seal.js';
import { sealContract } from './seal-contract.js';
import { loadSealCredentials } from './seal-credentials.js';
import type { SealCredentials } from './seal-input.js';

/**
 * The seal with SEAL_TSA_URL, against a real RFC 3161 responder on the loopback: `openssl ts -reply`
 * with a timestamping certificate made by the openssl CLI, behind a small HTTP server. No network.
 */

const run = promisify(execFile);
let folder: string;
let server: Server;
let tsaUrl: string;
let credentials: SealCredentials;
/** Requests the responder received. */
let requests = 0;

const opensslConfig = (dir: string) => `
[ tsa ]
default_tsa = local_tsa
[ local_tsa ]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.crt
certs = $dir/tsa.crt
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = yes
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tp-seal-tsa-'));
  const config = path.join(folder, 'tsa.cnf');
  await writeFile(config, opensslConfig(folder));
  await writeFile(path.join(folder, 'serial'), '01\n');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '30',
    '-subj',
    '/CN=Loopback TSA',
    '-keyout',
    path.join(folder, 'tsa.key'),
    '-out',
    path.join(folder, 'tsa.crt'),
    '-addext',
    'extendedKeyUsage=critical,timeStamping',
    '-addext',
    'keyUsage=critical,digitalSignature,nonRepudiation',
  ]);
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/refuse') {
        // TimeStampResp { status { PKIStatus rejection (2) } }, no token.
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' });
        response.end(Buffer.from('30053003020102', 'hex'));
        return;
      }
      requests += 1;
      const name = `q${requests}`;
      const query = path.join(folder, `${name}.tsq`);
      const reply = path.join(folder, `${name}.tsr`);
      writeFile(query, Buffer.concat(chunks))
        .then(() => run('openssl', ['ts', '-reply', '-config', config, '-queryfile', query, '-out', reply]))
        .then(() => readFile(reply))
        .then((bytes) => {
          response.writeHead(200, { 'content-type': 'application/timestamp-reply' });
          response.end(bytes);
        })
        .catch(() => {
          response.writeHead(500);
          response.end();
        });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  tsaUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
  credentials = await loadSealCredentials({ dataDir: folder, tsaUrl });
});

afterAll(async () => {
  server.close();
  await rm(folder, { recursive: true, force: true });
});

/** The SignerInfo of the seal's CMS, and the DER of its /Contents. */
function sealSignerInfo(pdf: Uint8Array): forge.asn1.Asn1[] {
  const cms = forge.asn1.fromDer(signedParts(pdf).cms.toString('binary'));
  const children = (node: forge.asn1.Asn1 | undefined) => (node?.value ?? []) as forge.asn1.Asn1[];
  const signedData = children(children(cms)[1])[0];
  return children(children(children(signedData).at(-1))[0]);
}

describe('sealContract with a timestamp authority', () => {
  it('adds a token over the seal signature that openssl verifies against the authority', async () => {
    const before = requests;
    const sealed = await sealContract(await sampleSealInput(), credentials);
    expect(requests).toBe(before + 1);
    const file = path.join(folder, 'timestamped.pdf');
    await writeFile(file, sealed.bytes);
    const { stdout: report } = await run('pdfsig', [file]);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');

    const signerInfo = sealSignerInfo(sealed.bytes);
    // PAdES B-T is B-B and the token: signing-certificate-v2 signed, no signing-time.
    const signed = signerInfo.find(
      (node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0,
    );
    const signedTypes = (signed?.value as forge.asn1.Asn1[]).map((attribute) =>
      forge.asn1.derToOid(
        forge.util.createBuffer((attribute.value as forge.asn1.Asn1[])[0]?.value as string),
      ),
    );
    expect(signedTypes).toContain('1.2.840.113549.1.9.16.2.47');
    expect(signedTypes).not.toContain('1.2.840.113549.1.9.5');
    const signature = signerInfo.find(
      (node) => node.type === forge.asn1.Type.OCTETSTRING && !node.constructed,
    );
    const unsigned = signerInfo.at(-1);
    expect(unsigned?.tagClass).toBe(forge.asn1.Class.CONTEXT_SPECIFIC);
    const attribute = (unsigned?.value as forge.asn1.Asn1[])[0];
    const [type, values] = attribute?.value as forge.asn1.Asn1[];
    expect(forge.asn1.derToOid(forge.util.createBuffer(type?.value as string))).toBe(
      '1.2.840.113549.1.9.16.2.14',
    );
    const token = (values?.value as forge.asn1.Asn1[])[0];
    if (!token || !signature) throw new Error('no token');
    const tokenFile = path.join(folder, 'token.der');
    await writeFile(tokenFile, Buffer.from(forge.asn1.toDer(token).getBytes(), 'binary'));
    const digest = createHash('sha256')
      .update(Buffer.from(signature.value as string, 'binary'))
      .digest('hex');
    const { stdout } = await run('openssl', [
      'ts',
      '-verify',
      '-in',
      tokenFile,
      '-token_in',
      '-digest',
      digest,
      '-CAfile',
      path.join(folder, 'tsa.crt'),
    ]);
    expect(stdout).toContain('Verification: OK');
  });

  it('fails the seal, rather than sealing without it, when the authority does not answer', async () => {
    const broken: SealCredentials = { ...credentials, tsaUrl: 'http://127.0.0.1:1/tsa' };
    await expect(sealContract(await sampleSealInput(), broken)).rejects.toThrow(
      'the timestamp authority http://127.0.0.1:1/tsa could not be reached',
    );
  });

  it('fails the seal when the authority refuses the request', async () => {
    const refusing: SealCredentials = { ...credentials, tsaUrl: tsaUrl.replace('/tsa', '/refuse') };
    await expect(sealContract(await sampleSealInput(), refusing)).rejects.toThrow(
      `the timestamp authority ${refusing.tsaUrl} refused the request (status 2)`,
    );
  });
});
