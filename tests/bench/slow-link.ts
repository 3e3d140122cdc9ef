// A slow network between a browser and the server, for measuring what a phone on weak office Wi-Fi waits for: a TCP
// proxy that delays every chunk by half the round trip in each direction and sends no faster than the link's rate.
// Unlike the browser's own throttling, it also slows what a service worker fetches.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface LinkProfile {
  /** Round trip, in milliseconds. */
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

/** What Lighthouse's mobile preset applies when it throttles for real ("devtools" throttling of slow 4G). */
export const SLOW_4G: LinkProfile = { rttMs: 562.5, downKbps: 1474.6, upKbps: 675 };

/** One direction: chunks leave in order, each after the latency and no earlier than the link's rate allows. */
function oneWay(from: Socket, to: Socket, latencyMs: number, kbps: number) {
  let linkFreeAt = 0;
  let lastDelivery = 0;
  from.on('data', (chunk: Buffer) => {
    const now = performance.now();
    const sent = Math.max(now, linkFreeAt) + (chunk.length * 8) / kbps; // kbit/s = bit/ms
    linkFreeAt = sent;
    const deliverAt = Math.max(sent + latencyMs, lastDelivery);
    lastDelivery = deliverAt;
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, deliverAt - now);
  });
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, lastDelivery - performance.now())));
  from.on('error', () => to.destroy());
}

/** Listens on a free port of 127.0.0.1 and forwards to `targetPort` through the slow link. */
export async function slowLink(
  targetPort: number,
  profile: LinkProfile,
): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    oneWay(client, upstream, profile.rttMs / 2, profile.upKbps);
    oneWay(upstream, client, profile.rttMs / 2, profile.downKbps);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
