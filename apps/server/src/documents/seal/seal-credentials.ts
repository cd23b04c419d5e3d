import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import type { SealCredentials } from './seal-input.js';

/**
 * The product's sealing identity. With SEAL_P12_PATH the operator's PKCS#12 is read and checked at
 * start-up, so that a missing file, a wrong password or an expired certificate stops the server with
 * a clear message instead of leaving contracts unsealed after everyone signed (Documenso #1663, #1767).
 * Without it, a self-signed seal certificate is made once into DATA_DIR/seal and kept: readers show
 * its signatures as valid but from an untrusted issuer until it is trusted (signing-pipeline §5).
 */

export interface SealCredentialOptions {
  dataDir: string;
  p12Path?: string | undefined;
  p12Password?: string | undefined;
  tsaUrl?: string | undefined;
  /** Names the generated certificate, `CN=<product> Document Seal`, and the seal's reason. */
  productName?: string | undefined;
}

/** PRODUCT_NAME's default (config.ts). */
export const defaultProductName = 'Tradepact';

export const generatedFolder = 'seal';
export const generatedP12 = 'seal.p12';
export const generatedPassword = 'seal.p12.password';
/** The generated seal certificate outlives any contract it seals. */
const generatedYears = 30;

export interface SealIdentity {
  key: forge.pki.PrivateKey;
  certificate: forge.pki.Certificate;
  /** Every certificate of the file, the seal's own among them: its issuers, for a verifier to build the chain. */
  certificates: forge.pki.Certificate[];
}

/**
 * The key and its certificate in a PKCS#12: a shrouded (encrypted) key bag and a certificate with the
 * same public key, valid now. Each failure says what is wrong.
 */
export function checkP12(p12: Buffer, password: string, source: string, now = new Date()): SealIdentity {
  let container: forge.pkcs12.Pkcs12Pfx;
  try {
    container = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, password);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      /password|MAC/i.test(reason)
        ? `${source}: the password does not open this PKCS#12 file (check SEAL_P12_PASSWORD)`
        : `${source} is not a PKCS#12 (.p12/.pfx) file: ${reason}`,
      { cause: error },
    );
  }
  const { oids } = forge.pki as unknown as { oids: Record<'pkcs8ShroudedKeyBag' | 'certBag', string> };
  const bags = (type: string): forge.pkcs12.Bag[] => container.getBags({ bagType: type })[type] ?? [];
  const key = bags(oids.pkcs8ShroudedKeyBag).find((bag) => bag.key)?.key as
    forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error(`${source} holds no encrypted private key (an RSA key in a shrouded key bag)`);
  const certificates = bags(oids.certBag).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const certificate = certificates.find((cert) => {
    const publicKey = cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
    return Boolean(publicKey?.n && publicKey.n.equals(key.n) && publicKey.e.equals(key.e));
  });
  if (!certificate) throw new Error(`${source} holds no certificate for its private key`);
  const { notBefore, notAfter } = certificate.validity;
  if (notAfter < now) {
    throw new Error(`${source}: the seal certificate expired on ${notAfter.toISOString().slice(0, 10)}`);
  }
  if (notBefore > now) {
    throw new Error(
      `${source}: the seal certificate is not valid before ${notBefore.toISOString().slice(0, 10)}`,
    );
  }
  return { key, certificate, certificates };
}

/** A self-signed seal certificate in a PKCS#12 protected by `password`. */
export function generateSealP12(productName: string, password: string, now = new Date()): Buffer {
  // Node makes the RSA key in native code; node-forge's own key generation takes seconds.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const rsaKey = key as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(rsaKey.n, rsaKey.e);
  // A positive 16-byte serial (RFC 5280 allows up to 20).
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + generatedYears);
  const subject = [
    { name: 'commonName', value: `${productName} Document Seal` },
    { name: 'organizationName', value: productName },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const container = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, {
    algorithm: 'aes256',
    friendlyName: `${productName} Document Seal`,
  });
  return Buffer.from(forge.asn1.toDer(container).getBytes(), 'binary');
}

async function readGenerated(folder: string): Promise<{ p12: Buffer; password: string } | undefined> {
  try {
    const [p12, password] = await Promise.all([
      readFile(path.join(folder, generatedP12)),
      readFile(path.join(folder, generatedPassword), 'utf8'),
    ]);
    return { p12, password: password.trim() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The generated seal, made on first use. It is written into a fresh folder renamed into place in one
 * step, so two servers starting together never pair one's password with the other's file.
 */
async function generatedCredentials(dataDir: string, productName: string) {
  const folder = path.join(dataDir, generatedFolder);
  const existing = await readGenerated(folder);
  if (existing) return existing;

  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(dataDir, `.${generatedFolder}-`));
  try {
    const password = randomBytes(24).toString('base64url');
    await writeFile(path.join(staging, generatedPassword), `${password}\n`, { mode: 0o600 });
    await writeFile(path.join(staging, generatedP12), generateSealP12(productName, password), {
      mode: 0o600,
    });
    await chmod(staging, 0o700);
    await rename(staging, folder);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
  const made = await readGenerated(folder);
  if (!made) throw new Error(`${folder}: the generated seal certificate could not be read back`);
  return made;
}

export async function loadSealCredentials(options: SealCredentialOptions): Promise<SealCredentials> {
  const productName = options.productName ?? defaultProductName;
  const tsa = options.tsaUrl ? { tsaUrl: options.tsaUrl } : {};
  if (options.p12Path) {
    let p12: Buffer;
    try {
      p12 = await readFile(options.p12Path);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
      throw new Error(`SEAL_P12_PATH ${options.p12Path} cannot be read: ${reason}`, { cause: error });
    }
    const password = options.p12Password ?? '';
    checkP12(p12, password, `SEAL_P12_PATH ${options.p12Path}`);
    return { p12, password, productName, ...tsa };
  }
  const generated = await generatedCredentials(options.dataDir, productName);
  checkP12(generated.p12, generated.password, path.join(options.dataDir, generatedFolder, generatedP12));
  return { ...generated, productName, ...tsa };
}
