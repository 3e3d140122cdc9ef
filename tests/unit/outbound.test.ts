// Where the server may send a push (server/domain/outbound.ts): https push services; http only to 127.0.0.1 and
// only outside production, where the tests run their own push service.
import { describe, expect, it } from 'vitest';
import { fromBase64Url, pushEndpointAllowed } from '../../server/domain/outbound';

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
