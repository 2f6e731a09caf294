import { describe, expect, it } from 'vitest';
import { findKeyAction } from './keyboard';

describe('viewer keys', () => {
  it('maps the player and zoom keys', () => {
    expect(findKeyAction({ key: ',' })).toBe('previousFrame');
    expect(findKeyAction({ key: '.' })).toBe('nextFrame');
    expect(findKeyAction({ key: '+' })).toBe('zoomIn');
    expect(findKeyAction({ key: '-' })).toBe('zoomOut');
    expect(findKeyAction({ key: '0' })).toBe('zoomFit');
    expect(findKeyAction({ key: ' ' })).toBe('togglePlay');
    expect(findKeyAction({ key: 'I' })).toBe('markIn');
  });

  it('leaves arrows and Escape to the gallery, and shortcuts to the browser', () => {
    expect(findKeyAction({ key: 'ArrowLeft' })).toBeNull();
    expect(findKeyAction({ key: 'Escape' })).toBeNull();
    expect(findKeyAction({ key: '+', ctrlKey: true })).toBeNull();
    expect(findKeyAction({ key: '0', metaKey: true })).toBeNull();
  });

  it('ignores keys typed into a comment', () => {
    const textarea = document.createElement('textarea');
    document.body.append(textarea);
    expect(findKeyAction({ key: ',', target: textarea })).toBeNull();
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inner = document.createElement('p');
    editor.append(inner);
    document.body.append(editor);
    expect(findKeyAction({ key: '.', target: inner })).toBeNull();
    expect(findKeyAction({ key: '.', target: document.body })).toBe('nextFrame');
  });
});
