import { useSyncExternalStore } from 'react';
import { connectivity } from '@/offline/connectivity';

/** Whether the server can be reached now (see src/offline/connectivity.ts). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.isOnline, () => true);
}
