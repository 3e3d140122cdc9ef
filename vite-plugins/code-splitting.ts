// The browser build's chunk groups (vite.config.ts hands them to Rolldown).
import { SERVER_RENDERED_ROUTES } from './server-rendered-chunks.ts';

/**
 * Fewer, larger chunks for the first load (docs/decisions/020-server-rendered-public-pages.md): on slow 4G
 * every file costs a round trip, and the menu used to load 82. Rolldown's groups, highest priority first:
 * - `framework`: React and React DOM, i18next with react-i18next, the router, the query cache, tRPC's client and superjson, which every
 *   page runs;
 * - `ui` and `app`: the libraries and our own shared code the first page runs. Rolldown's `$initial` tag follows
 *   what client/main.tsx imports after tree shaking (not what a barrel file re-exports), so the landing page's code,
 *   whose components are not split (codeSplitGroupings: []), is in the first load and a form component only the
 *   cook's or admin's pages use is not;
 * - `app-shell` and `menu`: the app layout's and the office menu's split route code with everything they import
 *   that the first load does not have (a group takes its modules' dependencies along), in two chunks instead of
 *   dozens: the landing page does not carry them, the menu's server-rendered HTML starts them with the first load
 *   (vite-plugins/server-rendered-chunks.ts, decision 023), and the signed-in pages share them;
 * - `service-worker`: workbox-window and the worker's patterns, for the registration that follows the first render; `toasts`: the
 *   notifications, loaded with the first toast (client/lib/toast.tsx);
 * - `draw`, `number-input` and `inputs`: a fair draw's parts of a menu card (client/features/menu/draw-parts.tsx)
 *   with their icon; Mantine's number input with react-number-format under it; the input frame every field is built
 *   on. A menu with a draw loads the three (in parallel) and never the forms' `lib`; the forms share the other two;
 * - `lib` and `shared`: what only lazy routes use (the date picker and the dropzone stay with their forms);
 * - `password-strength`, above them all: the password checker and its megabytes of dictionaries, loaded only when a
 *   new password is typed (client/features/auth/password-strength-hint.tsx), never with a page.
 * Each other lazy route's own code stays split.
 */
const PASSWORD_CHECKER = /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]|[\\/]shared[\\/]password-strength\.ts$/;
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|i18next-resources-to-backend|@tanstack|@trpc|superjson|copy-anything|is-what|use-sync-external-store|seroval|seroval-plugins|cookie-es|tiny-invariant|tiny-warning)[\\/]/;
const FORMS_ONLY =
  /[\\/]node_modules[\\/](@mantine[\\/](dates|dropzone)|dayjs|react-dropzone|file-selector|attr-accept)[\\/]/;
const DRAW_PARTS = /[\\/]client[\\/]features[\\/]menu[\\/]draw-action\.tsx$/;
const NUMBER_INPUT =
  /[\\/]node_modules[\\/](react-number-format|@mantine[\\/]core[\\/]esm[\\/]components[\\/]NumberInput)[\\/]/;
const INPUTS = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase)[\\/]/;
export const codeSplitting = {
  groups: [
    { name: 'password-strength', test: PASSWORD_CHECKER, priority: 6 },
    { name: 'framework', test: FRAMEWORK, priority: 5 },
    { name: 'ui', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 4 },
    {
      name: 'app',
      test: /[\\/]client[\\/](app|components|lib)[\\/]|[\\/]shared[\\/]/,
      tags: ['$initial' as const],
      priority: 3,
    },
    { name: 'app-shell', test: /[\\/]client[\\/]routes[\\/]_app\.tsx\?tsr-split/, priority: 2 },
    { name: 'menu', test: SERVER_RENDERED_ROUTES.menu, priority: 2 },
    // With the patterns of what the worker keeps (shared/offline.ts): left to the `shared` group, they would make
    // the registration, which every page runs, load the lazy routes' shared chunk and what it imports.
    {
      name: 'service-worker',
      test: /[\\/]node_modules[\\/]workbox-window[\\/]|[\\/]shared[\\/]offline\.ts$/,
      priority: 1,
    },
    {
      name: 'toasts',
      test: /[\\/]node_modules[\\/](@mantine[\\/]notifications|react-transition-group)[\\/]/,
      priority: 1,
    },
    // Above `draw`, which would otherwise take them along as its dependencies (and `inputs` first, for the same
    // reason: the number input is built on the input frame).
    { name: 'inputs', test: INPUTS, priority: 2 },
    { name: 'number-input', test: NUMBER_INPUT, priority: 2 },
    { name: 'draw', test: DRAW_PARTS, priority: 1 },
    { name: 'lib', test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !FORMS_ONLY.test(id), priority: 0 },
    { name: 'shared', test: /[\\/]client[\\/](components|lib)[\\/]|[\\/]shared[\\/]/, priority: 0 },
  ],
};
