import { useEffect, useRef, useState } from 'react';
import { Undo2 } from 'lucide-react';
import { readIsbn } from '@/rules/isbn';
import { coverSources } from '@/lib/covers';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { OwnedMark } from '@/ui/owned-mark';
import { Spinner } from '@/ui/spinner';
import { useResolveIsbns } from '../api/resolve-isbns';
import { loadEan13Detector, NoWebAssemblyError, type DetectorKind } from '../scan/detector';
import { RecentReads } from '../scan/recent-reads';

const t = texts.librarianTools;
/** How often a frame is looked at: often enough to feel instant, seldom enough for a tablet. */
const FRAME_INTERVAL_MS = 150;

type CameraState =
  | { kind: 'starting' }
  | { kind: 'running'; detector: DetectorKind }
  | { kind: 'failed'; message: string };

export interface ScanPanelProps {
  /** A new book was read (its ISBN-13): the panel adds it as a line. */
  onRead: (isbn13: string) => void;
  /** The last read was undone: the panel takes its line away. */
  onUndo: (isbn13: string) => void;
  isOnline: boolean;
}

/** Why the camera cannot be used, in words a librarian can act on. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return t.cameraDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return t.noCamera;
  return t.cameraFailed;
}

/** A short beep and a buzz where the device has them: the read was taken. */
function signalRead(audio: AudioContext | null) {
  navigator.vibrate?.(40);
  if (!audio) return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = 1320;
  gain.gain.value = 0.08;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + 0.08);
}

/**
 * Scan: the camera (rear camera preferred) read continuously for EAN-13 barcodes. Each new book
 * is added as a line at once and shown with its cover and title; the same book read again within
 * a few seconds counts once; a running count and Undo for the last read. Without a camera or
 * permission it says why, and the ISBNs field still works (also with a hand scanner).
 */
export function ScanPanel({ onRead, onUndo, isOnline }: ScanPanelProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const [reads, setReads] = useState<string[]>([]);
  const recent = useRef(new RecentReads());
  const describe = useResolveIsbns();
  // The camera loop lives as long as the panel; it reads the latest callbacks through this ref.
  const latest = useRef({ onRead, describe: describe.mutate, isOnline });
  useEffect(() => {
    latest.current = { onRead, describe: describe.mutate, isOnline };
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const audio = typeof AudioContext === 'undefined' ? null : new AudioContext();

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ kind: 'failed', message: t.noCamera });
        return;
      }
      const [camera, reader] = await Promise.allSettled([
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
        loadEan13Detector(),
      ]);
      if (camera.status === 'fulfilled') stream = camera.value;
      if (stopped) return;
      if (camera.status === 'rejected') {
        setState({ kind: 'failed', message: cameraProblem(camera.reason) });
        return;
      }
      if (reader.status === 'rejected') {
        const noWasm = reader.reason instanceof NoWebAssemblyError;
        setState({ kind: 'failed', message: noWasm ? t.noWebAssembly : t.noDetector });
        return;
      }
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = camera.value;
      await video.play().catch(() => undefined);
      setState({ kind: 'running', detector: reader.value.kind });
      const { detector } = reader.value;

      const look = async () => {
        if (stopped) return;
        try {
          if (video.readyState >= video.HAVE_CURRENT_DATA) {
            const isbns = (await detector.detect(video)).flatMap((barcode) => {
              const isbn = readIsbn(barcode.rawValue);
              return isbn.valid ? [isbn.isbn13] : [];
            });
            for (const isbn13 of recent.current.look(isbns, Date.now())) {
              signalRead(audio);
              setReads((previous) => [...previous, isbn13]);
              latest.current.onRead(isbn13);
              if (latest.current.isOnline) latest.current.describe([isbn13]);
            }
          }
        } catch {
          // A frame that could not be read (the video was resizing): the next one will do.
        }
        if (!stopped) timer = setTimeout(() => void look(), FRAME_INTERVAL_MS);
      };
      void look();
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      void audio?.close();
    };
  }, []);

  const undo = () => {
    const last = reads.at(-1);
    if (!last) return;
    recent.current.forget(last);
    setReads((previous) => previous.slice(0, -1));
    onUndo(last);
  };

  const lastIsbn = reads.at(-1);
  const lastBook =
    describe.data?.results[0]?.isbn13 === lastIsbn ? describe.data?.results[0]?.book : undefined;

  return (
    <section
      className="scan-panel"
      aria-label={t.scanTitle}
      data-detector={state.kind === 'running' ? state.detector : undefined}
    >
      <p className="isbn-panel__hint">{t.scanHelp}</p>
      {state.kind === 'failed' ? (
        <p role="alert" className="scan-panel__problem">
          {state.message}
        </p>
      ) : (
        <div className="scan-panel__camera">
          <video
            ref={videoRef}
            className="scan-panel__video"
            muted
            playsInline
            aria-label={t.cameraVideo}
          />
          {state.kind === 'starting' && <Spinner aria-label={t.scanLoading} />}
        </div>
      )}
      <div className="scan-panel__reads" aria-live="polite">
        <p className="scan-panel__count">{t.scannedCount(reads.length)}</p>
        {lastIsbn && (
          <p className="scan-panel__last">
            {lastBook && (
              <img
                {...coverSources(lastBook.coverImageUrl, 36)}
                alt=""
                width={36}
                height={50}
                decoding="async"
                className="isbn-preview__cover"
              />
            )}
            <span>{lastBook ? `${lastBook.title} (${lastIsbn})` : t.lastScanned(lastIsbn)}</span>
            <OwnedMark isbn={lastIsbn} />
          </p>
        )}
      </div>
      <Button variant="secondary" size="sm" onPress={undo} isDisabled={reads.length === 0}>
        <Undo2 size={16} aria-hidden />
        {t.undoLast}
      </Button>
    </section>
  );
}
