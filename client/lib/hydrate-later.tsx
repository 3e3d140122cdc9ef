// Hydration in slices under Preact (decision 022). Preact hydrates a page in one pass: on a slow phone the menu's
// took one task of 300-400 ms (Lighthouse, 4x CPU). A part wrapped in <HydrateLater> suspends while the page is being
// hydrated; Preact keeps the server's markup for it and hydrates it once its turn comes, one part per task, so the
// browser can answer a tap in between. Outside the first hydration (a client-rendered page, later renders) it
// renders its children at once, and on the server it never suspends.
import { Suspense, type ReactNode } from 'react';

let hydrating = false;
/** Parts waiting for their turn, by name; `true` once a part's turn has come. */
const turns = new Map<string, Promise<void> | true>();
let queue: Promise<void> = Promise.resolve();

/** Set around the first hydration (client/main.tsx). */
export function setHydrating(value: boolean) {
  hydrating = value;
  if (!value) turns.clear();
}

function Turn({ name, children }: { name: string; children: ReactNode }) {
  const turn = turns.get(name);
  if (turn === true || (!hydrating && turn === undefined)) return children;
  if (turn) throw turn;
  const next = (queue = queue
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .then(() => void turns.set(name, true)));
  turns.set(name, next);
  throw next;
}

/** Resolves once every part has had its turn (and rendered: one task more). */
export function hydrated(): Promise<void> {
  return queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** `name`: unique on the page (a meal's id, "footer"). */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn name={name}>{children}</Turn>
    </Suspense>
  );
}
