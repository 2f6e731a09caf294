import { useCallback, useMemo, useState } from 'react';
import { useStoredState } from '../../lib/stored-state';
import { buildGridFormattingSpec, createDefaultGridFormatting, type GridFormatting } from './grid-formatting';

export interface GridFormattingState {
  formatting: GridFormatting;
  updateFormatting: (update: (current: GridFormatting) => GridFormatting) => void;
  /** Back to the defaults, dropping what the grid holds itself too (dragged widths). */
  resetFormatting: () => void;
  /** Changes on every reset: the grid remounts under it. */
  resetCount: number;
}

/**
 * A grid's remembered formatting under `storageKey` (session storage). Held by the grid's owner
 * rather than the grid, because the owner reads it too: a server-sorted list queries by the sort.
 */
export function useGridFormatting(storageKey: string): GridFormattingState {
  const spec = useMemo(() => buildGridFormattingSpec(storageKey), [storageKey]);
  const [formatting, setFormatting] = useStoredState(spec);
  const [resetCount, setResetCount] = useState(0);
  const resetFormatting = useCallback(() => {
    setFormatting(createDefaultGridFormatting());
    setResetCount((count) => count + 1);
  }, [setFormatting]);
  return useMemo(
    () => ({ formatting, updateFormatting: setFormatting, resetFormatting, resetCount }),
    [formatting, setFormatting, resetFormatting, resetCount],
  );
}
