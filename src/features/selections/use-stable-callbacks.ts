import { useLayoutEffect, useMemo, useRef } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any callback's own signature
type Callbacks = Record<string, (...args: any[]) => unknown>;

/**
 * Functions that keep the identity of the component's first render and call the latest ones
 * given, so that a memoised part of the page that takes them re-renders only when its own values
 * change (one row's edit re-rendered the whole selection page: tests/e2e/work-budgets.spec.ts).
 * For event handlers only: until the render commits, they call the previous render's functions.
 */
export function useStableCallbacks<T extends Callbacks>(callbacks: T): T {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  const keys = Object.keys(callbacks).join(' ');
  return useMemo(
    () =>
      Object.fromEntries(
        keys.split(' ').map((key) => [key, (...args: unknown[]) => latest.current[key]!(...args)]),
      ) as T,
    [keys],
  );
}
