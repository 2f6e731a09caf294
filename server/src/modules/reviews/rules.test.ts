import { describe, expect, it } from 'vitest';
import { approvalsNeeded, isStagePassed } from './rules.js';

describe('stage rules', () => {
  it('ANY passes on one approval', () => {
    expect(approvalsNeeded({ rule: 'any', requiredCount: null }, 3)).toBe(1);
    expect(isStagePassed({ rule: 'any', requiredCount: null }, ['a', 'b', 'c'], new Set(['b']))).toBe(true);
    expect(isStagePassed({ rule: 'any', requiredCount: null }, ['a', 'b'], new Set())).toBe(false);
  });

  it('ALL needs every eligible reviewer, whoever else approved', () => {
    const all = { rule: 'all', requiredCount: null };
    expect(approvalsNeeded(all, 2)).toBe(2);
    expect(isStagePassed(all, ['a', 'b'], new Set(['a']))).toBe(false);
    expect(isStagePassed(all, ['a', 'b'], new Set(['a', 'b']))).toBe(true);
    // Someone who approved and is no longer eligible does not stand in for an eligible reviewer.
    expect(isStagePassed(all, ['a', 'b'], new Set(['a', 'x']))).toBe(false);
    // Nobody eligible any more: the stage cannot pass on its own.
    expect(isStagePassed(all, [], new Set(['a']))).toBe(false);
  });

  it('COUNT needs N approvals, at most as many as there are eligible reviewers', () => {
    const two = { rule: 'count', requiredCount: 2 };
    expect(approvalsNeeded(two, 3)).toBe(2);
    expect(isStagePassed(two, ['a', 'b', 'c'], new Set(['a']))).toBe(false);
    expect(isStagePassed(two, ['a', 'b', 'c'], new Set(['a', 'c']))).toBe(true);
    // Fewer eligible reviewers than the number set (people left): all of those left suffice.
    expect(approvalsNeeded({ rule: 'count', requiredCount: 3 }, 1)).toBe(1);
  });
});
