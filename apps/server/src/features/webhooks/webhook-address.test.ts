import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress, urlShapeAllowed, webhookUrlAllowed } from './webhook-address.js';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('which addresses a webhook may reach in production', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('takes no name for an address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
  });
});

describe('an endpoint’s address', () => {
  it('is https, or http to this machine outside production only', () => {
    for (const url of ['http://localhost:4000/hooks', 'http://127.0.0.1/hooks', 'http://[::1]:8080/']) {
      expect(urlShapeAllowed(new URL(url), false), url).toBe(true);
      expect(urlShapeAllowed(new URL(url), true), url).toBe(false);
    }
    expect(urlShapeAllowed(new URL('http://hooks.example.com/'), false)).toBe(false);
    expect(urlShapeAllowed(new URL('ftp://hooks.example.com/'), false)).toBe(false);
    expect(urlShapeAllowed(new URL('https://hooks.example.com/'), true)).toBe(true);
  });

  it('refuses in production an address written as an internal one, however it is spelled', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://[::ffff:10.0.0.1]/',
      'https://169.254.169.254/latest/meta-data/',
    ]) {
      expect(urlShapeAllowed(new URL(url), true), url).toBe(false);
    }
  });

  it('refuses in production a name resolving to any internal address, or to nothing', async () => {
    const url = new URL('https://hooks.example.com/tradepact');
    expect(await webhookUrlAllowed(url, true, resolvesTo('93.184.216.34'))).toBe(true);
    expect(await webhookUrlAllowed(url, true, resolvesTo('93.184.216.34', '10.0.0.5'))).toBe(false);
    expect(await webhookUrlAllowed(url, true, resolvesTo('::ffff:192.168.0.1'))).toBe(false);
    expect(await webhookUrlAllowed(url, true, resolvesTo())).toBe(false);
    const unresolvable = async () => Promise.reject(new Error('ENOTFOUND'));
    expect(await webhookUrlAllowed(url, true, unresolvable)).toBe(false);
    // Outside production nothing is looked up.
    expect(await webhookUrlAllowed(url, false, unresolvable)).toBe(true);
  });

  it('is refused at connection time when its name resolves inside the network', async () => {
    const looked = await new Promise<{ error: NodeJS.ErrnoException | null }>((resolve) =>
      guardedLookup('localhost', { all: true }, (error) => resolve({ error })),
    );
    expect(looked.error?.code).toBe('ERR_WEBHOOK_ADDRESS_NOT_ALLOWED');
  });
});
