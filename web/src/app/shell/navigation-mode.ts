import { createContext, useContext } from 'react';

/**
 * True when the side navigation shows icons only (between the tablet breakpoint and 1440 px), so the
 * page keeps its width for grids: each entry then names itself through its label and a tooltip.
 */
export const CompactNavigationContext = createContext(false);

export function useIsNavigationCompact(): boolean {
  return useContext(CompactNavigationContext);
}
