// Office slugs must never shadow the app's own paths. The reserved list is written down once
// (shared/reserved-slugs.ts); this test derives every first path segment the app itself uses (the client's route
// tree, the server's routes and prefixes, the public files) and fails when one is missing from the list.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../shared/reserved-slugs';
import { API_PREFIXES } from '../../server/http/static-client';
import { useTestWorld } from '../helpers/context';
import { useTestApp } from '../helpers/http';

const world = useTestWorld();
const server = useTestApp(world);

/** The first segment of a path, when an office slug could look like it (parameters, files with a dot: never). */
const firstSegment = (path: string) => {
  const segment = path.split('/').filter(Boolean)[0] ?? '';
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment) ? segment : null;
};

describe('reserved office slugs', () => {
  it("hold every first segment of the client's routes", () => {
    const tree = readFileSync(new URL('../../client/route-tree.gen.ts', import.meta.url), 'utf8');
    const block = tree.slice(
      tree.indexOf('export interface FileRoutesByFullPath'),
      tree.indexOf('export interface FileRoutesByTo'),
    );
    const paths = [...block.matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(10);
    const segments = new Set(paths.map(firstSegment).filter((s): s is string => s !== null));
    expect([...segments].filter((segment) => !RESERVED_SLUGS.has(segment))).toEqual([]);
  });

  it("hold every first segment of the server's routes and prefixes and the public files", () => {
    const routes = server.app.printRoutes({ commonPrefix: false });
    // Top-level lines of fastify's route tree ("├── /healthz (GET, HEAD)"); nested lines continue their parent.
    const paths = [...routes.matchAll(/^[├└]── (\/\S*)/gm)].map((match) => match[1]!);
    const files = readdirSync(new URL('../../client/public', import.meta.url));
    const segments = new Set(
      [...paths, ...API_PREFIXES, ...files.map((file) => `/${file}`), '/assets/']
        .map(firstSegment)
        .filter((s): s is string => s !== null),
    );
    expect(segments.size).toBeGreaterThan(3);
    expect([...segments].filter((segment) => !RESERVED_SLUGS.has(segment))).toEqual([]);
  });
});
