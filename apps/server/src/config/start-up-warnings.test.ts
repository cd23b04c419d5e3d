import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { selfSignedSealWarning, startUpWarnings } from './start-up-warnings.js';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://contracts.example.ca',
  SMTP_URL: 'smtps://user:pw@smtp.example.ca:465',
};

describe('startUpWarnings', () => {
  it('warns production on the self-signed seal that validators will not trust sealed PDFs, and how to configure a certificate', () => {
    const warnings = startUpWarnings(loadConfig({ ...production, SEAL_ALLOW_SELF_SIGNED: 'true' }));
    expect(warnings).toEqual([selfSignedSealWarning]);
    expect(selfSignedSealWarning).toMatch(/will not trust sealed PDFs/);
    expect(selfSignedSealWarning).toMatch(/set SEAL_P12_PATH to a PKCS#12 file .* and SEAL_P12_PASSWORD/);
  });

  it('says nothing once production seals with its own certificate, even with SEAL_ALLOW_SELF_SIGNED left on', () => {
    const own = { ...production, SEAL_P12_PATH: '/etc/tradepact/seal.p12' };
    expect(startUpWarnings(loadConfig(own))).toEqual([]);
    expect(startUpWarnings(loadConfig({ ...own, SEAL_ALLOW_SELF_SIGNED: 'true' }))).toEqual([]);
  });

  it('says nothing outside production, where the self-signed seal is the default', () => {
    expect(startUpWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(startUpWarnings(loadConfig({ NODE_ENV: 'test', SEAL_ALLOW_SELF_SIGNED: 'true' }))).toEqual([]);
  });
});
