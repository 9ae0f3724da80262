import { onlineManager } from '@tanstack/react-query';
import { networkEvents } from '@/api/client';
import { config } from '@/lib/config';

/**
 * Whether the portal can reach its server. `navigator.onLine` only says a network interface is up
 * (and the browser's online/offline events only say it changed), so it is one signal among three:
 * those events, calls that got no answer at all, and a small probe of `/api/v1/ping` (never
 * cached by the service worker) that confirms recovery. TanStack Query follows this store, so
 * paused mutations resume when the server is really back, not when Wi-Fi merely reconnects.
 */
type Listener = () => void;

const PROBE_ONLINE_MS = 30_000;
const PROBE_OFFLINE_MS = 5_000;

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
let lastChange = Date.now();
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | undefined;
let paused = false;

function set(next: boolean) {
  if (next === online) return;
  online = next;
  lastChange = Date.now();
  for (const listener of listeners) listener();
  schedule();
}

async function probe(): Promise<void> {
  if (paused) return;
  try {
    const response = await fetch(`${config.apiBaseUrl}/ping`, { cache: 'no-store' });
    set(response.ok);
  } catch {
    set(false);
  }
  schedule();
}

function schedule() {
  clearTimeout(timer);
  if (paused) return;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  timer = setTimeout(() => void probe(), online ? PROBE_ONLINE_MS : PROBE_OFFLINE_MS);
}

export const connectivity = {
  isOnline: () => online,
  /** When the status last changed (ms since epoch). */
  lastChange: () => lastChange,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Checks now (e.g. when the member presses "Try again"). */
  check: probe,
  /**
   * Probes no more: the page is about to reload into a new version. Each probe is a fetch event of
   * the service worker still in control, and Chromium activates the waiting version only once that
   * worker has stopped: a probe restarting it (every 5 s offline, slower than a stop on a busy
   * tablet) held the new version back for minutes.
   */
  pause() {
    paused = true;
    clearTimeout(timer);
  },
};

/** Wires the signals and hands the decision to TanStack Query. Called once at start-up. */
export function startConnectivityWatch() {
  window.addEventListener('offline', () => set(false));
  window.addEventListener('online', () => void probe());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void probe();
    else clearTimeout(timer);
  });
  networkEvents.addEventListener('unreachable', () => {
    set(false);
    // One lost request may be a blip: confirm soon instead of waiting for the slow cadence.
    clearTimeout(timer);
    timer = setTimeout(() => void probe(), 1_000);
  });
  onlineManager.setEventListener((setOnline) => {
    setOnline(online);
    return connectivity.subscribe(() => setOnline(online));
  });
  schedule();
}
