import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where webhooks may go (issue 34 §2, server-side request forgery): https, or plain http to this
 * machine outside production for testing; and in production never to an address inside a network:
 * loopback, private, carrier-grade NAT, link-local (the cloud metadata service at 169.254.169.254),
 * unique-local and link-local IPv6, "this network", multicast and reserved ranges. IPv4-mapped IPv6
 * addresses (::ffff:10.0.0.1) are checked as the IPv4 address they carry (BlockList does so).
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64 reaches IPv4 addresses through the network's gateway, private ones included.
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one the internet reaches (not a name, not inside a network). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !internal.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Outside production, plain http goes to this machine only, by these names. */
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host of a URL as DNS and sockets take it: an IPv6 address without its brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The rules that need no look-up: the scheme, and in production an address written as one. */
export function urlShapeAllowed(url: URL, production: boolean): boolean {
  if (url.protocol === 'http:') return !production && localHosts.has(url.hostname);
  if (url.protocol !== 'https:') return false;
  return !production || isIP(hostOf(url)) === 0 || isPublicAddress(hostOf(url));
}

/** Every address a name resolves to. */
export async function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve, reject) =>
    lookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((one) => one.address)),
    ),
  );
}

/**
 * Whether an endpoint may be saved with this address: its shape, and in production every address its
 * host resolves to now (a name that does not resolve is refused too). Deliveries check again the
 * address they connect to (`guardedLookup`), since a name may resolve elsewhere later.
 */
export async function webhookUrlAllowed(
  url: URL,
  production: boolean,
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<boolean> {
  if (!urlShapeAllowed(url, production)) return false;
  const host = hostOf(url);
  if (!production || isIP(host) !== 0) return true;
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && addresses.every(isPublicAddress);
  } catch {
    return false;
  }
}

/** The error a connection refused by `guardedLookup` fails with. */
export const addressNotAllowedCode = 'ERR_WEBHOOK_ADDRESS_NOT_ALLOWED';

const notAllowed = (host: string, address: string) =>
  Object.assign(new Error(`${host} resolves to ${address}, which is not a public address`), {
    code: addressNotAllowedCode,
  });

/**
 * A DNS look-up for node:http's `lookup` option that fails when any address the name resolves to is
 * not public: the connection is then made to an address checked in the same look-up, so a name that
 * resolved to a public address when saved and to an internal one now (DNS rebinding) reaches nothing.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((one) => !isPublicAddress(one.address));
    if (refused || addresses.length === 0) {
      return callback(notAllowed(hostname, refused?.address ?? 'nothing'), '', 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};
