/**
 * A line note's length as the member reads it and as the server counts it (its JSON Schema check
 * counts code points): an emoji or a rare Hanja is one character, not the two UTF-16 units of
 * `string.length`.
 */
export const noteLength = (note: string): number => {
  let length = 0;
  for (const _ of note) length += 1;
  return length;
};
