/**
 * Where inquiry attachments live and how much a member may send. An upload is written to
 * `FILES_DIR/partial/` and moved to `FILES_DIR/inquiries/` only once the whole inquiry is valid
 * and stored, so a request that fails or is cut off leaves nothing behind; what a crash leaves
 * (partial files, files without a row) is removed at the next start.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/index.ts';

export const INQUIRY_FOLDER = 'inquiries';
export const PARTIAL_FOLDER = 'partial';

/** The window of the per-member upload quota. */
export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what no inquiry names: every partial upload, and files in the inquiry folder without an
 * `inquiry_files` row. Run at start-up, before the server takes requests. Answers how many.
 */
export function removeOrphanFiles(db: Db, filesDir: string): number {
  let removed = 0;
  const partial = join(filesDir, PARTIAL_FOLDER);
  mkdirSync(partial, { recursive: true });
  for (const name of readdirSync(partial)) {
    rmSync(join(partial, name), { recursive: true, force: true });
    removed += 1;
  }
  const folder = join(filesDir, INQUIRY_FOLDER);
  mkdirSync(folder, { recursive: true });
  const known = new Set(db.prepare<[], string>('SELECT path FROM inquiry_files').pluck().all());
  for (const name of readdirSync(folder)) {
    if (known.has(join(INQUIRY_FOLDER, name))) continue;
    rmSync(join(folder, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export interface QuotaUse {
  /** Bytes of attachments the member stored in the last 24 hours. */
  bytes: number;
  /** When the oldest of those leaves the window (ms since the epoch), or null when none. */
  freesAt: number | null;
}

/**
 * Bytes of the quota held by uploads still streaming, per member. A request takes its share
 * before it reads a byte of its files, and the check and the taking happen in one synchronous
 * step: two parallel uploads can never both count on the same remaining allowance.
 */
export class UploadReservations {
  private readonly held = new Map<string, number>();

  /**
   * Reserves up to `wanted` bytes of what the member has left today (what was stored in the last
   * 24 hours and what other uploads hold are taken away first). Answers the reservation, or null
   * with what was used when nothing is left.
   */
  reserve(
    db: Db,
    memberId: string,
    dailyBytes: number,
    wanted: number,
    now = Date.now(),
  ): { reservation: UploadReservation | null; used: QuotaUse } {
    const used = quotaUse(db, memberId, now);
    const left = dailyBytes - used.bytes - (this.held.get(memberId) ?? 0);
    if (left <= 0) return { reservation: null, used };
    const bytes = Math.min(left, Math.max(1, wanted));
    this.held.set(memberId, (this.held.get(memberId) ?? 0) + bytes);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const rest = (this.held.get(memberId) ?? 0) - bytes;
      if (rest > 0) this.held.set(memberId, rest);
      else this.held.delete(memberId);
    };
    return { reservation: { bytes, release }, used };
  }

  /** Bytes held by a member's uploads in progress. */
  heldBy(memberId: string): number {
    return this.held.get(memberId) ?? 0;
  }
}

export interface UploadReservation {
  /** The most bytes of attachments this upload may store. */
  bytes: number;
  /** Gives the reservation back (the upload was stored, refused or cut off); idempotent. */
  release(): void;
}

/** What a member has uploaded within the quota window ending `now`. */
export function quotaUse(db: Db, memberId: string, now = Date.now()): QuotaUse {
  const since = new Date(now - QUOTA_WINDOW_MS).toISOString();
  const row = db
    .prepare<[string, string], { bytes: number | null; oldest: string | null }>(
      `SELECT SUM(f.size) AS bytes, MIN(i.created_at) AS oldest
       FROM inquiry_files f JOIN inquiries i ON i.id = f.inquiry_id
       WHERE i.member_id = ? AND i.created_at > ?`,
    )
    .get(memberId, since);
  return {
    bytes: row?.bytes ?? 0,
    freesAt: row?.oldest ? Date.parse(row.oldest) + QUOTA_WINDOW_MS : null,
  };
}
