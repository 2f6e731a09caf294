import { describe, expect, it } from 'vitest';
import { findFolderPath } from './folder-path';

const tree = [
  { code: 'q4', name: 'Q4 Campaigns', creativeNodes: [{ code: 'holiday', name: 'Holiday Sale', creativeNodes: [] }] },
  { code: 'exp', name: 'Experiments' },
];

describe('folder path', () => {
  it('lists the names from the top down', () => {
    expect(findFolderPath(tree, 'holiday')).toEqual(['Q4 Campaigns', 'Holiday Sale']);
    expect(findFolderPath(tree, 'exp')).toEqual(['Experiments']);
    expect(findFolderPath(tree, 'virtual:pinned')).toBeNull();
  });
});
