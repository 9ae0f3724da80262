/** A line's note is at most this long: said, never cut (docs/product/selection.md#notes). */
export const NOTE_MAX_LENGTH = 500;

export const isNoteTooLong = (note: string) => note.length > NOTE_MAX_LENGTH;
