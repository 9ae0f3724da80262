import { LineNote } from '@/api/limits.gen';

/** A line's note is at most this long: said, never cut (docs/product/selection.md#notes). */
export const NOTE_MAX_LENGTH = LineNote.maxLength;

/**
 * A note's length as the member reads it and as the server counts it (its JSON Schema check
 * counts code points): an emoji is one character, not the two UTF-16 units of `string.length`.
 */
export const noteLength = (note: string): number => {
  let length = 0;
  for (const _ of note) length += 1;
  return length;
};

export const isNoteTooLong = (note: string) => noteLength(note) > NOTE_MAX_LENGTH;
