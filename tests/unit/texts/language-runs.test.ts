import { describe, expect, it } from 'vitest';
import { languageRuns, phraseLanguage } from '@/texts/locale';

describe('the Korean phrases of the English interface (WCAG 3.1.2)', () => {
  it('marks a whole Korean sentence with its end mark', () => {
    expect(languageRuns('삭제되었습니다.', 'en')).toEqual([
      { text: '삭제되었습니다.', lang: 'ko' },
    ]);
    expect(languageRuns('토큰이 존재하지 않습니다. Sign in again.', 'en')).toEqual([
      { text: '토큰이 존재하지 않습니다.', lang: 'ko' },
      { text: ' Sign in again.' },
    ]);
  });

  it('keeps the spaces and digits between Korean words in one phrase', () => {
    expect(languageRuns('외 3권', 'en')).toEqual([{ text: '외 3권', lang: 'ko' }]);
  });

  it('cuts a mixed text where its language changes', () => {
    expect(languageRuns('New fund of 2026학년도', 'en')).toEqual([
      { text: 'New fund of 2026' },
      { text: '학년도', lang: 'ko' },
    ]);
    expect(languageRuns('All but study aids (학습참고서)', 'en')).toEqual([
      { text: 'All but study aids (' },
      { text: '학습참고서', lang: 'ko' },
      { text: ')' },
    ]);
  });

  it('leaves an English text, and the whole Korean interface, in one piece', () => {
    expect(languageRuns('Request Quote', 'en')).toEqual([{ text: 'Request Quote' }]);
    expect(languageRuns('', 'en')).toEqual([{ text: '' }]);
    expect(languageRuns('ISBN 부가기호', 'ko')).toEqual([{ text: 'ISBN 부가기호' }]);
  });

  it('gives a lang for an element only when all its words are Korean', () => {
    expect(phraseLanguage('2026학년도', 'en')).toBe('ko');
    expect(phraseLanguage('로그아웃', 'en')).toBe('ko');
    expect(phraseLanguage('Readers 독자대상', 'en')).toBeUndefined();
    expect(phraseLanguage('Log out', 'en')).toBeUndefined();
    expect(phraseLanguage('로그아웃', 'ko')).toBeUndefined();
  });
});
