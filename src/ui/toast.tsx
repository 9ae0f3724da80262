import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { phrases } from './phrases';

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast.success>[0];

/**
 * The app's toasts, raised with `toast.success(…)` / `toast.error(…)` as with sonner's own.
 *
 * sonner (10 kB gzip) and its outlet load with the first toast rather than with the first page:
 * most visits to /sign-in or the home never raise one (a page's first load stays small). A toast
 * raised while sonner is still loading is shown once it arrives, in order; sonner keeps toasts
 * raised before its Toaster subscribes. Identical messages never stack.
 */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
};

let loading: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error', message: Message, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  loading ??= import('sonner');
  // One toast per message at a time: the same text raised again (four failed loads of one page
  // answering 403 together) renews the toast on screen instead of stacking copies of it.
  const id = options?.id ?? (typeof message === 'string' ? `${kind}:${message}` : undefined);
  loading.then(
    (sonner) =>
      sonner.toast[kind](typeof message === 'string' ? phrases(message) : message, {
        ...options,
        description:
          typeof options?.description === 'string'
            ? phrases(options.description)
            : options?.description,
        id,
      }),
    (error: unknown) => {
      // A chunk that failed to load (offline without the service worker): try again next time.
      loading = undefined;
      console.error('Could not show a toast', error);
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** The toast outlet: rendered once at the root, mounted when the first toast is raised. */
export function ToastOutlet() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
