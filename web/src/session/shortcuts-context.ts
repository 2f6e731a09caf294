import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';

export interface ShortcutRegistry {
  /** Adds a handler on top of the stack; the returned function removes it. */
  registerSave: (save: () => void) => () => void;
  registerSearch: (focus: () => void) => () => void;
  openHelp: () => void;
}

const noop = () => () => undefined;

export const ShortcutsContext = createContext<ShortcutRegistry>({ registerSave: noop, registerSearch: noop, openHelp: () => undefined });

/**
 * Ctrl/⌘+S runs `save` while this component is mounted and `isEnabled` holds. When several forms
 * are open (an editor and a dialog above it) the one registered last, the topmost, wins.
 */
export function useSaveShortcut(save: () => void, isEnabled = true) {
  const { registerSave } = useContext(ShortcutsContext);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    if (!isEnabled) return;
    return registerSave(() => saveRef.current());
  }, [registerSave, isEnabled]);
}

/** "/" moves the focus to this page's search box. */
export function useSearchShortcut(inputRef: RefObject<HTMLElement | null>) {
  const { registerSearch } = useContext(ShortcutsContext);
  useEffect(
    () =>
      registerSearch(() => {
        const input = inputRef.current;
        if (!input) return;
        input.focus();
        if (input instanceof HTMLInputElement) input.select();
      }),
    [registerSearch, inputRef],
  );
}

export function useShortcuts() {
  return useContext(ShortcutsContext);
}
