import { useEffect, useRef, useState } from 'react';
import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { toast } from '@/ui/toast';
import { CloudDownload } from 'lucide-react';
import {
  bookDetailQueryOptions,
  classificationChainQueryOptions,
} from '@/features/book/api/queries';
import { apiAssetUrl } from '@/lib/config';
import { formatBytes } from '@/lib/format';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import {
  fetchAsset,
  jsonBytes,
  packKey,
  runSteps,
  type PackProgress,
  type PackRecord,
} from './offline-pack';
import { useIsOnline } from './use-connectivity';
import './pwa.css';
import { keepStorage } from '@/offline/storage-persistence';

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
}

/** Reads reused rather than fetched again when this recent. */
const FRESH_MS = 60_000;

/**
 * "Available offline": takes a collection or a selection offline on purpose, with progress, a way
 * to stop, and what it took (size, time). Offline it is disabled: it needs the network.
 */
export function TakeOffline({ kind, id, what, listBooks }: TakeOfflineProps) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const { data: record } = useQuery<PackRecord>({
    queryKey: packKey(kind, id),
    queryFn: skipToken,
  });
  const [progress, setProgress] = useState<PackProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const descriptionId = `take-offline-${kind}-${id}`;

  // Leaving the page stops the downloads.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    // What the member takes offline on purpose should survive storage pressure.
    void keepStorage();
    const abort = new AbortController();
    controller.current = abort;
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
    try {
      const books = await listBooks({ queryClient, signal: abort.signal, onStep, addSteps });
      addSteps(books.length * 2);
      await runSteps(
        books.flatMap((book) => [
          async () => {
            const detail = await queryClient.fetchQuery({
              ...bookDetailQueryOptions(book.bookId),
              staleTime: FRESH_MS,
            });
            // The classification line is decoration: taken when the service answers.
            const chain = await queryClient
              .fetchQuery({
                ...classificationChainQueryOptions(detail.mainSubject),
                staleTime: FRESH_MS,
              })
              .catch(() => null);
            return jsonBytes(detail) + (chain ? jsonBytes(chain) : 0);
          },
          () => fetchAsset(apiAssetUrl(book.coverImageUrl), abort.signal),
        ]),
        onStep,
        abort.signal,
      );
      if (!abort.signal.aborted) {
        queryClient.setQueryData<PackRecord>(packKey(kind, id), {
          bytes: current.bytes,
          items: books.length,
          failed: current.failed,
          at: Date.now(),
        });
      }
    } catch {
      // The list itself could not be read: nothing usable was taken.
      if (!abort.signal.aborted) toast.error(texts.offline.takeOfflineListFailed);
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return (
    <div className="take-offline">
      {progress ? (
        <>
          <ProgressBar
            label={texts.offline.takeOffline}
            value={progress.done}
            maxValue={Math.max(progress.total, 1)}
            valueLabel={`${texts.offline.takingOffline(progress.done, progress.total)} · ${formatBytes(progress.bytes)}`}
            className="take-offline__progress"
          />
          <Button variant="secondary" size="sm" onPress={() => controller.current?.abort()}>
            {texts.offline.cancel}
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!isOnline}
          aria-describedby={descriptionId}
          onPress={() => void run()}
        >
          <CloudDownload size={16} aria-hidden />
          {texts.offline.takeOffline}
        </Button>
      )}
      <span id={descriptionId} className="visually-hidden">
        {texts.offline.takeOfflineHint(what)}
      </span>
      {record && !progress && (
        <p className="take-offline__done" role="status">
          {texts.offline.tookOffline(
            formatBytes(record.bytes),
            dayjs(record.at).format('YYYY-MM-DD HH:mm'),
          )}
          {record.failed > 0 ? ` ${texts.offline.takeOfflineFailed(record.failed)}` : null}
        </p>
      )}
    </div>
  );
}
