/** The app-wide shortcuts; the "?" dialog lists them in this order. */
export type ShortcutAction = 'save' | 'search' | 'help';

export const SHORTCUT_ACTIONS: readonly ShortcutAction[] = ['save', 'search', 'help'];

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'isComposing'>;

/** Text fields, selects and rich-text editors: where "/" and "?" are characters, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]') !== null
  );
}

/**
 * The shortcut a key press means, or null. Ctrl/⌘+S saves even while typing (that is where a user
 * is when they want to save); the single-key shortcuts never fire inside a field.
 */
export function findShortcut(event: KeyEventLike): ShortcutAction | null {
  if (event.isComposing) return null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') return 'save';
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return null;
  if (event.key === '/') return 'search';
  if (event.key === '?') return 'help';
  return null;
}

/** How the save shortcut reads on this keyboard. */
export function describeSaveKeys(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘ S' : 'Ctrl S';
}
