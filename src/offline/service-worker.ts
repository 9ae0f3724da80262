import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker's life as the page sees it. A new version never takes over by itself
 * (registerType 'prompt'): the member is told and chooses when to reload into it, so no page runs
 * half old, half new.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let needRefresh = false;
let update: ((reloadPage?: boolean) => Promise<void>) | undefined;

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export const serviceWorkerState = {
  needRefresh: () => needRefresh,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Activates the waiting version and reloads into it. */
export function applyUpdate(): Promise<void> {
  return update ? update(true) : Promise.resolve(window.location.reload());
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  update = registerSW({
    onNeedRefresh() {
      needRefresh = true;
      for (const listener of listeners) listener();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Tablets stay open for days: look for a new version hourly, not only on navigation.
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });

  // A chunk of an older build that is gone (deployed over): reload once into the current build.
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem('portal-preload-reload')) return;
    sessionStorage.setItem('portal-preload-reload', '1');
    event.preventDefault();
    window.location.reload();
  });
  window.addEventListener('load', () => sessionStorage.removeItem('portal-preload-reload'));
}
