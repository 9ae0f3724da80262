import { useEffect, useRef } from 'react';
import { connectivity } from './connectivity';

/**
 * What could not load for want of a connection (a page, a list, a home card) loads by itself once
 * the server can be reached again (a blip of a few seconds on Wi-Fi), without the member having to
 * notice or press Try again. `retry` may change at each render: the latest one is called.
 */
export function useRetryWhenBackOnline(isOffline: boolean, retry: () => void) {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!isOffline) return;
    return connectivity.subscribe(() => {
      if (connectivity.isOnline()) latest.current();
    });
  }, [isOffline]);
}
