// Where the server may send a push (server/domain/outbound.ts): https push services; http only to 127.0.0.1 and
// only outside production, where the tests run their own push service.
import { describe, expect, it } from 'vitest';
import {
  DEMO_CHANNEL_URL,
  fromBase64Url,
  isDemoDestination,
  isPublicAddress,
  outboundUrlAllowed,
} from '../../server/domain/outbound';
import { checkDestination, DestinationRefused } from '../../server/outbound/guarded-client';

describe('outboundUrlAllowed', () => {
  it('allows https endpoints everywhere', () => {
    expect(outboundUrlAllowed('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(outboundUrlAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(true);
  });

  it('allows http://127.0.0.1 outside production only', () => {
    expect(outboundUrlAllowed('http://127.0.0.1:4000/push/1', false)).toBe(true);
    expect(outboundUrlAllowed('http://127.0.0.1:4000/push/1', true)).toBe(false);
  });

  it('refuses other http hosts, other schemes, credentials and non-URLs', () => {
    for (const endpoint of [
      'http://localhost:4000/push',
      'http://push.example.com/x',
      'ftp://127.0.0.1/x',
      'https://user:pw@push.example.com/x',
      'not a url',
    ]) {
      expect(outboundUrlAllowed(endpoint, false), endpoint).toBe(false);
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

describe('isPublicAddress: IPv6 forms that carry an IPv4 address', () => {
  // The URL parser writes a mapped address in hex (`[::ffff:127.0.0.1]` becomes `::ffff:7f00:1`), and a resolver
  // may answer any of these forms: each is read as the IPv4 address it carries.
  it('refuses every embedding of a loopback, private or link-local IPv4 address', () => {
    for (const ip of [
      '::ffff:7f00:1',
      '::ffff:127.0.0.1',
      '::7f00:1',
      '::127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:169.254.169.254',
      '::ffff:a00:1',
      '::ffff:c0a8:101',
      '0:0:0:0:0:ffff:7f00:1',
      '::ffff:0:7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b::a00:1',
      '64:ff9b:1::808:808',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      '3fff::1',
      '100::1',
      'fec0::1',
      'ff02::1',
      '::',
      '::1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('refuses the IPv4 documentation, benchmark, reserved and broadcast ranges', () => {
    for (const ip of [
      '192.0.0.8',
      '192.0.2.1',
      '198.18.0.1',
      '198.19.255.1',
      '198.51.100.7',
      '203.0.113.9',
      '240.0.0.1',
      '255.255.255.255',
      '127.255.0.1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('allows public IPv4 addresses however they are carried, and refuses text that is not an address', () => {
    for (const ip of ['::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1', '192.0.32.10', '2606:4700::1111']) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
    for (const text of [
      '',
      'localhost',
      '127.1',
      '2130706433',
      '0x7f.0.0.1',
      '1.2.3',
      '1.2.3.4.5',
      '::ffff:1.2.3',
      ':::1',
    ]) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });
});

describe('the URL rule, without any name lookup', () => {
  it('refuses plain http and credentials even on a public IP literal', () => {
    expect(outboundUrlAllowed('http://8.8.8.8/hook', false)).toBe(false);
    expect(outboundUrlAllowed('https://user:pw@8.8.8.8/x', false)).toBe(false);
    expect(outboundUrlAllowed('https://user@8.8.8.8/x', true)).toBe(false);
    expect(outboundUrlAllowed('https://8.8.8.8/hook', true)).toBe(true);
  });
});

describe('checkDestination', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name that resolves to any private address, and private IP literals', async () => {
    await expect(
      checkDestination('https://push.example.com/x', { production: true, resolve: resolvesTo('8.8.8.8', '10.0.0.1') }),
    ).rejects.toBeInstanceOf(DestinationRefused);
    await expect(checkDestination('https://169.254.169.254/latest', { production: true })).rejects.toBeInstanceOf(
      DestinationRefused,
    );
    await expect(checkDestination('https://[::1]/x', { production: false })).rejects.toBeInstanceOf(DestinationRefused);
    await expect(checkDestination('http://127.0.0.1:9/x', { production: true })).rejects.toBeInstanceOf(
      DestinationRefused,
    );
  });

  it('refuses the demo channel and any .invalid host before a lookup, even one answering a public address', async () => {
    let looked = false;
    const resolve = async () => {
      looked = true;
      return [{ address: '142.250.74.14', family: 4 }];
    };
    for (const url of [DEMO_CHANNEL_URL, 'https://hooks.example.INVALID./x', 'https://invalid/x']) {
      expect(isDemoDestination(url), url).toBe(true);
      await expect(checkDestination(url, { production: false, resolve }), url).rejects.toBeInstanceOf(
        DestinationRefused,
      );
    }
    expect(looked).toBe(false);
    expect(isDemoDestination('https://invalid.example.com/x')).toBe(false);
  });

  it('allows public names and, outside production, http://127.0.0.1', async () => {
    await expect(
      checkDestination('https://push.example.com/x', { production: true, resolve: resolvesTo('142.250.74.14') }),
    ).resolves.toBeDefined();
    await expect(checkDestination('http://127.0.0.1:9/x', { production: false })).resolves.toBeDefined();
  });
});
