// The one client every outbound request from an address a person typed goes through (server/outbound/
// guarded-client.ts): it decides on the address the socket connects to, not on the URL's text. Every way of writing
// a loopback, private or link-local address is refused before any socket opens (a bare listener counts
// connections); a name is resolved once, every answer checked, and the socket goes to the checked address with no
// second lookup (so a rebinding resolver cannot switch it); redirects are not followed; answers are cut at a size
// limit; a silent server times out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DestinationRefused, guardedRequest, NoAnswer } from '../../server/outbound/guarded-client';
import { startListener, type Listener } from '../helpers/listener';

let listener: Listener;
beforeAll(async () => {
  listener = await startListener();
});
afterAll(() => listener.close());

const post = (url: string, options: Partial<Parameters<typeof guardedRequest>[1]> = {}) =>
  guardedRequest({ url, method: 'POST', body: '{}' }, { production: true, ...options });

const resolvesTo =
  (...answers: string[][]) =>
  async (_host?: string) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('the guarded client', () => {
  it('refuses every way of writing a loopback address, opening no socket', async () => {
    const p = listener.port;
    for (const url of [
      `https://[::ffff:127.0.0.1]:${p}/push`,
      `https://[::ffff:7f00:1]:${p}/push`,
      `https://[::127.0.0.1]:${p}/push`,
      `https://[::1]:${p}/push`,
      `https://2130706433:${p}/push`,
      `https://0x7f.1:${p}/push`,
      `https://127.1:${p}/push`,
      `https://127.0.0.1:${p}/push`,
    ]) {
      for (const production of [true, false]) {
        await expect(post(url, { production }), url).rejects.toBeInstanceOf(DestinationRefused);
      }
    }
    expect(listener.connections).toHaveLength(0);
  });

  it('refuses mapped, compatible, NAT64 and 6to4 forms of private and link-local addresses', async () => {
    for (const url of [
      'https://[::ffff:169.254.169.254]/latest/meta-data',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[::ffff:192.168.1.1]/hook',
      'https://[::10.0.0.1]/hook',
      'https://[64:ff9b::10.0.0.1]/hook',
      'https://[2002:a9fe:a9fe::1]/hook',
    ]) {
      await expect(post(url), url).rejects.toBeInstanceOf(DestinationRefused);
    }
  });

  it('refuses a name whose resolver answers any loopback or private address, opening no socket', async () => {
    const url = `https://push.example.test:${listener.port}/push`;
    await expect(post(url, { resolve: resolvesTo(['127.0.0.1']) })).rejects.toBeInstanceOf(DestinationRefused);
    await expect(post(url, { resolve: resolvesTo(['::ffff:7f00:1']) })).rejects.toBeInstanceOf(DestinationRefused);
    await expect(post(url, { resolve: resolvesTo(['142.250.74.14', '10.0.0.1']) })).rejects.toBeInstanceOf(
      DestinationRefused,
    );
    await expect(post(url, { resolve: resolvesTo([]) })).rejects.toBeInstanceOf(DestinationRefused);
    expect(listener.connections).toHaveLength(0);
  });

  it('connects to the address it checked, after one lookup, and verifies TLS for the name', async () => {
    let lookups = 0;
    const rebinding = resolvesTo(['127.0.0.1'], ['127.0.0.2']);
    const before = listener.connections.length;
    // Only here is a loopback address let through, so the connection can be watched on this machine.
    const request = post(`https://push.example.test:${listener.port}/push`, {
      resolve: (host) => {
        lookups += 1;
        return rebinding(host);
      },
      addressAllowed: (address) => address === '127.0.0.1',
      timeoutMs: 3_000,
    });
    await expect(request).rejects.toBeInstanceOf(NoAnswer);
    expect(lookups).toBe(1);
    expect(listener.connections).toHaveLength(before + 1);
    const hello = listener.connections.at(-1)!;
    expect(hello[0]).toBe(0x16); // a TLS handshake record
    expect(hello.includes(Buffer.from('push.example.test'))).toBe(true); // its server name, for the certificate
  });
});

describe('answers', () => {
  let server: Server;
  let origin: string;
  const asked: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/moved') return res.writeHead(302, { location: `${origin}/elsewhere` }).end();
      if (req.url === '/big') return res.end(Buffer.alloc(1024 * 1024, 'x'));
      if (req.url === '/silent') return; // never answers
      res.statusCode = 201;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const local = (path: string, options: Partial<Parameters<typeof guardedRequest>[1]> = {}) =>
    post(`${origin}${path}`, { production: false, ...options });

  it('reaches a push service on this machine over http outside production only', async () => {
    await expect(local('/ok')).resolves.toMatchObject({ status: 201 });
    await expect(post(`${origin}/ok`, { production: true })).rejects.toBeInstanceOf(DestinationRefused);
  });

  it('follows no redirect: the 302 is the answer', async () => {
    await expect(local('/moved')).resolves.toMatchObject({ status: 302 });
    expect(asked).not.toContain('/elsewhere');
  });

  it('keeps at most maxResponseBytes of an answer', async () => {
    const answer = await local('/big', { maxResponseBytes: 1000 });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThanOrEqual(1000);
    expect(answer.truncated).toBe(true);
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    const started = Date.now();
    await expect(local('/silent', { timeoutMs: 300 })).rejects.toBeInstanceOf(NoAnswer);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
