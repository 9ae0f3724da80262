import { useState } from 'react';
import dayjs from 'dayjs';
import { History } from 'lucide-react';
import * as texts from '@/texts';
import { useIsOnline } from './use-is-online';
import './offline.css';

/** Online, data older than this is worth a word (a cached copy while the server was slow). */
const OLD_ONLINE_MS = 10 * 60 * 1000;

export interface DataAgeProps {
  /** When the data shown was fetched from the server (the query's `dataUpdatedAt`). */
  updatedAt: number;
  isFetching?: boolean;
}

/**
 * Says how old the data on a page is when it comes from a cache: always while offline, and online
 * when it is old (the service worker answered from its cache because the network was too slow).
 */
export function DataAge({ updatedAt, isFetching = false }: DataAgeProps) {
  const isOnline = useIsOnline();
  // Rendering time, fixed per mount: the note need not tick.
  const [now] = useState(() => Date.now());
  if (updatedAt === 0) return null;
  if (isOnline && now - updatedAt < OLD_ONLINE_MS) return null;
  const time = dayjs(updatedAt).format('YYYY-MM-DD HH:mm');
  return (
    <p role="status" className="data-age" data-testid="data-age">
      <History size={16} aria-hidden />
      <span>
        {isOnline ? texts.offline.staleCopy(time) : texts.offline.cachedCopy(time)}
        {isFetching && isOnline ? ` ${texts.offline.refreshing}` : null}
      </span>
    </p>
  );
}
