import { useEffect, useRef, useState, type MouseEvent } from 'react';
import * as texts from '@/texts';
import { cx } from '@/ui/class-names';
import type { BookSection, SectionId } from '../book-rules';

const sectionDomId = (id: SectionId) => `book-section-${id}`;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The sticky section tabs of the book detail (docs/product/book-detail.md#section-tabs) and the sections they lead to. A tab
 * scrolls smoothly to its section (instantly when the member prefers reduced motion) and moves
 * focus there; while the page scrolls, the tab of the section being read is marked current.
 * They are in-page links, not ARIA tabs: every section stays on the page.
 */
export function SectionTabs({ sections }: { sections: BookSection[] }) {
  const [active, setActive] = useState<SectionId | undefined>(sections[0]?.id);
  const navRef = useRef<HTMLElement>(null);
  /** The tab just pressed stays current while the page scrolls to its section. */
  const pressed = useRef<{ id: SectionId; until: number } | undefined>(undefined);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (pressed.current && performance.now() < pressed.current.until) return;
      pressed.current = undefined;
      // A section is being read once its top has passed under the sticky bar.
      const line = (navRef.current?.getBoundingClientRect().bottom ?? 0) + 8;
      let current = sections[0]?.id;
      for (const section of sections) {
        const element = document.getElementById(sectionDomId(section.id));
        if (element && element.getBoundingClientRect().top <= line) current = section.id;
      }
      // At the very bottom the last section counts, even when it is too short to reach the line.
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom) current = sections.at(-1)?.id ?? current;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The scroll to a pressed tab's section is over: its tab stays current until the next one.
    const onScrollEnd = () => {
      if (!pressed.current) return;
      pressed.current = undefined;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    window.addEventListener('resize', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sections]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: SectionId) => {
    const target = document.getElementById(sectionDomId(id));
    if (!target) return;
    event.preventDefault();
    // Until that scroll ends (1.5 s at most), scrolling does not change the current tab.
    pressed.current = { id, until: event.timeStamp + 1500 };
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Focus follows for keyboard and screen-reader users, without a second (instant) scroll.
    target.focus({ preventScroll: true });
    setActive(id);
  };

  return (
    <div className="book-sections">
      <nav ref={navRef} aria-label={texts.book.sectionsLabel} className="section-tabs">
        <ul className="section-tabs__list">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${sectionDomId(section.id)}`}
                aria-current={active === section.id ? 'location' : undefined}
                className={cx('section-tabs__tab', active === section.id && 'is-active')}
                onClick={(event) => go(event, section.id)}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={sectionDomId(section.id)}
          tabIndex={-1}
          aria-labelledby={`${sectionDomId(section.id)}-title`}
          className="book-section"
        >
          <h2 id={`${sectionDomId(section.id)}-title`} className="book-section__title">
            {section.label}
          </h2>
          <p className="book-section__text">{section.text.trim() || '—'}</p>
        </section>
      ))}
    </div>
  );
}
