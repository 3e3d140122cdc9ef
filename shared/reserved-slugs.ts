// Office slugs become the first segment of the office's menu link (/{slug}/menu), so a slug may never be a name the
// app uses for its own paths. tests/integration/reserved-slugs.test.ts derives the first segments of every client route
// (client/route-tree.gen.ts) and every server route and prefix, and fails when one is missing here: the list
// cannot drift from the routes.
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // client routes
  'activity',
  'admin',
  'auth',
  'cook',
  'cooks',
  'dashboard',
  'debug',
  'menu',
  'my-lunches',
  'notifications',
  'o',
  'privacy',
  'profile',
  'readiness',
  'terms',
  'u',
  'wishes',
  // server routes and static files
  'api',
  'assets',
  'dev',
  'healthz',
  'trpc',
  'uploads',
  'fonts',
  'icons',
  'images',
  'static',
  // names a deployment or a later page is likely to need
  'about',
  'app',
  'calendar',
  'contact',
  'help',
  'login',
  'logout',
  'offline',
  'register',
  'settings',
  'signin',
  'signup',
  'status',
  'support',
  'www',
]);

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug.toLowerCase());
