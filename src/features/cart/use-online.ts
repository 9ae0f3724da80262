import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * Whether TanStack Query considers the app online (the same signal that pauses queued mutations),
 * so buttons that need the network (quotation, order, cancel) can say so instead of failing.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
