/** What a key does in the viewer. Arrows and Escape are left to the gallery (step assets, close). */
export type ViewerKeyAction =
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomFit'
  | 'togglePlay'
  | 'previousFrame'
  | 'nextFrame'
  | 'markIn'
  | 'markOut'
  | 'clearLoop'
  | 'previousPage'
  | 'nextPage';

const KEY_ACTIONS: Record<string, ViewerKeyAction> = {
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  _: 'zoomOut',
  '0': 'zoomFit',
  ' ': 'togglePlay',
  k: 'togglePlay',
  ',': 'previousFrame',
  '.': 'nextFrame',
  i: 'markIn',
  o: 'markOut',
  x: 'clearLoop',
  PageUp: 'previousPage',
  PageDown: 'nextPage',
};

interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

/** True when the key goes into a text field (a comment being typed), not to the viewer. */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/** The viewer's action for a key press, or null (typing, a browser shortcut, or a key it does not use). */
export function findKeyAction(event: KeyLike): ViewerKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return KEY_ACTIONS[key] ?? null;
}
