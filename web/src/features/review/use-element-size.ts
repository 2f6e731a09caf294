import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Size } from './zoom';

/** The element's content size, kept current with a ResizeObserver (0 × 0 before layout or without one). */
export function useElementSize(ref: RefObject<HTMLElement | SVGElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setSize((previous) =>
        previous.width === rect.width && previous.height === rect.height ? previous : { width: rect.width, height: rect.height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
