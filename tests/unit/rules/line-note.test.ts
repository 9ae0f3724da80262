import { describe, expect, it } from 'vitest';
import { isNoteTooLong, NOTE_MAX_LENGTH } from '@/lib/line-note';
import { noteLength } from '@/rules/line-note';

describe('a line note’s length', () => {
  it('counts characters as read: an emoji or a rare Hanja is one, as the server counts it', () => {
    expect(noteLength('📚')).toBe(1);
    expect(noteLength('𠀀가a')).toBe(3);
    expect(NOTE_MAX_LENGTH).toBe(500);
    expect(isNoteTooLong('📚'.repeat(500))).toBe(false);
    expect(isNoteTooLong('📚'.repeat(501))).toBe(true);
    expect(isNoteTooLong('가'.repeat(501))).toBe(true);
  });
});
