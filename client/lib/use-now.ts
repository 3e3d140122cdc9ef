import { startTransition, useEffect, useState } from 'react';

/**
 * The time a server-rendered page was rendered at: the first render while hydrating uses it, so the markup matches
 * the server's (a card closing between the two would differ); the effect moves on to the device's clock at once.
 */
let renderedAt: number | undefined;
export function setRenderTime(time: number | undefined) {
  renderedAt = time;
}

/** The current time, refreshed every `intervalMs` (so a menu card turns to "closed" at its cutoff by itself). */
export function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    // A new time is never urgent: in a transition, React renders what it changes (every card of a menu) in slices
    // that leave the phone free to answer a tap.
    const tick = () => startTransition(() => setNow(Date.now()));
    const catchUp = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
