import { useSyncExternalStore } from 'react';
import { getLocale, subscribeToLocale, type Locale } from './locale';

/** The interface's current locale; the component renders again when the member switches it. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, getLocale, getLocale);
}
