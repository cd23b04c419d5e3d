import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generatedFolder,
  generatedP12,
  generatedPassword,
  generateSealP12,
  loadSealCredentials,
} from './seal-credentials.js';

const run = promisify(execFile);
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tp-seal-credentials-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The certificate of a PKCS#12, as node-forge reads it. */
function certificateOf(p12: Buffer, password: string): forge.pki.Certificate {
  const container = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const type = forge.pki.oids.certBag ?? '';
  const certificate = container.getBags({ bagType: type })[type]?.[0]?.cert;
  if (!certificate) throw new Error('no certificate');
  return certificate;
}

describe('loadSealCredentials without SEAL_P12_PATH', () => {
  it('generates a self-signed seal certificate once, readable by its owner only, and reuses it', async () => {
    const dataDir = path.join(folder, 'data');
    const first = await loadSealCredentials({ dataDir, productName: 'Tradepact' });
    const second = await loadSealCredentials({ dataDir, productName: 'Tradepact' });
    expect(second.p12.equals(first.p12)).toBe(true);
    expect(second.password).toBe(first.password);
    expect(first.password.length).toBeGreaterThanOrEqual(32);

    const sealFolder = path.join(dataDir, generatedFolder);
    for (const file of [generatedP12, generatedPassword]) {
      expect((await stat(path.join(sealFolder, file))).mode & 0o777).toBe(0o600);
    }
    expect((await readFile(path.join(sealFolder, generatedPassword), 'utf8')).trim()).toBe(first.password);

    const certificate = certificateOf(first.p12, first.password);
    expect(certificate.subject.getField('CN')?.value).toBe('Tradepact Document Seal');
    const keyUsage = certificate.getExtension('keyUsage') as {
      digitalSignature?: boolean;
      nonRepudiation?: boolean;
    };
    expect(keyUsage.digitalSignature).toBe(true);
    expect(keyUsage.nonRepudiation).toBe(true);
    expect((certificate.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    const years = certificate.validity.notAfter.getUTCFullYear() - new Date().getUTCFullYear();
    expect(years).toBeGreaterThanOrEqual(20);
  });

  it('makes one certificate when two servers start together', async () => {
    const dataDir = path.join(folder, 'race');
    const [a, b] = await Promise.all([
      loadSealCredentials({ dataDir, productName: 'Tradepact' }),
      loadSealCredentials({ dataDir, productName: 'Tradepact' }),
    ]);
    const kept = await loadSealCredentials({ dataDir, productName: 'Tradepact' });
    // The server that lost the race answers the winner's certificate, which later starts keep.
    expect(a.p12.equals(kept.p12) && b.p12.equals(kept.p12)).toBe(true);
    expect(a.password === kept.password && b.password === kept.password).toBe(true);
  });
});

describe('loadSealCredentials with SEAL_P12_PATH', () => {
  const write = async (name: string, bytes: Buffer | string) => {
    const file = path.join(folder, name);
    await writeFile(file, bytes);
    return file;
  };

  it('reads a PKCS#12 made with the openssl CLI, with its TSA address', async () => {
    const key = path.join(folder, 'operator.key');
    const certificate = path.join(folder, 'operator.crt');
    const p12Path = path.join(folder, 'operator.p12');
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '365',
      '-subj',
      '/CN=Operator Seal',
    ]);
    await run('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      certificate,
      '-out',
      p12Path,
      '-passout',
      'pass:s3cret',
    ]);
    const credentials = await loadSealCredentials({
      dataDir: folder,
      p12Path,
      p12Password: 's3cret',
      tsaUrl: 'http://127.0.0.1:9/tsa',
    });
    expect(credentials.password).toBe('s3cret');
    expect(credentials.tsaUrl).toBe('http://127.0.0.1:9/tsa');
  });

  it('refuses a wrong password, saying so', async () => {
    const p12Path = await write('right.p12', generateSealP12('Tradepact', 'right'));
    await expect(loadSealCredentials({ dataDir: folder, p12Path, p12Password: 'wrong' })).rejects.toThrow(
      `SEAL_P12_PATH ${p12Path}: the password does not open this PKCS#12 file`,
    );
  });

  it('refuses a file that is not a PKCS#12', async () => {
    const p12Path = await write('garbage.p12', 'not a certificate at all');
    await expect(loadSealCredentials({ dataDir: folder, p12Path, p12Password: 'x' })).rejects.toThrow(
      `SEAL_P12_PATH ${p12Path} is not a PKCS#12 (.p12/.pfx) file`,
    );
  });

  it('refuses a missing file', async () => {
    const p12Path = path.join(folder, 'missing.p12');
    await expect(loadSealCredentials({ dataDir: folder, p12Path })).rejects.toThrow(
      `SEAL_P12_PATH ${p12Path} cannot be read: no such file`,
    );
  });

  it('refuses an expired certificate, naming the day it expired', async () => {
    const p12Path = await write('expired.p12', generateSealP12('Tradepact', 'pw', new Date('1990-06-01')));
    await expect(loadSealCredentials({ dataDir: folder, p12Path, p12Password: 'pw' })).rejects.toThrow(
      `SEAL_P12_PATH ${p12Path}: the seal certificate expired on 2020-06-01`,
    );
  });
});
