// Where the server may send a push (server/domain/outbound.ts): https push services; http only to 127.0.0.1 and
// only outside production, where the tests run their own push service.
import { describe, expect, it } from 'vitest';
import { fromBase64Url, isPublicAddress, pushEndpointAllowed } from '../../server/domain/outbound';
import { assertPublicDestination, DestinationRefused } from '../../server/services/outbound-guard';

describe('pushEndpointAllowed', () => {
  it('allows https endpoints everywhere', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(true);
  });

  it('allows http://127.0.0.1 outside production only', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/1', false)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/1', true)).toBe(false);
  });

  it('refuses other http hosts, other schemes, credentials and non-URLs', () => {
    for (const endpoint of [
      'http://localhost:4000/push',
      'http://push.example.com/x',
      'ftp://127.0.0.1/x',
      'https://user:pw@push.example.com/x',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(endpoint, false), endpoint).toBe(false);
    }
  });
});

describe('fromBase64Url', () => {
  it('decodes base64url with or without padding and refuses other alphabets', () => {
    expect(fromBase64Url('AQID')).toEqual(Buffer.from([1, 2, 3]));
    expect(fromBase64Url('AQ==')).toEqual(Buffer.from([1]));
    expect(fromBase64Url('a+b/')).toBeNull();
  });
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, unspecified, multicast and mapped private addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('allows public addresses', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '142.250.74.14', '2a00:1450:4001:80b::200a', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });
});

describe('assertPublicDestination', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address }));

  it('refuses a name that resolves to any private address, and private IP literals', async () => {
    await expect(
      assertPublicDestination('https://push.example.com/x', true, resolvesTo('8.8.8.8', '10.0.0.1')),
    ).rejects.toBeInstanceOf(DestinationRefused);
    await expect(assertPublicDestination('https://169.254.169.254/latest', true)).rejects.toBeInstanceOf(
      DestinationRefused,
    );
    await expect(assertPublicDestination('https://[::1]/x', false)).rejects.toBeInstanceOf(DestinationRefused);
    await expect(assertPublicDestination('http://127.0.0.1:9/x', true)).rejects.toBeInstanceOf(DestinationRefused);
  });

  it('allows public names and, outside production, http://127.0.0.1', async () => {
    await expect(
      assertPublicDestination('https://push.example.com/x', true, resolvesTo('142.250.74.14')),
    ).resolves.toBeUndefined();
    await expect(assertPublicDestination('http://127.0.0.1:9/x', false)).resolves.toBeUndefined();
  });
});
