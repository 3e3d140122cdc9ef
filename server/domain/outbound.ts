// The rules for requests the server makes to addresses people type (push endpoints, office channel webhooks): which
// URLs are acceptable at all, and which IP addresses may be connected to. Pure: the resolving and connecting is in
// server/outbound/guarded-client.ts, which applies both. Why each range is refused: docs/security.md, "Outbound
// requests".

/**
 * The demo world's office channel (server/demo/world.ts). Its host is under .invalid, the top-level domain reserved
 * never to resolve (RFC 6761), and every such address is refused before any lookup: a demo never posts anywhere,
 * whatever a resolver would answer.
 */
export const DEMO_CHANNEL_URL = 'https://chat.lunchbox-demo.invalid/hooks/vilnius-hq';

export function isDemoDestination(target: string | URL): boolean {
  if (typeof target === 'string' && !URL.canParse(target)) return false;
  const host = (typeof target === 'string' ? new URL(target) : target).hostname.toLowerCase().replace(/\.$/, '');
  return host === 'invalid' || host.endsWith('.invalid');
}

/**
 * The URL rule, decided on the text alone: https, no credentials; outside production also http to 127.0.0.1, where
 * the tests run their own push service and webhook receiver (docs/decisions/042-notification-preferences-and-web-push.md).
 * Where the host leads is decided when connecting.
 */
export function outboundUrlAllowed(target: string | URL, production: boolean): boolean {
  if (typeof target === 'string' && !URL.canParse(target)) return false;
  const url = typeof target === 'string' ? new URL(target) : target;
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return isLocalTestService(url, production);
}

/** http://127.0.0.1 outside production: the tests' own services, reached without any address check. */
export function isLocalTestService(url: URL, production: boolean): boolean {
  return !production && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

/** Decodes base64url (padding allowed); null if it is not. */
export function fromBase64Url(value: string): Buffer | null {
  const bare = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare)) return null;
  return Buffer.from(bare, 'base64url');
}

/** Dotted-quad IPv4 (what resolvers answer and what the URL parser makes of 2130706433, 0x7f.1 or 127.1). */
function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)) {
    return null;
  }
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

/** IPv6 as eight 16-bit groups (a trailing dotted quad counts as two); null if it is not one. */
function parseIPv6(text: string): number[] | null {
  let rest = text.toLowerCase();
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
  if (dotted) {
    const v4 = parseIPv4(dotted[2]!);
    if (v4 === null) return null;
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    rest = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]!);
  const back = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...back].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const known = head.length + back.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const hex = (group: string) => parseInt(group, 16);
  return [...head.map(hex), ...Array<number>(8 - known).fill(0), ...back.map(hex), ...tail];
}

type Range = [base: number, bits: number];
const v4 = (a: number, b: number, c: number, d: number, bits: number): Range => [
  ((a * 256 + b) * 256 + c) * 256 + d,
  bits,
];

/** IPv4 ranges that are not on the public internet (RFC 6890's special-purpose registry, and multicast). */
const NOT_PUBLIC_V4: Range[] = [
  v4(0, 0, 0, 0, 8), // "this network", 0.0.0.0
  v4(10, 0, 0, 0, 8), // private
  v4(100, 64, 0, 0, 10), // carrier-grade NAT
  v4(127, 0, 0, 0, 8), // loopback
  v4(169, 254, 0, 0, 16), // link-local (cloud metadata services)
  v4(172, 16, 0, 0, 12), // private
  v4(192, 0, 0, 0, 24), // IETF protocol assignments
  v4(192, 0, 2, 0, 24), // documentation
  v4(192, 88, 99, 0, 24), // 6to4 relays
  v4(192, 168, 0, 0, 16), // private
  v4(198, 18, 0, 0, 15), // benchmarking
  v4(198, 51, 100, 0, 24), // documentation
  v4(203, 0, 113, 0, 24), // documentation
  v4(224, 0, 0, 0, 4), // multicast
  v4(240, 0, 0, 0, 4), // reserved, and the broadcast address
];

const inRange = (address: number, [base, bits]: Range) =>
  Math.floor(address / 2 ** (32 - bits)) === base / 2 ** (32 - bits);

function isPublicIPv4(address: number): boolean {
  return !NOT_PUBLIC_V4.some((range) => inRange(address, range));
}

/** The IPv4 address an IPv6 address carries, for the forms that carry one (mapped, compatible, translated, NAT64, 6to4). */
function embeddedIPv4(g: number[]): number | null {
  const last32 = g[6]! * 65536 + g[7]!;
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return last32; // ::ffff:a.b.c.d mapped, ::a.b.c.d compatible
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return last32; // ::ffff:0:a.b.c.d translated (RFC 2765)
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return last32; // 64:ff9b::/96 NAT64 (RFC 6052)
  if (g[0] === 0x2002) return g[1]! * 65536 + g[2]!; // 2002::/16 6to4 (RFC 3056)
  return null;
}

function isPublicIPv6(g: number[]): boolean {
  const carried = embeddedIPv4(g);
  if (carried !== null) return isPublicIPv4(carried);
  // Only global unicast (2000::/3) is on the internet; outside it are loopback, unspecified, unique-local,
  // link-local, site-local, multicast, discard (100::/64) and the local-use NAT64 prefix (64:ff9b:1::/48).
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1]! < 0x200) return false; // 2001::/23 protocol assignments (Teredo, benchmarking, ...)
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false; // documentation
  if (g[0] === 0x3fff && g[1]! < 0x1000) return false; // 3fff::/20 documentation
  return true;
}

/**
 * Whether an IP address (as a resolver or the URL parser writes it) is on the public internet. IPv6 forms that carry
 * an IPv4 address are judged by that address. Anything that is not an address is not public.
 */
export function isPublicAddress(ip: string): boolean {
  const four = parseIPv4(ip);
  if (four !== null) return isPublicIPv4(four);
  if (!ip.includes(':')) return false;
  const six = parseIPv6(ip);
  return six !== null && isPublicIPv6(six);
}
