// The one HTTP client for requests to addresses people type: push endpoints and office channel webhooks
// (docs/decisions/055-guarded-outbound-client.md). It decides on the address the socket connects to, not on the
// URL's text: the host is resolved once, every address it resolves to must be public (server/domain/outbound.ts),
// and the socket is opened to that checked address through the request's `lookup`, so no second lookup happens and
// a resolver that answers differently the next time (DNS rebinding) cannot move it. TLS is still verified for the
// name. Redirects are never followed (the 3xx is the answer), every request has a deadline, and at most
// `maxResponseBytes` of an answer is kept.
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isDemoDestination, isLocalTestService, isPublicAddress, outboundUrlAllowed } from '../domain/outbound';

/** The destination may not be reached at all: retrying cannot help. */
export class DestinationRefused extends Error {}
/** No answer (no address, no connection, a timeout): another attempt may get one. */
export class NoAnswer extends Error {}

export interface ResolvedAddress {
  address: string;
  family: number;
}
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export interface GuardOptions {
  /** Production refuses http://127.0.0.1 too (server/domain/outbound.ts). */
  production: boolean;
  /** The whole request, connection to last byte. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** Name resolution (default: the system resolver, every address). */
  resolve?: Resolver;
  /** Which resolved addresses may be connected to (default: public ones). Tests narrow it to watch one socket. */
  addressAllowed?: (address: string) => boolean;
}

export interface OutboundRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

export interface OutboundResponse {
  status: number;
  body: Buffer;
  /** The answer was longer than maxResponseBytes; the rest was not read. */
  truncated: boolean;
}

export const OUTBOUND_TIMEOUT_MS = 10_000;
export const OUTBOUND_MAX_RESPONSE_BYTES = 64 * 1024;

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Where a request to `target` would connect: the URL rule first, then every address of its host checked. Also used
 * on its own when a URL is saved, so a person hears at once that it cannot be used.
 */
export async function checkDestination(target: string, options: GuardOptions): Promise<ResolvedAddress> {
  if (isDemoDestination(target)) throw new DestinationRefused('a demo address: never posted to');
  if (!outboundUrlAllowed(target, options.production)) {
    throw new DestinationRefused('the URL is not https, or carries credentials');
  }
  const url = new URL(target);
  if (isLocalTestService(url, options.production)) return { address: '127.0.0.1', family: 4 };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch (error) {
      throw new NoAnswer(`no address for ${host}: ${error instanceof Error ? error.message : error}`);
    }
  }
  const allowed = options.addressAllowed ?? isPublicAddress;
  if (addresses.length === 0 || !addresses.every((entry) => allowed(entry.address))) {
    throw new DestinationRefused(`${host} resolves to an address that is not public`);
  }
  return addresses[0]!;
}

/** Sends one request to a checked address and reads its answer (at most maxResponseBytes of it). */
export async function guardedRequest(request: OutboundRequest, options: GuardOptions): Promise<OutboundResponse> {
  const destination = await checkDestination(request.url, options);
  const url = new URL(request.url);
  // The socket's only lookup answers the checked address (IP literals are connected to without any lookup).
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [destination]);
    else callback(null, destination.address, destination.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const limit = options.maxResponseBytes ?? OUTBOUND_MAX_RESPONSE_BYTES;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const req = send(url, {
      method: request.method,
      headers: request.headers,
      lookup: pinned,
      // A socket of its own for every request: no pooled socket outlives the check it was opened under.
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const fail = (error: unknown) =>
      reject(
        error instanceof DestinationRefused
          ? error
          : new NoAnswer(`no answer from ${url.host}: ${error instanceof Error ? error.message : error}`),
      );
    req.on('error', fail);
    req.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = (truncated: boolean) => {
        response.removeAllListeners('data');
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, limit), truncated });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > limit) {
          finish(true);
          req.destroy();
        }
      });
      response.on('end', () => finish(false));
      response.on('error', fail);
    });
    req.end(request.body);
  });
}
