/**
 * CAFE_TRUST_PROXY: whose word the server takes for a client's address. X-Forwarded-For is a list that every hop
 * appends to, and its left end is whatever the client wrote. Trusting every hop (Fastify's `true`) lets a client
 * pick its address afresh for each request, and so escape the per-address sign-in limit; the server believes only
 * the hops it is told are its own proxies, counted from its side (a number) or named by address (a list).
 *
 * Fastify 5 takes a list as it is but ignores a bare number (it trusts nobody then, since a number cannot tell a
 * proxy from a client that reached the server directly), so a count is given to it as a trust function, and the
 * server warns at start when a count meets a port open beyond this machine (trustProxyWarning).
 */
import { isIP } from 'node:net';

/** Fastify's `trustProxy` as the server uses it: off, how many proxies stand in front, or their addresses. */
export type TrustProxy = false | number | string[];

/** More proxies than this in front of a cafe's server is a typo, not a network. */
export const MAX_PROXY_HOPS = 10;

/** proxy-addr's names for the ranges a proxy on this machine or the local network would use. */
const NAMED_RANGES: readonly string[] = ['loopback', 'linklocal', 'uniquelocal'];

const OFF = ['', 'false', '0', 'no', 'off'];
const EVERY_HOP = ['true', 'yes', 'on'];

export const TRUST_EVERY_HOP_REFUSED =
  'true would believe any address a client writes in X-Forwarded-For. Set the number of proxies in front of the ' +
  'server instead (1 for one reverse proxy), or their addresses (such as 127.0.0.1 or 10.0.0.0/8, comma-separated)';

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; message: string };

export function parseTrustProxy(text: string | undefined): TrustProxyParse {
  const value = (text ?? '').trim();
  if (OFF.includes(value.toLowerCase())) return { ok: true, value: false };
  if (EVERY_HOP.includes(value.toLowerCase())) return { ok: false, message: TRUST_EVERY_HOP_REFUSED };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) {
      return {
        ok: false,
        message: `at most ${MAX_PROXY_HOPS} proxies; give their addresses if there are more`,
      };
    }
    return { ok: true, value: hops };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    return {
      ok: false,
      message:
        `${wrong.map((entry) => `'${entry}'`).join(', ')} is not an IP address or CIDR range. Set the number of ` +
        'proxies in front of the server (such as 1), or their addresses (such as 127.0.0.1 or 10.0.0.0/8)',
    };
  }
  return { ok: true, value: entries };
}

/** Fastify's `trustProxy` for the setting: the n nearest hops for a count (see above), the list as it is. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}

const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

/**
 * A hop count trusts whoever connects, which is safe only while nothing but the proxy can connect. Listening
 * beyond this machine with a count, a client that reaches the port directly picks its own address: said at start.
 */
export function trustProxyWarning(setting: TrustProxy, host: string): string | null {
  if (typeof setting !== 'number' || setting === 0 || LOOPBACK_HOSTS.includes(host)) return null;
  return (
    `CAFE_TRUST_PROXY=${setting} trusts whoever connects, and the server listens on ${host}: a client that reaches ` +
    'it without the proxy can choose its own address. Set HOST=127.0.0.1 with the proxy on this machine, or list ' +
    "the proxy's addresses in CAFE_TRUST_PROXY instead."
  );
}
