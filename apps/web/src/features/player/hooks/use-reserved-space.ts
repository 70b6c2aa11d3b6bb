import { useEffect, type RefObject } from 'react';

/** Pads the bottom of the page by the fixed bar's height, so the bar never covers the footer or a form's last button. */
export function useReservedSpace(barRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const body = document.body;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${bar.offsetHeight}px`;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [barRef]);
}
