// What the service worker keeps of the API and the photos as pages use them (vite.config.ts, installableApp), and
// what a page hands it after the visit that installed it (client/app/service-worker.tsx). Regular expressions,
// not functions: the service worker is generated, and a function would lose what it imports.
// (The server-rendered pages it keeps are matched by SERVER_RENDERED_URL in shared/ssr.ts.)

/** The menu's batched read (session, office, meals): `/trpc/auth.session,menu.office,menu.meals?batch=1&input=…`. */
export const KEPT_MENU_READ_URL = /^https?:\/\/[^/]+\/trpc\/[^?]*menu\.meals/;
/** Meal photos and avatars. */
export const KEPT_PHOTO_URL = /^https?:\/\/[^/]+\/uploads\//;
