import { useEffect, useState } from 'react';

interface Opener {
  element: HTMLElement | null;
  /** What opened the dialog this one was opened from, for when `element` went with that dialog. */
  fallback: HTMLElement | null;
}

/** The last opener that was not itself inside a dialog. */
let lastOutsideOpener: HTMLElement | null = null;

const canFocus = (element: HTMLElement | null): element is HTMLElement =>
  !!element && element.isConnected && element !== document.body && element.getClientRects().length > 0;

function captureOpener(): Opener | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const element = active && active !== document.body ? active : null;
  const insideDialog = !!element?.closest('[role="dialog"]');
  if (element && !insideDialog) lastOutsideOpener = element;
  return { element, fallback: insideDialog ? lastOutsideOpener : null };
}

/**
 * Gives keyboard focus back to what opened a dialog once it closes, every time. Mantine's own return records the
 * opener only when `opened` changes after mounting, so it missed a dialog mounted already open: one loaded when first
 * wanted (its first opening) or rendered only while open. The opener is read during the render that opens the
 * dialog, before its focus trap moves focus; focus goes back on closing or unmounting, unless the user has already
 * moved it somewhere else.
 */
export function useReturnFocus(opened: boolean) {
  const [opener, setOpener] = useState<Opener | null>(() => (opened ? captureOpener() : null));
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setOpener(captureOpener());
  }

  useEffect(() => {
    if (!opened || !opener) return;
    return () => {
      const atClose = document.activeElement;
      // After the dialog's own focus handling of this turn (Mantine's trap lets go, a next dialog takes over).
      window.setTimeout(() => {
        const now = document.activeElement;
        const lost = now === null || now === document.body || now === atClose || !now.isConnected;
        if (!lost) return;
        const target = [opener.element, opener.fallback].find(canFocus);
        target?.focus({ preventScroll: true });
      }, 10);
    };
  }, [opened, opener]);
}
