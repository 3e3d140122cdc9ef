// A bare TCP listener on this machine that counts the connections it gets and keeps their first bytes (a TLS
// ClientHello names its server in plain text), then closes them: the outbound tests use it to prove the server
// never opened a socket to a loopback address, or opened exactly one to the address it checked.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Listener {
  port: number;
  /** The first bytes of each connection, in order. */
  connections: Buffer[];
  close(): Promise<void>;
}

export async function startListener(): Promise<Listener> {
  const connections: Buffer[] = [];
  const server = createServer((socket) => {
    const index = connections.push(Buffer.alloc(0)) - 1;
    socket.once('data', (chunk: Buffer) => {
      connections[index] = chunk;
      socket.destroy();
    });
    socket.on('error', () => {});
    setTimeout(() => socket.destroy(), 2_000).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
