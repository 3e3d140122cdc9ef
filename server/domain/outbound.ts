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
