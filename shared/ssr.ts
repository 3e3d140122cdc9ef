// What the server renderer (client/entry-server.tsx) hands to the browser with a server-rendered page: one JSON
// data block (never executed, so the Content-Security-Policy needs nothing for it), read by client/main.tsx
// before it hydrates. See docs/decisions/020-server-rendered-public-pages.md.
import type { Locale } from './enums';
import type { PublicConfig } from './public-config';

export const SSR_PAYLOAD_ID = 'ssr-payload';

/** The pages rendered on the server: `/`, `/{office}/menu` and the QR code's `/o/{office}/menu`. */
const SERVER_RENDERED = '/(?:(?:o/)?[a-z0-9-]{1,60}/menu/?)?';
/** Their paths (without the query), as the server matches them. */
export const SERVER_RENDERED_PATH = new RegExp(`^${SERVER_RENDERED}$`);
/** Their whole URLs, any query included, as the service worker matches them (vite.config.ts). */
export const SERVER_RENDERED_URL = new RegExp(`^https?://[^/]+${SERVER_RENDERED}(?:\\?[^#]*)?$`);
/**
 * The file beside the built client's index.html that lists a server-rendered route's own chunks (vite.config.ts):
 * `{ "menu": ["/assets/menu-....js", ...] }`, read by server/http/static-client.ts.
 */
export const SERVER_RENDERED_CHUNKS = 'server-rendered-chunks.json';
/** The cookie the client keeps the chosen language in, for the server to render in it. */
export const LANGUAGE_COOKIE = 'lang';

export interface SsrPayload {
  /** The language the page was rendered in, and its texts the page uses (the browser starts with them). */
  language: Locale;
  texts: Record<string, Record<string, unknown>>;
  /** When it was rendered (epoch ms): the first render in the browser uses it, so time-dependent markup matches. */
  renderedAt: number;
  /** The answers the page was rendered from (React Query's dehydrated cache), for the browser's cache: no second request. */
  queries: unknown;
}

/** JSON inside <script type="application/json">: nothing in it can close the element or start markup. */
export const jsonForScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** What the server gives the renderer for one request; `link` calls the API in-process (a tRPC link). */
export interface RenderInput<TLink> {
  request: Request;
  language: Locale;
  link: TLink;
  config: PublicConfig;
  /** The server clock's time (epoch ms): the page is rendered as of it, as its procedures answered. */
  now: number;
}

/** A redirect the routes decided (the QR code's /o/{office}/menu), or the page with its status and data block. */
export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; html: string; payload: string };
