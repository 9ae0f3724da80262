import { LineNote } from '@/api/limits.gen';

/** A line's note is at most this long: said, never cut (docs/product/selection.md#notes). */
export const NOTE_MAX_LENGTH = LineNote.maxLength;

export const isNoteTooLong = (note: string) => note.length > NOTE_MAX_LENGTH;
