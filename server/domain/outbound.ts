// Where the server may send a push (docs/decisions/042-notification-preferences-and-web-push.md): push services are
// on https; outside production a push service on this machine (http://127.0.0.1) is allowed, so tests can run one.
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return !production && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

/** Decodes base64url (padding allowed); null if it is not. */
export function fromBase64Url(value: string): Buffer | null {
  const bare = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare)) return null;
  return Buffer.from(bare, 'base64url');
}

/**
 * Whether an IP address is on the public internet: not loopback, private (RFC 1918, unique-local fc00::/7),
 * link-local, carrier-grade NAT, unspecified, multicast, reserved or documentation ranges; IPv4-mapped IPv6 is read
 * as its IPv4 address. Outbound calls to addresses people type (push endpoints) go only to public ones.
 */
export function isPublicAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return isPublicAddress(mapped[1]!);
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 192 && b === 0) return false;
    if (a === 198 && (b === 18 || b === 19 || b === 51)) return false;
    if (a === 203 && b === 0) return false;
    return true;
  }
  const v6 = ip.toLowerCase();
  if (!v6.includes(':')) return false;
  if (v6 === '::' || v6 === '::1') return false;
  const first = parseInt(v6.split(':')[0] || '0', 16);
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (v6.startsWith('2001:db8:') || v6.startsWith('64:ff9b:')) return false;
  return true;
}
