import { createHash } from 'node:crypto';
import type { RevocationProvider } from '@libpdf/core';
import * as pkijs from 'pkijs';

/**
 * Where each certificate of the seal's chain stands, asked once per seal (PAdES B-LT): its OCSP
 * responder (the certificate's AIA), else the CRL at its distribution point. @libpdf/core asks this
 * provider for each certificate and writes what it returns into the Document Security Store. Each
 * answer is checked before it is kept: signed by the issuer (or a responder it authorised), about
 * this very certificate, current, and not "revoked". @libpdf/core treats a failed fetch as a warning
 * and seals on; `check()` turns it back into the seal's failure, so the job is retried rather than
 * the file left without the data it claims.
 */

/** Every fetch of one seal shares this much time: with the timestamp authority's 15 s, a seal stays inside its job's 30-s run. */
export const revocationTimeoutMs = 10_000;

const ocspAccess = '1.3.6.1.5.5.7.48.1';
/** An answer produced a little ahead of our clock is the responder's clock, not a forgery. */
const clockSkewMs = 5 * 60_000;

/** pkijs reads an ArrayBuffer-backed view only: the bytes are copied into one. */
const parse = (der: Uint8Array) => pkijs.Certificate.fromBER(Uint8Array.from(der));
const keyOf = (der: Uint8Array) => createHash('sha256').update(der).digest('hex');

/** A certificate's common name, for messages. */
function nameOf(certificate: pkijs.Certificate): string {
  const commonName = certificate.subject.typesAndValues.find((item) => item.type === '2.5.4.3');
  const value = commonName?.value.valueBlock as { value?: unknown } | undefined;
  return typeof value?.value === 'string' ? value.value : 'a certificate of the seal chain';
}

const isSelfIssued = (certificate: pkijs.Certificate) => certificate.issuer.isEqual(certificate.subject);

/** The http(s) addresses a certificate gives for its OCSP responder or its CRL. */
export function revocationUrls(certificate: pkijs.Certificate, kind: 'ocsp' | 'crl'): string[] {
  const names: pkijs.GeneralName[] = [];
  for (const extension of certificate.extensions ?? []) {
    if (kind === 'ocsp' && extension.parsedValue instanceof pkijs.InfoAccess) {
      for (const description of extension.parsedValue.accessDescriptions) {
        if (description.accessMethod === ocspAccess) names.push(description.accessLocation);
      }
    }
    if (kind === 'crl' && extension.parsedValue instanceof pkijs.CRLDistributionPoints) {
      for (const point of extension.parsedValue.distributionPoints) {
        if (Array.isArray(point.distributionPoint)) names.push(...point.distributionPoint);
      }
    }
  }
  // GeneralName [6] is a uniformResourceIdentifier; LDAP addresses are left aside.
  return names.flatMap((name) =>
    name.type === 6 && typeof name.value === 'string' && /^https?:\/\//i.test(name.value) ? [name.value] : [],
  );
}

/** A revoked certificate: no retry makes the seal good, but it fails like any other. */
class Revoked extends Error {}

export class SealRevocation implements RevocationProvider {
  private readonly deadline = AbortSignal.timeout(revocationTimeoutMs);
  /** Certificates whose status could not be had, by key: a CRL may still make them good. */
  private readonly missing = new Map<string, Error>();
  private readonly revoked: Error[] = [];
  /** The issuer of each certificate asked about, for checking its CRL. */
  private readonly issuers = new Map<string, pkijs.Certificate>();

  constructor(private readonly now = new Date()) {}

  async getOCSP(certificateDer: Uint8Array, issuerDer: Uint8Array): Promise<Uint8Array | null> {
    const key = keyOf(certificateDer);
    const certificate = parse(certificateDer);
    const issuer = parse(issuerDer);
    // @libpdf/core takes the certificates that follow one as its issuers: a pair that is not one has
    // nothing to ask.
    if (!certificate.issuer.isEqual(issuer.subject) || isSelfIssued(certificate)) return null;
    this.issuers.set(key, issuer);
    const [url] = revocationUrls(certificate, 'ocsp');
    if (!url) return null;
    return this.kept(key, async () => {
      const request = new pkijs.OCSPRequest();
      await request.createForCertificate(certificate, { hashAlgorithm: 'SHA-1', issuerCertificate: issuer });
      const answer = await this.fetchBytes(url, 'OCSP responder', {
        method: 'POST',
        headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
        body: new Uint8Array(request.toSchema(true).toBER()),
      });
      await this.checkOcsp(answer, certificate, issuer, url);
      return answer;
    });
  }

