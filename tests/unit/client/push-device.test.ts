// This browser's push state (client/lib/push-device.ts) when the app's service worker is slow: on a first visit it
// registers after the load event, and a slow phone may take longer than the wait. The state then reads
// 'unsupported' at first and must change once the worker is ready, or the profile would say "cannot push" for good.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPushState, type PushState } from '../../../client/lib/push-device';

let becomeReady: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  const registration = { pushManager: { getSubscription: async () => null } };
  const ready = new Promise((resolve) => {
    becomeReady = () => resolve(registration);
  });
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {}, isSecureContext: true });
  vi.stubGlobal('navigator', { serviceWorker: { ready } });
  vi.stubGlobal('Notification', { permission: 'default' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchPushState', () => {
  it('answers "unsupported" while the worker is late, then "off" once it is ready', async () => {
    const states: PushState[] = [];
    watchPushState((state) => states.push(state));
    await vi.advanceTimersByTimeAsync(5000);
    expect(states).toEqual(['unsupported']);
    becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['unsupported', 'off']);
  });

  it('answers once when the worker is ready in time', async () => {
    const states: PushState[] = [];
    becomeReady();
    watchPushState((state) => states.push(state));
    await vi.advanceTimersByTimeAsync(5000);
    expect(states).toEqual(['off']);
  });

  it('tells nothing after it is stopped (the component unmounted)', async () => {
    const states: PushState[] = [];
    const stop = watchPushState((state) => states.push(state));
    await vi.advanceTimersByTimeAsync(5000);
    stop();
    becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['unsupported']);
  });
});
