import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether a sideways scroller is at its start or end, so its scroll buttons can say there is nothing more. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown) {
  const [edges, setEdges] = useState({ isAtStart: true, isAtEnd: true });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const isAtStart = element.scrollLeft <= 1;
    const isAtEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) =>
      current.isAtStart === isAtStart && current.isAtEnd === isAtEnd ? current : { isAtStart, isAtEnd },
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, measure, contentKey]);

  return edges;
}
