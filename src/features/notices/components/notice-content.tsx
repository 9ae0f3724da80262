import { useEffect, useMemo, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { noticeContentHtml } from '../sanitize';

export interface NoticeContentProps {
  /** The announcement's `content`: plain text or HTML, never trusted. */
  content: string;
}

/**
 * An announcement's body, sanitised before it touches the DOM (see `sanitize.ts`). Links to portal
 * pages navigate inside the app instead of reloading it.
 */
export function NoticeContent({ content }: NoticeContentProps) {
  const html = useMemo(() => noticeContentHtml(content), [content]);
  const ref = useRef<HTMLDivElement>(null);
  const router = useRouter();

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest('a');
      if (!link || link.target || !link.href) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [router]);

  return (
    <div
      ref={ref}
      className="notice-content"
      // Sanitised by DOMPurify with our allow-list right above (noticeContentHtml).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
