import { useEffect } from 'react';

/**
 * When this device last loaded the office's menu from the network (kept per office), to say how old the menu is
 * that the service worker shows offline.
 */
export function useMenuSavedAt(slug: string, loadedAt: number, online: boolean) {
  const key = `menu-saved-at:${slug}`;
  useEffect(() => {
    if (!online || loadedAt === 0) return;
    try {
      window.localStorage.setItem(key, String(loadedAt));
    } catch {
      // Storage can be blocked; the offline notice then says it has no time.
    }
  }, [key, loadedAt, online]);
  if (online) return null;
  try {
    const saved = Number(window.localStorage.getItem(key));
    return saved > 0 ? saved : null;
  } catch {
    return null;
  }
}
