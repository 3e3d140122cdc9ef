import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (so a menu card turns to "closed" at its cutoff by itself). */
export function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
