import { describe, expect, it } from 'vitest';
import { describeSaveKeys, findShortcut, isTypingTarget } from './shortcut-keys';

function press(key: string, options: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; target?: EventTarget | null } = {}) {
  return findShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, target: document.body, ...options });
}

describe('findShortcut', () => {
  it('saves on Ctrl+S and ⌘+S, even inside a text field', () => {
    const input = document.createElement('input');
    expect(press('s', { ctrlKey: true })).toBe('save');
    expect(press('S', { metaKey: true })).toBe('save');
    expect(press('s', { ctrlKey: true, target: input })).toBe('save');
    expect(press('s', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('s')).toBeNull();
  });

  it('reads "/" and "?" as commands outside fields and as characters inside them', () => {
    expect(press('/')).toBe('search');
    expect(press('?')).toBe('help');
    const textarea = document.createElement('textarea');
    const editor = document.createElement('div');
    editor.contentEditable = 'true';
    const paragraph = document.createElement('p');
    editor.append(paragraph);
    document.body.append(editor);
    for (const target of [document.createElement('input'), textarea, paragraph]) {
      expect(press('/', { target })).toBeNull();
      expect(press('?', { target })).toBeNull();
    }
    editor.remove();
  });

  it('ignores "/" with a modifier (browser and system shortcuts)', () => {
    expect(press('/', { ctrlKey: true })).toBeNull();
    expect(press('/', { altKey: true })).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('counts comboboxes (autocompletes, selects) as typing places, buttons not', () => {
    const combobox = document.createElement('div');
    combobox.setAttribute('role', 'combobox');
    expect(isTypingTarget(combobox)).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('describeSaveKeys', () => {
  it('names ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(describeSaveKeys('MacIntel')).toBe('⌘ S');
    expect(describeSaveKeys('Win32')).toBe('Ctrl S');
  });
});
