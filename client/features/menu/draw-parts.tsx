// The draw's parts of a meal card (draw-action.tsx), loaded only for a menu that has a meal shared by a draw: with
// Mantine's number input and react-number-format under it they were about half of the menu's own code, and most
// menus have no draw (docs/benchmarks.md "The phone front door"). The route's loader starts them as soon as the
// meals show a draw, and waits for them when the meals are already there, as for a server-rendered page about to
// be taken over: its cards then render whole, as the server rendered them (client/routes/_app/$slug.menu.tsx).
import { Box } from '@mantine/core';
import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import type { MenuMeal } from './menu-model';

const load = () => import('./draw-action');
const note = lazyPart(load, (module) => module.DrawNote);
const entry = lazyPart(load, (module) => module.DrawEntry);

/** Loads the draw's parts if one of `meals` is shared by a draw; the answer never rejects. */
export const loadDrawPartsFor = (meals: readonly Pick<MenuMeal, 'draw'>[] | undefined) =>
  meals?.some((meal) => meal.draw) ? note.preload() : Promise.resolve();

// While the code is on its way (a card rendered in the browser before it came), a blank of about the part's
// height: the note's line of text, and the entry's hint above a labelled number input (not its shorter "entered"
// form, which needs the viewer's entries, fetched later anyway).
const NOTE_HEIGHT = 22;
const ENTRY_HEIGHT = 94;

export function DrawNote(props: ComponentProps<typeof note.Part>) {
  return (
    <Suspense fallback={<Box h={NOTE_HEIGHT} />}>
      <note.Part {...props} />
    </Suspense>
  );
}

export function DrawEntry(props: ComponentProps<typeof entry.Part>) {
  return (
    <Suspense fallback={<Box h={ENTRY_HEIGHT} />}>
      <entry.Part {...props} />
    </Suspense>
  );
}
