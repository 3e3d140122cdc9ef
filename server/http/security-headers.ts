// Security headers (helmet's), computed once at start-up and then copied onto every answer. @fastify/helmet built
// helmet's middleware, CSP parsing included, on every request: about 8% of a menu read's CPU. Nothing here depends
// on the request, so the headers are a constant.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** `scriptHashes`: the inline scripts allowed by their CSP hash (the page's theme script). */
export function securityHeaders(https: boolean, scriptHashes: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        // Mantine sets CSS variables and responsive props through style elements and attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** Adds the security headers to every answer of the app (set before any handler, so handlers may override). */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean, scriptHashes: string[] = []) {
  const headers = securityHeaders(https, scriptHashes);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
