import { useCallback, useRef, useState } from 'react';

/**
 * The rendered height of an element, kept current with a ResizeObserver: react-arborist needs a
 * pixel height for its virtualised list, while the layout around it is flexible.
 */
export function useElementHeight<T extends HTMLElement>(fallback = 0): [(element: T | null) => void, number] {
  const [height, setHeight] = useState(fallback);
  const observerRef = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observerRef.current?.disconnect();
    observerRef.current = null;
    if (!element) return;
    setHeight(Math.floor(element.getBoundingClientRect().height));
    if (typeof ResizeObserver === 'undefined') return;
    observerRef.current = new ResizeObserver(([entry]) => {
      if (entry) setHeight(Math.floor(entry.contentRect.height));
    });
    observerRef.current.observe(element);
  }, []);
  return [ref, height];
}
