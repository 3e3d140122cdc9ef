// The check before each outbound call to an address a person typed (a push endpoint): its host must resolve only to
// public addresses (server/domain/outbound.ts, isPublicAddress), so a subscription cannot make the server call
// into its own network. Outside production http://127.0.0.1 is let through for the tests' local services. Checked
// at send time, on every attempt, so a name that later resolves elsewhere is caught too.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../domain/outbound';

export class DestinationRefused extends Error {}

export async function assertPublicDestination(
  target: string,
  production: boolean,
  resolve: (host: string) => Promise<{ address: string }[]> = (host) => lookup(host, { all: true }),
) {
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!production && url.protocol === 'http:' && host === '127.0.0.1') return;
  const addresses = isIP(host) ? [{ address: host }] : await resolve(host);
  if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new DestinationRefused(`${host} resolves to an address that is not public`);
  }
}