  async getCRL(certificateDer: Uint8Array): Promise<Uint8Array | null> {
    const key = keyOf(certificateDer);
    const certificate = parse(certificateDer);
    const issuer = this.issuers.get(key) ?? (isSelfIssued(certificate) ? certificate : undefined);
    const [url] = revocationUrls(certificate, 'crl');
    // A CRL is only worth keeping once its signature is checked against the issuer.
    if (!url || !issuer) return null;
    return this.kept(key, async () => {
      const bytes = await this.fetchBytes(url, 'CRL distribution point', {
        headers: { accept: 'application/pkix-crl' },
      });
      const crl = pkijs.CertificateRevocationList.fromBER(bytes);
      if (!(await crl.verify({ issuerCertificate: issuer }))) {
        throw new Error(`the CRL at ${url} is not signed by the issuer of ${nameOf(certificate)}`);
      }
      if (crl.nextUpdate && crl.nextUpdate.value.getTime() < this.now.getTime()) {
        throw new Error(
          `the CRL at ${url} is out of date (next update ${crl.nextUpdate.value.toISOString()})`,
        );
      }
      if (crl.isCertificateRevoked(certificate)) {
        throw new Revoked(`${nameOf(certificate)} is revoked (CRL at ${url})`);
      }
      return bytes;
    });
  }

  /** Throws the first certificate status that could not be had, or a revocation. */
  check(): void {
    const [failure] = [...this.revoked, ...this.missing.values()];
    if (failure) throw new Error(`the seal's validation data could not be gathered: ${failure.message}`);
  }

  /** Runs a fetch: its bytes make the certificate good, its failure is remembered and rethrown. */
  private async kept(key: string, fetchChecked: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array> {
    try {
      const bytes = await fetchChecked();
      this.missing.delete(key);
      return bytes;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (failure instanceof Revoked) this.revoked.push(failure);
      else if (!this.missing.has(key)) this.missing.set(key, failure);
      throw failure;
    }
  }

  private async fetchBytes(url: string, what: string, init: RequestInit): Promise<Uint8Array<ArrayBuffer>> {
    const response = await fetch(url, { ...init, signal: this.deadline }).catch((error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new Error(`the ${what} ${url} could not be reached: ${String(cause)}`);
    });
    if (!response.ok) throw new Error(`the ${what} ${url} answered HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** A successful basic response, signed for the issuer, saying this certificate is good now. */
  private async checkOcsp(
    answer: Uint8Array<ArrayBuffer>,
    certificate: pkijs.Certificate,
    issuer: pkijs.Certificate,
    url: string,
  ): Promise<void> {
    const response = pkijs.OCSPResponse.fromBER(answer);
    const status = response.responseStatus.valueBlock.valueDec;
    if (status !== 0 || !response.responseBytes) {
      throw new Error(`the OCSP responder ${url} refused the request (status ${status})`);
    }
    if (response.responseBytes.responseType !== pkijs.id_PKIX_OCSP_Basic) {
      throw new Error(`the OCSP responder ${url} answered an unknown response type`);
    }
    const basic = pkijs.BasicOCSPResponse.fromBER(
      Uint8Array.from(response.responseBytes.response.valueBlock.valueHexView),
    );
    // A responder signing with the issuer's own key may leave its certificate out.
    basic.certs = [...(basic.certs ?? []), issuer];
    // The issuer answers for its own certificates; a delegated responder's chain must lead to it.
    const signed = await basic
      .verify({ trustedCerts: [issuer], trustedResponders: [issuer] })
      .catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    if (signed !== true) {
      const reason = typeof signed === 'string' ? `: ${signed}` : '';
      throw new Error(`the OCSP responder ${url} answered with a signature that does not verify${reason}`);
    }
    const { isForCertificate, status: certificateStatus } = await basic.getCertificateStatus(
      certificate,
      issuer,
    );
    if (!isForCertificate) throw new Error(`the OCSP responder ${url} answered about another certificate`);
    if (certificateStatus === 1) throw new Revoked(`${nameOf(certificate)} is revoked (OCSP ${url})`);
    if (certificateStatus !== 0) {
      throw new Error(`the OCSP responder ${url} does not know ${nameOf(certificate)}`);
    }
    const now = this.now.getTime();
    for (const single of basic.tbsResponseData.responses) {
      const stale = single.nextUpdate && single.nextUpdate.getTime() < now;
      if (single.thisUpdate.getTime() > now + clockSkewMs || stale) {
        throw new Error(`the OCSP responder ${url} answered a response that is not current`);
      }
    }
  }
}
