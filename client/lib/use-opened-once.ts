import { useState } from 'react';

/**
 * True from the first render in which `open` is, and ever after: a dialog loaded when first wanted stays mounted
 * once it has opened, so it closes with its transition and opens again at once.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
