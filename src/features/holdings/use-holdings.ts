import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/session/use-session';
import { holdingsStore, type Holdings } from './store';

/** The signed-in member's holdings (loading until read from this device). */
export function useHoldings(): { memberId: string | null; holdings: Holdings } {
  const memberId = useSession()?.id ?? null;
  useEffect(() => {
    if (memberId !== null) holdingsStore.load(memberId);
  }, [memberId]);
  const read = useCallback(() => holdingsStore.read(memberId), [memberId]);
  const holdings = useSyncExternalStore(holdingsStore.subscribe, read, read);
  return { memberId, holdings };
}
