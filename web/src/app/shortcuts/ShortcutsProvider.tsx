import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { findShortcut } from './shortcut-keys';
import { ShortcutsContext, type ShortcutRegistry } from '../../session';
import { ShortcutsDialog } from './ShortcutsDialog';

/** Adds `handler` on top of `stack` and returns how to take it off again (wherever it is by then). */
function pushHandler(stack: (() => void)[], handler: () => void) {
  stack.push(handler);
  return () => {
    const index = stack.lastIndexOf(handler);
    if (index >= 0) stack.splice(index, 1);
  };
}

/**
 * One keydown listener for the whole app. Forms and search boxes register what the keys do
 * (useSaveShortcut, useSearchShortcut) instead of each adding its own listener.
 */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const saveHandlers = useRef<(() => void)[]>([]);
  const searchHandlers = useRef<(() => void)[]>([]);
  const [isHelpOpen, setIsHelpOpen] = useState(false);

  const registerSave = useCallback((save: () => void) => pushHandler(saveHandlers.current, save), []);
  const registerSearch = useCallback((focus: () => void) => pushHandler(searchHandlers.current, focus), []);
  const openHelp = useCallback(() => setIsHelpOpen(true), []);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      const action = findShortcut(event);
      const handler =
        action === 'save'
          ? saveHandlers.current.at(-1)
          : action === 'search'
            ? searchHandlers.current.at(-1)
            : action === 'help'
              ? openHelp
              : undefined;
      if (!handler) return;
      // Ctrl/⌘+S would otherwise open the browser's "Save page as"; "/" would type into the box.
      event.preventDefault();
      handler();
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [openHelp]);

  const registry = useMemo<ShortcutRegistry>(() => ({ registerSave, registerSearch, openHelp }), [registerSave, registerSearch, openHelp]);
  return (
    <ShortcutsContext.Provider value={registry}>
      {children}
      <ShortcutsDialog open={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
    </ShortcutsContext.Provider>
  );
}
