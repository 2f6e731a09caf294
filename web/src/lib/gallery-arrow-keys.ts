import type { KeyboardEvent } from 'react';

const ITEM_SELECTOR = '[data-gallery-item]';

/** Which item an arrow key moves to in a gallery of `count` items laid out `columns` wide; null: not a gallery key. */
export function findNextGalleryIndex(key: string, index: number, count: number, columns: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** How many items share the first row: the gallery's grid decides, not a fixed number. */
function countColumns(items: HTMLElement[]) {
  const top = items[0]?.offsetTop;
  const inFirstRow = items.filter((item) => item.offsetTop === top).length;
  return Math.max(1, inFirstRow);
}

/**
 * onKeyDown for a gallery container: arrow keys, Home and End move the focus between its
 * `data-gallery-item` elements. Keys pressed inside a video's controls or a field stay theirs.
 */
export function handleGalleryKeyDown(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (!target.matches(ITEM_SELECTOR) || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
  const index = items.indexOf(target);
  const next = findNextGalleryIndex(event.key, index, items.length, countColumns(items));
  if (next === null || index < 0) return;
  event.preventDefault();
  items[next]?.focus();
}
