import { useRef } from 'react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStickyBarHeight } from '@/ui/use-sticky-bar-height';

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  useStickyBarHeight(ref);
  return <div ref={ref}>bar</div>;
}

/** A ResizeObserver whose reports the test sends (the browser sends one after layout). */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  report() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.style.removeProperty('--sticky-action-bar-height');
});

describe('useStickyBarHeight', () => {
  it('never measures in the render task: it waits for the observer, which reports after layout', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 700, height: 80, bottom: 780 } as DOMRect);
    render(<Bar />);
    expect(measure).not.toHaveBeenCalled();

    FakeResizeObserver.last!.report();
    expect(measure).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.getPropertyValue('--sticky-action-bar-height')).toBe(
      `${window.innerHeight - 700}px`,
    );
  });

  it('writes nothing when the bar has not moved', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 700,
      height: 80,
      bottom: 780,
    } as DOMRect);
    render(<Bar />);
    FakeResizeObserver.last!.report();
    const write = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    FakeResizeObserver.last!.report();
    expect(write).not.toHaveBeenCalled();
  });
});
