import { registerSW } from 'virtual:pwa-register';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { connectivity } from './connectivity';

/**
 * The service worker's life as the page sees it. A new version never takes over by itself
 * (registerType 'prompt'): the member is told and chooses when to reload into it, so no page runs
 * half old, half new.
 *
 * The page follows the registration itself rather than only workbox-window's events: those miss a
 * new version whose install began before the page registered (on a slow device the page's load
 * event, which registration waits for, comes late, and the browser's own update check at
 * navigation has already started the install), and the member would never be asked.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let needRefresh = false;
let offlineReady = false;
let registration: ServiceWorkerRegistration | undefined;

const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How soon a failed install (a dropped line while the app downloads) is tried again. */
const INSTALL_RETRY_MS = [5_000, 15_000, 60_000];
const SW_URL = '/sw.js';

function emit() {
  for (const listener of listeners) listener();
}

function signalNeedRefresh() {
  if (needRefresh) return;
  needRefresh = true;
  emit();
}

function signalOfflineReady() {
  if (offlineReady) return;
  offlineReady = true;
  emit();
}

let announced = false;

/**
 * Says once, on the visit that installed the app, that it now opens without a network: until then
 * an offline reload would show the browser's error page.
 */
function announceOfflineReady() {
  signalOfflineReady();
  if (announced || startedControlled) return;
  announced = true;
  toast.success(texts.offline.readyOffline, { id: 'offline-ready' });
}

/** Whether this page was opened by an installed app (then there is nothing new to announce). */
let startedControlled = false;

export const serviceWorkerState = {
  needRefresh: () => needRefresh,
  /** The app is installed in the worker's cache: it opens without a network from now on. */
  offlineReady: () => offlineReady,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Activates the waiting version and reloads into it once it controls the page. Without a waiting
 * version (another tab already activated it) the page simply reloads.
 */
export function applyUpdate(): Promise<void> {
  const waiting = registration?.waiting;
  if (!waiting || !navigator.serviceWorker.controller) {
    window.location.reload();
    return Promise.resolve();
  }
  return new Promise<void>(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    // The worker in control must be left idle to stop, or the waiting one is not activated.
    connectivity.pause();
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}

/** What the registration shows now: a version waiting for the member, or an installed app. */
function readRegistration(current: ServiceWorkerRegistration) {
  // With a controller, a waiting worker is a new version; without one it is the first install.
  if (current.waiting && navigator.serviceWorker.controller) signalNeedRefresh();
  if (current.active) signalOfflineReady();
}

let installAttempt = 0;

/** A worker that fails to install (a download cut short) is tried again, a few times. */
function retryInstall() {
  const delay = INSTALL_RETRY_MS[installAttempt];
  if (delay === undefined) return;
  installAttempt += 1;
  setTimeout(() => {
    // A first install that failed leaves no worker, and the browser forgets the registration.
    const hasWorker = registration?.installing ?? registration?.waiting ?? registration?.active;
    const retry = hasWorker
      ? registration!.update()
      : navigator.serviceWorker.register(SW_URL, { scope: '/' }).then(follow);
    void retry.catch(retryInstall);
  }, delay);
}

function followWorker(current: ServiceWorkerRegistration, worker: ServiceWorker | null) {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'redundant' && current.waiting !== worker && current.active !== worker) {
      retryInstall();
    }
    if (worker.state === 'activated') announceOfflineReady();
    readRegistration(current);
  });
}

function checkForUpdate() {
  void registration?.update().catch(() => undefined);
}

function follow(current: ServiceWorkerRegistration | undefined) {
  if (!current || registration === current) return;
  const isFirst = registration === undefined;
  registration = current;
  followWorker(current, current.installing);
  current.addEventListener('updatefound', () => followWorker(current, current.installing));
  readRegistration(current);
  if (!isFirst) return;
  // Tablets stay open for days: look for a new version hourly, and whenever the app comes back
  // to the screen (an installed iPad app is resumed, not reloaded).
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  startedControlled = navigator.serviceWorker.controller !== null;
  registerSW({
    onNeedRefresh: signalNeedRefresh,
    onOfflineReady: announceOfflineReady,
    onRegisteredSW: (_url, current) => follow(current),
    // The worker script itself could not be fetched (a first visit on a line that dropped).
    onRegisterError: retryInstall,
  });

  // A chunk of an older build that is gone (deployed over): reload once into the current build.
  window.addEventListener('vite:preloadError', (event) => {
    // Offline the chunk is merely unreachable (a first visit before the install finished): a
    // reload would show the browser's error page instead of the portal's offline page.
    if (!navigator.onLine) return;
    if (sessionStorage.getItem('portal-preload-reload')) return;
    sessionStorage.setItem('portal-preload-reload', '1');
    event.preventDefault();
    window.location.reload();
  });
  window.addEventListener('load', () => sessionStorage.removeItem('portal-preload-reload'));
}
