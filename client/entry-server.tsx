// The server renderer of the public pages (built by `vite build --ssr entry-server.tsx` into dist/server; called by
// server/http/server-render.ts). The same router, routes and loaders as the browser, in memory: the data comes from
// the same tRPC procedures, called in-process through a link the server gives (so every rule and the shared menu
// cache apply), and the answers go to the browser's query cache with the page. Texts come from locales/ directly:
// each request's own i18next instance starts with every namespace of its language, so nothing suspends on texts
// and the page is rendered with the texts the browser then starts with. See docs/decisions/020-server-rendered-public-pages.md.
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server';
import type { TRPCLink } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import superjson from 'superjson';
import type { AppRouter } from '../server/routers/_app';
import { DEFAULT_LOCALE, type Locale } from '../shared/enums';
import type { RenderInput, RenderResult, SsrPayload } from '../shared/ssr';
import { provideAppConfig } from './app/config';
import { createI18n } from './app/i18n';
import { AppRoot } from './app/app-root';
import { createAppRouter } from './app/router';
import { createQueryClient, createQueryUtils, trpc } from './app/trpc';
import { setRenderTime } from './lib/use-now';

const allTexts = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every text of one language, by namespace (built once per language). */
const textsByLanguage = new Map<Locale, Record<string, Record<string, unknown>>>();
function textsOf(language: Locale): Record<string, Record<string, unknown>> {
  const known = textsByLanguage.get(language);
  if (known) return known;
  const texts: Record<string, Record<string, unknown>> = {};
  for (const [path, content] of Object.entries(allTexts)) {
    const match = /\/locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(path);
    if (match?.[1] === language) texts[match[2]!] = content;
  }
  textsByLanguage.set(language, texts);
  return texts;
}

async function streamToString(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The answers' times on the server's clock, as the page's: React Query stamps them with this process's own time,
 * which the server's clock differs from only under test (TEST_CLOCK_START, server/env.ts). The browser tests' pages
 * run on that clock too, and would otherwise find every answer of the page hours old and ask again at once.
 */
function onServerClock(state: DehydratedState, skew: number): DehydratedState {
  if (skew === 0) return state;
  const shift = (at: number) => (at > 0 ? at + skew : at);
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        dataUpdatedAt: shift(query.state.dataUpdatedAt),
        errorUpdatedAt: shift(query.state.errorUpdatedAt),
      },
    })),
  };
}

export async function render({
  request,
  language,
  link,
  config,
  now,
}: RenderInput<TRPCLink<AppRouter>>): Promise<RenderResult> {
  provideAppConfig(config);
  const queryClient = createQueryClient();
  const trpcClient = trpc.createClient({ links: [link] });
  const utils = createQueryUtils(queryClient, trpcClient);
  // English too, for a text the page's language lacks (the fallback language of client/app/i18n.ts).
  const i18n = createI18n({
    language,
    resources: { [DEFAULT_LOCALE]: textsOf(DEFAULT_LOCALE), [language]: textsOf(language) },
  });
  const renderedAt = now;
  const skew = now - Date.now();
  let page: { html: string; payload: string } | undefined;

  const handle = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ queryClient, utils }, { server: true }),
  });
  const response = await handle(async ({ router }) => {
    const app = <AppRoot router={router} queryClient={queryClient} trpcClient={trpcClient} i18n={i18n} />;
    // Twice: the first pass waits for everything the tree suspends on (code, texts); the second renders it in one
    // piece. A single streaming pass would leave the suspended parts to inline scripts, which the CSP refuses.
    // An error in either is the caller's to log: the page is then rendered in the browser, never half here (an
    // errored part would carry its message, in development its stack, into the HTML).
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(app, {
      signal: request.signal,
      onError: (error) => void errors.push(error),
    });
    await streamToString(prelude);
    if (errors.length > 0) throw errors[0];
    const failed = router.state.matches.find((match) => match.status === 'error');
    if (failed) throw failed.error;
    // The markup is rendered as of the server's clock (a card's state, a countdown), as the browser's first render
    // will be (client/main.tsx); renderToString runs in one go, so no other request's render sees this time.
    setRenderTime(renderedAt);
    let html: string;
    try {
      html = renderToString(app);
    } finally {
      setRenderTime(undefined);
    }
    // The namespaces the page asked for (react-i18next reports them), and the two every page has.
    const used = new Set(['common', 'errors', ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
    const texts = Object.fromEntries(
      [...used].map((ns) => [ns, i18n.getResourceBundle(language, ns)]).filter(([, bundle]) => bundle),
    );
    const payload: SsrPayload = { language, texts, renderedAt, queries: onServerClock(dehydrate(queryClient), skew) };
    page = { html, payload: superjson.stringify(payload) };
    return new Response(null, { status: getSsrStatus(router) });
  });
  if (response.status >= 300 && response.status < 400) {
    return { type: 'redirect', status: response.status, location: response.headers.get('location') ?? '/' };
  }
  if (!page) throw new Error(`The router answered ${response.status} without rendering`);
  return { type: 'page', status: response.status, ...page };
}
