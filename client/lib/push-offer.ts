// "When the product first has something to say" (docs/features.md, "Web push"): after a reservation or a waitlist
// join the menu calls `offerPush()`, and the layout then loads the small prompt (client/components/push-prompt.tsx),
// which shows itself only if this device can push, is not subscribed, the browser has not refused, and the person has
// not said "not now" here before. Never on page load: only a person's own action offers it.
import { useSyncExternalStore } from 'react';

/** Set on this device once the person answered the prompt (either way): it is never shown here again. */
export const PUSH_PROMPT_ANSWERED_KEY = 'lunchbox.pushPrompt.answered';

let offered = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function pushPromptAnswered(): boolean {
  try {
    return localStorage.getItem(PUSH_PROMPT_ANSWERED_KEY) !== null;
  } catch {
    // Storage refused (a private window's policy): asking again on the next visit is the lesser harm.
    return false;
  }
}

export function answerPushPrompt() {
  try {
    localStorage.setItem(PUSH_PROMPT_ANSWERED_KEY, new Date().toISOString());
  } catch {
    // See pushPromptAnswered.
  }
  offered = false;
  listeners.forEach((listener) => listener());
}

/** Called after the person's reservation or waitlist join. */
export function offerPush() {
  if (offered || pushPromptAnswered()) return;
  offered = true;
  listeners.forEach((listener) => listener());
}

/** Whether the prompt has been offered in this page's life and not answered yet. */
export const usePushOffered = () =>
  useSyncExternalStore(
    subscribe,
    () => offered,
    () => false,
  );
