import { useEffect, type RefObject } from 'react';
import './sticky-action-bar.css';

const PROPERTY = '--sticky-action-bar-height';

/**
 * Publishes the height of a sticky action bar as a CSS custom property on the document, so that
 * fixed elements (the floating Contact button) can sit above it instead of covering its buttons.
 */
export function useStickyBarHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(PROPERTY, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [ref]);
}
