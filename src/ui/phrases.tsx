import type { ReactNode } from 'react';
import { languageRuns } from '@/texts/locale';

/**
 * A text with its other-language phrases marked (`<span lang="ko">` in the English interface).
 * A plain function rather than a component: most texts have no such phrase and come back as the
 * same string, with no element or render added. Anything but a string is returned as it is.
 */
export function phrases(content: ReactNode): ReactNode {
  if (typeof content !== 'string') return content;
  const runs = languageRuns(content);
  if (runs.length === 1 && !runs[0]?.lang) return content;
  return runs.map((run, index) =>
    run.lang ? (
      <span key={index} lang={run.lang}>
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
