import { createContext, useContext, useLayoutEffect } from 'react';

/** Lets a page tell the shell that it uses the whole width (grids), instead of the 1440 px column. */
export const PageWidthContext = createContext<(isFullWidth: boolean) => void>(() => undefined);

/**
 * Called by list pages: on a wide monitor their grid takes the room the window has, where forms
 * and editors stay in a readable column. Reset when the page goes.
 */
export function useFullWidthPage() {
  const setFullWidth = useContext(PageWidthContext);
  useLayoutEffect(() => {
    setFullWidth(true);
    return () => setFullWidth(false);
  }, [setFullWidth]);
}
