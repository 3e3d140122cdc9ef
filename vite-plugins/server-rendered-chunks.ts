// One of the build's own Vite plugins (vite.config.ts lists them; each file holds one).
import type { Plugin } from 'vite';
import { SERVER_RENDERED_CHUNKS } from '../shared/ssr.ts';

/**
 * The office menu's own chunks (its route's code, split off the first load so the landing page does not carry it),
 * listed in dist/client/server-rendered-chunks.json for the server, whose menu pages start them with the first load
 * (server/http/static-client.ts) instead of one round trip after it. Written as `{ "menu": ["/assets/...js"] }`: the
 * chunks holding the menu route's split modules and what they import, less the entry's own.
 */
export const SERVER_RENDERED_ROUTES = { menu: /[\\/]client[\\/]routes[\\/]_app[\\/]\$slug\.menu\.tsx\?tsr-split/ };
export const serverRenderedChunks = (): Plugin => ({
  name: 'lunchbox-server-rendered-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    const closure = (roots: string[]) => {
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        (bundle[fileName] as { imports?: string[] }).imports?.forEach(visit);
      };
      roots.forEach(visit);
      return seen;
    };
    const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
    const routes = Object.fromEntries(
      Object.entries(SERVER_RENDERED_ROUTES).map(([route, test]) => {
        const own = chunks
          .filter((chunk) => chunk.moduleIds.some((id) => test.test(id)))
          .map((chunk) => chunk.fileName);
        return [
          route,
          [...closure(own)].filter((fileName) => !initial.has(fileName)).map((fileName) => `/${fileName}`),
        ];
      }),
    );
    this.emitFile({ type: 'asset', fileName: SERVER_RENDERED_CHUNKS, source: `${JSON.stringify(routes, null, 2)}\n` });
  },
});
