import { describe, expect, it } from 'vitest';
import { buildSignInPath, findSafeNextPath } from './safe-next-path';

describe('findSafeNextPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(findSafeNextPath('/demo/creative/concepts/create?node=nod_1#top')).toBe('/demo/creative/concepts/create?node=nod_1#top');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/demo'],
    ['protocol-relative URL', '//evil.example/demo'],
    ['backslash trick', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'demo/creative'],
    ['control characters', '/\t/evil.example'],
    ['the sign-in page itself', '/signin?next=/demo'],
  ])('rejects %s', (_label, next) => {
    expect(findSafeNextPath(next)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(findSafeNextPath('/demo/../other/creative')).toBe('/other/creative');
  });
});

describe('buildSignInPath', () => {
  it('carries the current path as next', () => {
    expect(buildSignInPath('/demo/creative/reports/puzzle-quest')).toBe('/signin?next=%2Fdemo%2Fcreative%2Freports%2Fpuzzle-quest');
  });

  it('leaves next out for the start page', () => {
    expect(buildSignInPath('/')).toBe('/signin');
  });
});
