import { useEffect, useRef } from 'react';
import { findKeyAction, type ViewerKeyAction } from './keyboard';

/**
 * The viewer's keys, listened to on the window so they work wherever the focus is in the gallery
 * (except in text fields); `handle` returns true when it used the key.
 */
export function useViewerKeys(handle: (action: ViewerKeyAction) => boolean, isEnabled = true) {
  const handleRef = useRef(handle);
  useEffect(() => {
    handleRef.current = handle;
  });
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = findKeyAction(event);
      // A button or link keeps Space for itself.
      if (action === 'togglePlay' && event.key === ' ' && (event.target as Element | null)?.closest?.('button, a, [role="slider"]')) return;
      if (action && handleRef.current(action)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
