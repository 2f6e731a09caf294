import { useCallback, useRef, useState } from 'react';

/** The rendered width of an element, kept current with a ResizeObserver (undefined until measured). */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number | undefined] {
  const [width, setWidth] = useState<number | undefined>(undefined);
  const observerRef = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observerRef.current?.disconnect();
    observerRef.current = null;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    observerRef.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observerRef.current.observe(element);
  }, []);
  return [ref, width];
}
