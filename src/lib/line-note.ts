import { LineNote } from '@/api/limits.gen';
import { noteLength } from '@/rules/line-note';

/** A line's note is at most this long: said, never cut (docs/product/selection.md#notes). */
export const NOTE_MAX_LENGTH = LineNote.maxLength;

export const isNoteTooLong = (note: string) => noteLength(note) > NOTE_MAX_LENGTH;
