import { useCallback, useEffect, useRef, useState } from 'react';
import {
  onlineManager,
  skipToken,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import dayjs from 'dayjs';
import { CloudDownload } from 'lucide-react';
import { toast } from '@/ui/toast';
import { NetworkError } from '@/api/errors';
import { offlinePackKeys } from '@/api/query-keys';
import { coverFiles } from '@/lib/covers';
import { formatBytes } from '@/lib/format';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import { keepStorage } from './storage-persistence';
import {
  fetchAsset,
  isIncomplete,
  runSteps,
  type PackProgress,
  type PackRecord,
} from './offline-pack';
import { useIsOnline } from './use-is-online';
import './offline.css';

/** A book of a pack: its detail and cover are taken offline. */
export interface PackBook {
  bookId: number;
  coverImageUrl: string;
}

/** What the list part of a pack gets: where to report each read, and how to grow the total. */
export interface ListContext {
  queryClient: QueryClient;
  signal: AbortSignal;
  onStep: (bytes: number | null) => void;
  addSteps: (count: number) => void;
}

export interface TakeOfflineProps {
  kind: 'collection' | 'selection';
  id: string | number;
  /** 'this collection', 'this selection' (in the button's description). */
  what: string;
  /**
   * Reads the pack's lists (every page of a collection, a selection's rows) through the query
   * cache, reporting each read, and resolves to their books.
   */
  listBooks: (context: ListContext) => Promise<PackBook[]>;
  /** Reads what a book's detail page shows into the cache (the catalogue's); answers its size. */
  takeBook: TakeBook;
}

/** Reads a book's detail into the cache, reusing a copy younger than `staleTime`; its bytes. */
export type TakeBook = (
  queryClient: QueryClient,
  bookId: number,
  staleTime: number,
) => Promise<number>;

/** Reads reused rather than fetched again when this recent. */
const FRESH_MS = 60_000;

/** Whether a download failed because the connection went away (not because the server refused). */
const isConnectionLost = (error: unknown) =>
  error instanceof NetworkError || error instanceof TypeError || !onlineManager.isOnline();

/** Resolves true once the connection is back, false if `signal` stops the run first. */
function connectionBack(signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    if (onlineManager.isOnline()) return resolve(true);
    const done = (back: boolean) => {
      unsubscribe();
      signal.removeEventListener('abort', stop);
      resolve(back);
    };
    const stop = () => done(false);
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) done(true);
    });
    signal.addEventListener('abort', stop);
  });
}

/**
 * "Available offline": takes a collection or a selection offline on purpose, with progress, a way
 * to stop, and what it took (size, time). A dropout pauses the download until the connection is
 * back; a download stopped or left before its end is kept as it is and said to be partial, with
 * its progress and a button to download the rest, which also happens by itself when the
 * connection comes back while the page is open. Offline the button is disabled: it needs the
 * network.
 */
