import { useEffect, type RefObject } from 'react';
import './sticky-action-bar.css';

const PROPERTY = '--sticky-action-bar-height';

/**
 * Publishes how much of the viewport's bottom a sticky action bar takes, as a CSS custom property
 * on the document, so that fixed elements (the floating Contact button) sit above it instead of
 * covering its buttons. Measured from the bar's top edge, not its height: on a short page the bar
 * rests above the footer rather than at the bottom edge, and the button must clear it there too.
 */
export function useStickyBarHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const clearance = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      // Entirely below the fold: nothing to clear.
      root.style.setProperty(
        PROPERTY,
        `${clearance > 0 ? Math.min(clearance, window.innerHeight) : 0}px`,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    observer?.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.style.removeProperty(PROPERTY);
    };
  }, [ref]);
}
