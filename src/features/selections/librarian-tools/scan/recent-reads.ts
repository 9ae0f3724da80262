/** How long the same book held in front of the camera counts as one read. */
export const REPEAT_WINDOW_MS = 3000;

/**
 * Remembers when each ISBN was last seen, so a barcode read on frame after frame counts once:
 * a read is new when the same ISBN was not seen in the last REPEAT_WINDOW_MS. Seeing it again
 * inside the window extends the window (the book is still in front of the camera).
 */
export class RecentReads {
  private readonly lastSeen = new Map<string, number>();

  /** Whether this read of `isbn` at `now` (ms) is a new one. */
  isNew(isbn: string, now: number): boolean {
    const seen = this.lastSeen.get(isbn);
    this.lastSeen.set(isbn, now);
    return seen === undefined || now - seen > REPEAT_WINDOW_MS;
  }

  /** Forgets an ISBN (after Undo), so showing the book again reads it again. */
  forget(isbn: string): void {
    this.lastSeen.delete(isbn);
  }
}
