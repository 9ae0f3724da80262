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
    let written = '';
    const measure = () => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      const clearance = Math.max(0, window.innerHeight - rect.top);
      // Entirely below the fold: nothing to clear.
      const height = `${clearance > 0 ? Math.min(clearance, window.innerHeight) : 0}px`;
      const middle = `${Math.max(0, window.innerHeight - (rect.top + rect.height / 2))}px`;
      // An unchanged value is not written again: every write restyles the whole document.
      if (`${height} ${middle}` === written) return;
      written = `${height} ${middle}`;
      root.style.setProperty(PROPERTY, height);
      root.style.setProperty(MIDDLE, middle);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    // Never measured right after React's commit (that forces a layout of the whole page inside
    // the render's task): the observer's first report comes once the page is laid out anyway,
    // and so do its later ones; scrolling moves the bar without resizing it, measured per frame.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (frame !== 0) cancelAnimationFrame(frame);
            measure();
          });
    if (!observer) schedule();
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
