import { useEffect, type RefObject } from 'react';
import './sticky-action-bar.css';

const PROPERTY = '--sticky-action-bar-height';
const MIDDLE = '--sticky-action-bar-middle';

/**
 * Publishes where a sticky action bar is, as CSS custom properties on the document, so that the
 * floating Contact button sits inside the bar's band (in the room the bar keeps free at its end)
 * instead of over its buttons or the content above it: `--sticky-action-bar-height`, how much of
 * the viewport's bottom the bar takes, and `--sticky-action-bar-middle`, how far its middle is
 * from the viewport's bottom. Measured from the bar's edges, not its height: on a short page the
 * bar rests above the footer rather than at the bottom edge, and the button must follow it there.
 */
export function useStickyBarHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      const clearance = Math.max(0, window.innerHeight - rect.top);
      // Entirely below the fold: nothing to clear.
      root.style.setProperty(
        PROPERTY,
        `${clearance > 0 ? Math.min(clearance, window.innerHeight) : 0}px`,
      );
      root.style.setProperty(
        MIDDLE,
        `${Math.max(0, window.innerHeight - (rect.top + rect.height / 2))}px`,
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
      root.style.removeProperty(MIDDLE);
    };
  }, [ref]);
}
