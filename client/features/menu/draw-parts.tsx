// The draw's parts of a meal card (draw-action.tsx), loaded only for a menu that has a meal shared by a draw: with
// Mantine's number input and react-number-format under it they were about half of the menu's own code, and most
// menus have no draw (docs/benchmarks.md "The phone front door"). The route's loader starts them as soon as the
// meals show a draw, and waits for them when the meals are already there, as for a server-rendered page about to
// be taken over: its cards then render whole, as the server rendered them (draw-code.ts,
// client/routes/_app/$slug.menu.tsx).
import { Box, Stack } from '@mantine/core';
import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { DrawExplain } from './draw-explain';
import { loadDrawCode } from './draw-code';

const note = lazyPart(loadDrawCode, (module) => module.DrawNote);
const entry = lazyPart(loadDrawCode, (module) => module.DrawEntry);

// While the code is on its way (a card rendered in the browser before it came, as after switching days) a stand-in
// of the part's height as measured in Chromium: the note's line of text, and the entry's explanation (the same
// text, so it wraps alike) above the labelled number input's row. The entry's shorter "entered" form needs the
// viewer's entries, which are fetched after the code anyway.
const NOTE_HEIGHT = 20;
const INPUT_ROW_HEIGHT = 67;

export function DrawNote(props: ComponentProps<typeof note.Part>) {
  return (
    <Suspense fallback={<Box h={NOTE_HEIGHT} />}>
      <note.Part {...props} />
    </Suspense>
  );
}

export function DrawEntry(props: ComponentProps<typeof entry.Part>) {
  const fallback = (
    <Stack gap={6}>
      <DrawExplain />
      <Box h={INPUT_ROW_HEIGHT} />
    </Stack>
  );
  return (
    <Suspense fallback={fallback}>
      <entry.Part {...props} />
    </Suspense>
  );
}
