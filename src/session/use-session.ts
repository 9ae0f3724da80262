import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from '@/api/session';

/** The current session (re-renders on sign-in, refresh, sign-out, also from other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.read, () => null);
}
