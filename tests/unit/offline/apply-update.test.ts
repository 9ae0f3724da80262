import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Reload into a new version (src/offline/service-worker.ts): while the waiting worker is asked to
 * take over, the page sends nothing through the worker in control. Chromium activates the waiting
 * worker only once the one in control has stopped, and a connectivity probe (every 5 s offline)
 * restarted it on a busy tablet, which kept the new version waiting for minutes.
 */
const registered = vi.hoisted(() => ({
  options: undefined as
    undefined | { onRegisteredSW?: (url: string, registration: ServiceWorkerRegistration) => void },
}));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: typeof registered.options) => {
    registered.options = options;
    return () => Promise.resolve();
  },
}));
vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { applyUpdate, registerServiceWorker } = await import('@/offline/service-worker');
const { startConnectivityWatch } = await import('@/offline/connectivity');

const PROBE_OFFLINE_MS = 5_000;

describe('reloading into a new version', () => {
  const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
  const postMessage = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetch);
    const serviceWorker = Object.assign(new EventTarget(), {
      controller: { state: 'activated' },
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stops the connectivity probes before asking the waiting worker to take over', async () => {
    startConnectivityWatch();
    registerServiceWorker();
    const registration = Object.assign(new EventTarget(), {
      waiting: { postMessage },
      installing: null,
      active: { state: 'activated' },
      update: () => Promise.resolve(),
    });
    registered.options?.onRegisteredSW?.('/sw.js', registration as never);

    // Offline, the page probes its server every few seconds...
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(3 * PROBE_OFFLINE_MS);
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2);

    // ...and not once the member chose to reload into the new version.
    void applyUpdate();
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    fetch.mockClear();
    await vi.advanceTimersByTimeAsync(10 * PROBE_OFFLINE_MS);
    expect(fetch).not.toHaveBeenCalled();
  });
});
