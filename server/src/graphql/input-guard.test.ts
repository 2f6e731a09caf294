import { describe, expect, it } from 'vitest';
import { findInputProblem, MAX_VARIABLE_DEPTH } from './input-guard.js';

function nestedFilter(depth: number): unknown {
  let filter: unknown = { field: 'name', operator: 'contains', value: 'hero' };
  for (let level = 0; level < depth; level++) filter = { and: [filter] };
  return filter;
}

describe('findInputProblem', () => {
  it('accepts the filters the query builder makes', () => {
    expect(findInputProblem({ filter: nestedFilter(4), limit: 50, sort: ['createDate:DESC'] })).toBeNull();
    expect(findInputProblem(null)).toBeNull();
  });

  it('finds a filter nested 1,000 levels deep without overflowing the stack', () => {
    expect(findInputProblem({ filter: nestedFilter(1000) })).toBe('tooDeep');
    expect(findInputProblem({ filter: nestedFilter(100_000) })).toBe('tooDeep');
    expect(findInputProblem({ filter: nestedFilter(MAX_VARIABLE_DEPTH / 2 - 2) })).toBeNull();
  });

  it('finds a NUL character in any string, keys included', () => {
    expect(findInputProblem({ concept: { name: 'hero\u0000' } })).toBe('nulCharacter');
    expect(findInputProblem({ tags: ['a', 'b\u0000c'] })).toBe('nulCharacter');
    expect(findInputProblem({ ['key\u0000']: 1 })).toBe('nulCharacter');
  });
});
