import { describe, expect, it } from 'vitest';
import { COMMENT_RESOLVE, isOwnershipAllowed, MERGE_SOURCE_REMOVE } from './ownership-rules.js';
import { DEFAULT_ROLES, type Permission } from './permissions.js';

const holding = (...permissions: Permission[]) => new Set(permissions);
const designer = new Set(DEFAULT_ROLES.designer!.permissions);

describe('ownership rules', () => {
  it('lets the author or the creative lead resolve a comment, and approvers whoever wrote it', () => {
    const people = { authorId: 'author', creativeLeadId: 'lead' };
    expect(isOwnershipAllowed(COMMENT_RESOLVE, designer, 'author', people)).toBe(true);
    expect(isOwnershipAllowed(COMMENT_RESOLVE, designer, 'lead', people)).toBe(true);
    expect(isOwnershipAllowed(COMMENT_RESOLVE, designer, 'someone', people)).toBe(false);
    expect(isOwnershipAllowed(COMMENT_RESOLVE, holding('asset:view', 'concept:approve'), 'someone', people)).toBe(true);
  });

  it('needs the base rule even from the author, and never takes a missing person for the viewer', () => {
    expect(isOwnershipAllowed(COMMENT_RESOLVE, holding('concept:approve'), 'author', { authorId: 'author' })).toBe(false);
    expect(isOwnershipAllowed(COMMENT_RESOLVE, holding('asset:view'), null, { authorId: null, creativeLeadId: null })).toBe(false);
  });

  it('lets a designer remove their own merge source but not another person’s', () => {
    expect(isOwnershipAllowed(MERGE_SOURCE_REMOVE, designer, 'me', { authorId: 'me' })).toBe(true);
    expect(isOwnershipAllowed(MERGE_SOURCE_REMOVE, designer, 'me', { authorId: 'other' })).toBe(false);
  });
});
