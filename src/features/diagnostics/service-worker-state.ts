import { useEffect, useState } from 'react';

type WorkerState = ServiceWorker['state'];

/** What the page can learn about its service worker. */
export type ServiceWorkerInfo =
  | { supported: false }
  | {
      supported: true;
      /** State of the worker controlling this page, or null when none does. */
      controller: WorkerState | null;
      registration: {
        scope: string;
        active: WorkerState | null;
        waiting: WorkerState | null;
        installing: WorkerState | null;
      } | null;
    };

async function readServiceWorkerState(): Promise<ServiceWorkerInfo> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return { supported: false };
  }
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.getRegistration();
  } catch {
    registration = undefined;
  }
  return {
    supported: true,
    controller: container.controller?.state ?? null,
    registration: registration
      ? {
          scope: registration.scope,
          active: registration.active?.state ?? null,
          waiting: registration.waiting?.state ?? null,
          installing: registration.installing?.state ?? null,
        }
      : null,
  };
}

/**
 * The service worker's state, kept current: re-read when the controller changes, when an update is
 * found, when a worker changes state, and whenever `refreshKey` changes (each check run).
 */
export function useServiceWorkerState(refreshKey: unknown): ServiceWorkerInfo | null {
  const [state, setState] = useState<ServiceWorkerInfo | null>(null);

  useEffect(() => {
    let cancelled = false;
    const workers = new Set<ServiceWorker>();
    let registration: ServiceWorkerRegistration | undefined;

    const refresh = () => {
      void readServiceWorkerState().then((next) => {
        if (!cancelled) setState(next);
      });
    };
    const watchWorkers = () => {
      for (const worker of [
        registration?.installing,
        registration?.waiting,
        registration?.active,
      ]) {
        if (worker && !workers.has(worker)) {
          workers.add(worker);
          worker.addEventListener('statechange', refresh);
        }
      }
      refresh();
    };

    refresh();
    if (!('serviceWorker' in navigator)) return () => void (cancelled = true);
    const container = navigator.serviceWorker;
    container.addEventListener('controllerchange', refresh);
    void container
      .getRegistration()
      .then((found) => {
        if (cancelled || !found) return;
        registration = found;
        registration.addEventListener('updatefound', watchWorkers);
        watchWorkers();
      })
      .catch(() => undefined);

    return () => {
      cancelled = true;
      container.removeEventListener('controllerchange', refresh);
      registration?.removeEventListener('updatefound', watchWorkers);
      for (const worker of workers) worker.removeEventListener('statechange', refresh);
    };
  }, [refreshKey]);

  return state;
}
