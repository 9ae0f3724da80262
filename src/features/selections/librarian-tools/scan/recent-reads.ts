/** How long the same book held in front of the camera counts as one read. */
export const REPEAT_WINDOW_MS = 3000;
/**
 * How many frames in a row must also have been looked at without the book before it counts again:
 * a busy tablet looks at few frames in REPEAT_WINDOW_MS, and a book still in front of the camera
 * must not count twice because the tablet was slow to look again.
 */
export const ABSENT_FRAMES = 10;

/**
 * Remembers when each ISBN was last seen, so a barcode read on frame after frame counts once: a
 * read is new when the ISBN was missing for the last REPEAT_WINDOW_MS and for the last
 * ABSENT_FRAMES frames looked at. Seeing it again extends both (the book is still in front of the
 * camera).
 */
export class RecentReads {
  private frame = 0;
  private readonly lastSeen = new Map<string, { at: number; frame: number }>();

  /** The ISBNs read in one frame looked at `now` (ms), none included: those that are new reads. */
  look(isbns: readonly string[], now: number): string[] {
    this.frame += 1;
    const fresh: string[] = [];
    for (const isbn of new Set(isbns)) {
      const seen = this.lastSeen.get(isbn);
      this.lastSeen.set(isbn, { at: now, frame: this.frame });
      const gone =
        seen === undefined ||
        (now - seen.at > REPEAT_WINDOW_MS && this.frame - seen.frame > ABSENT_FRAMES);
      if (gone) fresh.push(isbn);
    }
    return fresh;
  }

  /** Forgets an ISBN (after Undo), so showing the book again reads it again. */
  forget(isbn: string): void {
    this.lastSeen.delete(isbn);
  }
}
