import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A certificate authority on the loopback, made with the openssl CLI, for sealing with a seal
 * certificate that has a chain (PAdES B-LT) without the network: a root, an issuing CA under it, and
 * under that a seal certificate (in a PKCS#12 with its chain) and a timestamping one. Both name an
 * OCSP responder (`openssl ocsp` answering each request), the issuing CA a CRL signed by the root;
 * a small HTTP server serves them and a timestamp authority (`openssl ts -reply`). The seal tests and
 * bench/seal.mjs use it.
 */

const run = promisify(execFile);

export interface SampleCa {
  /** The seal's PKCS#12: its key, its certificate, the issuing CA and the root. */
  p12: Buffer;
  password: string;
  folder: string;
  /** PEM files, to check what a sealed file carries with openssl. */
  files: { root: string; issuing: string; seal: string };
  /** The timestamp authority's address, for SEAL_TSA_URL. */
  tsaUrl: string;
  /** OCSP requests answered, CRL downloads and timestamps served. */
  served: { ocsp: number; crl: number; tsa: number };
  /** Makes every address answer HTTP 503 (down) until set back to false. */
  setDown(down: boolean): void;
  /** Makes the OCSP responder say the seal certificate is revoked, or valid again. */
  setRevoked(revoked: boolean): Promise<void>;
  close(): Promise<void>;
}

const sealPassword = 'loopback-seal';

/** A line of `openssl ca`'s database, which the OCSP responder reads: valid or revoked, expiry, serial, name. */
const indexLine = (expires: string, revokedAt: string, serial: string, subject: string) =>
  `${revokedAt ? 'R' : 'V'}\t${expires}\t${revokedAt}\t${serial}\tunknown\t${subject}\n`;

/** openssl's database times: YYMMDDHHMMSSZ. */
const databaseTime = (instant: Date) => `${instant.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`;

const sealSubject = '/CN=Tradepact Document Seal/O=Tradepact';
const tsaSubject = '/CN=Loopback Timestamps/O=Loopback';

const caConfig = (folder: string) => `
[ ca ]
default_ca = root
[ root ]
database = ${folder}/root-index.txt
crlnumber = ${folder}/crlnumber
certificate = ${folder}/root.crt
private_key = ${folder}/root.key
default_md = sha256
default_crl_days = 7
[ tsa ]
default_tsa = loopback_tsa
[ loopback_tsa ]
serial = ${folder}/tsa-serial
crypto_device = builtin
signer_cert = ${folder}/tsa.crt
certs = ${folder}/chain.pem
signer_key = ${folder}/tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = yes
ess_cert_id_alg = sha256
`;

export async function startSampleCa(): Promise<SampleCa> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tp-seal-ca-'));
  const file = (name: string) => path.join(folder, name);
  const served = { ocsp: 0, crl: 0, tsa: 0 };
  let down = false;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (down) {
        response.writeHead(503);
        response.end();
        return;
      }
      const answer = (type: string, bytes: Buffer) => {
        response.writeHead(200, { 'content-type': type });
        response.end(bytes);
      };
      const fail = () => {
        response.writeHead(500);
        response.end();
      };
      if (request.url === '/root.crl') {
        served.crl += 1;
        readFile(file('root.crl.der')).then((bytes) => answer('application/pkix-crl', bytes), fail);
        return;
      }
      if (request.url === '/tsa') {
        served.tsa += 1;
        const name = `tsa-${served.tsa}`;
        writeFile(file(`${name}.tsq`), Buffer.concat(chunks))
          .then(() =>
            run('openssl', [
              'ts',
              '-reply',
              ...['-config', file('ca.cnf'), '-queryfile', file(`${name}.tsq`), '-out', file(`${name}.tsr`)],
            ]),
          )
          .then(() => readFile(file(`${name}.tsr`)))
          .then((bytes) => answer('application/timestamp-reply', bytes), fail);
        return;
      }
      served.ocsp += 1;
      const name = `ocsp-${served.ocsp}`;
      writeFile(file(`${name}.req`), Buffer.concat(chunks))
        .then(() =>
          run('openssl', [
            'ocsp',
            ...['-index', file('issuing-index.txt'), '-CA', file('issuing.crt')],
            ...['-rsigner', file('issuing.crt'), '-rkey', file('issuing.key')],
            ...['-reqin', file(`${name}.req`), '-respout', file(`${name}.der`), '-ndays', '1'],
          ]),
        )
        .then(() => readFile(file(`${name}.der`)))
        .then((bytes) => answer('application/ocsp-response', bytes), fail);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const openssl = (...args: string[]) => run('openssl', args);
  const key = (name: string) => ['-newkey', 'rsa:2048', '-nodes', '-keyout', file(`${name}.key`)];
  await openssl(
    'req',
    '-x509',
    ...key('root'),
    ...['-out', file('root.crt'), '-days', '3650', '-subj', '/CN=Loopback Root CA/O=Loopback'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  );
  const issue = async (name: string, subject: string, issuer: string, serial: string, extensions: string) => {
    await openssl('req', '-new', ...key(name), '-subj', subject, '-out', file(`${name}.csr`));
    await writeFile(file(`${name}.ext`), extensions);
    await openssl(
      'x509',
      '-req',
      ...['-in', file(`${name}.csr`), '-CA', file(`${issuer}.crt`), '-CAkey', file(`${issuer}.key`)],
      ...['-set_serial', `0x${serial}`, '-days', '365', '-sha256'],
      ...['-extfile', file(`${name}.ext`), '-out', file(`${name}.crt`)],
    );
  };
  await issue(
    'issuing',
    '/CN=Loopback Issuing CA/O=Loopback',
    'root',
    '1001',
    [
      'basicConstraints=critical,CA:TRUE,pathlen:0',
      'keyUsage=critical,keyCertSign,cRLSign',
      `crlDistributionPoints=URI:${base}/root.crl`,
      'subjectKeyIdentifier=hash',
      'authorityKeyIdentifier=keyid',
    ].join('\n'),
  );
  const endEntity = (usage: string) =>
    [
      'basicConstraints=critical,CA:FALSE',
      usage,
      `authorityInfoAccess=OCSP;URI:${base}/ocsp`,
      'subjectKeyIdentifier=hash',
      'authorityKeyIdentifier=keyid',
    ].join('\n');
  await issue(
    'seal',
    sealSubject,
    'issuing',
    '2001',
    endEntity('keyUsage=critical,digitalSignature,nonRepudiation'),
  );
  await issue(
    'tsa',
    tsaSubject,
    'issuing',
    '2002',
    endEntity('keyUsage=critical,digitalSignature,nonRepudiation\nextendedKeyUsage=critical,timeStamping'),
  );

  // The responder's database names both certificates valid (or the seal's revoked); the root's CRL
  // revokes nothing.
  const expiry = (await openssl('x509', '-in', file('seal.crt'), '-noout', '-enddate')).stdout;
  const expires = databaseTime(new Date(expiry.replace('notAfter=', '').trim()));
  const writeIndex = (sealRevokedAt: string) =>
    writeFile(
      file('issuing-index.txt'),
      indexLine(expires, sealRevokedAt, '2001', sealSubject) + indexLine(expires, '', '2002', tsaSubject),
    );
  await writeIndex('');
  await writeFile(file('root-index.txt'), '');
  await writeFile(file('tsa-serial'), '01\n');
  await writeFile(file('crlnumber'), '01\n');
  await writeFile(file('ca.cnf'), caConfig(folder));
  await openssl('ca', '-gencrl', '-config', file('ca.cnf'), '-out', file('root.crl'));
  await openssl('crl', '-in', file('root.crl'), '-outform', 'DER', '-out', file('root.crl.der'));

  const chain = Buffer.concat([await readFile(file('issuing.crt')), await readFile(file('root.crt'))]);
  await writeFile(file('chain.pem'), chain);
  await openssl(
    'pkcs12',
    '-export',
    ...['-inkey', file('seal.key'), '-in', file('seal.crt'), '-certfile', file('chain.pem')],
    ...['-out', file('seal.p12'), '-passout', `pass:${sealPassword}`],
  );

  return {
    p12: await readFile(file('seal.p12')),
    password: sealPassword,
    folder,
    files: { root: file('root.crt'), issuing: file('issuing.crt'), seal: file('seal.crt') },
    tsaUrl: `${base}/tsa`,
    served,
    setDown: (value) => {
      down = value;
    },
    setRevoked: (revoked) => writeIndex(revoked ? databaseTime(new Date(Date.now() - 60_000)) : ''),
    close: async () => {
      server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