export function TakeOffline({ kind, id, what, listBooks, takeBook }: TakeOfflineProps) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const { data: record } = useQuery<PackRecord>({
    queryKey: offlinePackKeys.record(kind, id),
    queryFn: skipToken,
  });
  const [progress, setProgress] = useState<PackProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const descriptionId = `take-offline-${kind}-${id}`;

  // Leaving the page stops the downloads (what they got is kept and recorded as partial).
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (resume: boolean) => {
      if (controller.current) return;
      // What the member takes offline on purpose should survive storage pressure.
      void keepStorage();
      const abort = new AbortController();
      controller.current = abort;
      const waitForConnection = async (error: unknown) =>
        isConnectionLost(error) && (await connectionBack(abort.signal));
      let current: PackProgress = { done: 0, total: 1, bytes: 0, failed: 0 };
      setProgress(current);
      const onStep = (bytes: number | null) => {
        current = {
          ...current,
          done: current.done + 1,
          bytes: current.bytes + (bytes ?? 0),
          failed: current.failed + (bytes === null ? 1 : 0),
        };
        setProgress(current);
      };
      const addSteps = (count: number) => {
        current = { ...current, total: current.total + count };
        setProgress(current);
      };
      let books: PackBook[] | null = null;
      try {
        for (;;) {
          try {
            current = { done: 0, total: 1, bytes: 0, failed: 0 };
            books = await listBooks({ queryClient, signal: abort.signal, onStep, addSteps });
            break;
          } catch (error) {
            if (!(await waitForConnection(error))) throw error;
          }
        }
        addSteps(books.length * 2);
        // Resuming reuses every detail already kept; covers come from the worker's cache.
        const staleTime = resume ? Infinity : FRESH_MS;
        await runSteps(
          books.flatMap((book) => [
            () => takeBook(queryClient, book.bookId, staleTime),
            // Both widths: the lists show the small one, the book's detail the large one.
            async () => {
              const sizes = await Promise.all(
                coverFiles(book.coverImageUrl).map((url) => fetchAsset(url, abort.signal)),
              );
              return sizes.reduce((sum, size) => sum + size, 0);
            },
          ]),
          onStep,
          abort.signal,
          waitForConnection,
        );
      } catch {
        // The list itself could not be read: nothing usable was taken.
        if (!abort.signal.aborted) toast.error(texts.offline.takeOfflineListFailed);
      } finally {
        if (books) {
          // Stopped, left or refused midway: what was taken is kept, and the rest is owed.
          const missing = current.total - current.done + current.failed;
          queryClient.setQueryData<PackRecord>(offlinePackKeys.record(kind, id), {
            bytes: current.bytes,
            items: books.length,
            failed: missing,
            total: current.total,
            done: current.total - missing,
            at: Date.now(),
          });
        }
        controller.current = null;
        if (!abort.signal.aborted) setProgress(null);
      }
    },
    [id, kind, listBooks, takeBook, queryClient],
  );

  // A partial download finishes by itself when the connection comes back.
  const incomplete = record !== undefined && isIncomplete(record);
  const wasOnline = useRef(isOnline);
  useEffect(() => {
    if (isOnline && !wasOnline.current && incomplete) void run(true);
    wasOnline.current = isOnline;
  }, [isOnline, incomplete, run]);

  const stop = () => {
    controller.current?.abort();
    setProgress(null);
  };

  return (
    <div className="take-offline">
      {progress ? (
        <>
          <ProgressBar
            label={texts.offline.takeOffline}
            value={progress.done}
            maxValue={Math.max(progress.total, 1)}
            valueLabel={`${texts.offline.takingOffline(progress.done, progress.total)} · ${formatBytes(progress.bytes)}${isOnline ? '' : ` · ${texts.offline.waitingForConnection}`}`}
            className="take-offline__progress"
          />
          <Button variant="secondary" size="sm" onPress={stop}>
            {texts.offline.cancel}
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!isOnline}
          aria-describedby={descriptionId}
          onPress={() => void run(incomplete)}
        >
          <CloudDownload size={16} aria-hidden />
          {incomplete ? texts.offline.resumeTakeOffline : texts.offline.takeOffline}
        </Button>
      )}
      <span id={descriptionId} className="visually-hidden">
        {texts.offline.takeOfflineHint(what)}
      </span>
      {record && !progress && (
        <p className="take-offline__done" role="status">
          {incomplete
            ? `${texts.offline.partlyTookOffline(
                record.done ?? record.items - record.failed,
                record.total ?? record.items,
                formatBytes(record.bytes),
                dayjs(record.at).format('YYYY-MM-DD HH:mm'),
              )} ${texts.offline.takeOfflineResumes}`
            : texts.offline.tookOffline(
                formatBytes(record.bytes),
                dayjs(record.at).format('YYYY-MM-DD HH:mm'),
              )}
        </p>
      )}
    </div>
  );
}
