import { describe, expect, it } from 'vitest';
import { RequestBudget } from './request-budget.js';

describe('RequestBudget', () => {
  it('lets a caller spend a minute of budget at once, then refuses with the wait until it refills', () => {
    let now = 0;
    const budget = new RequestBudget(60_000, () => now);
    expect(budget.spend('a', 50_000)).toBeNull();
    expect(budget.spend('a', 20_000)).toBe(10); // 10,000 left; 10,000 more refill in 10 s
    now += 10_000;
    expect(budget.spend('a', 20_000)).toBeNull();
  });

  it('keeps callers apart', () => {
    const budget = new RequestBudget(30_000, () => 0);
    expect(budget.spend('a', 30_000)).toBeNull();
    expect(budget.spend('a', 1)).not.toBeNull();
    expect(budget.spend('b', 30_000)).toBeNull();
  });

  it('gives back what an answer did not use, never above one minute of budget', () => {
    const budget = new RequestBudget(60_000, () => 0);
    expect(budget.spend('a', 50_000)).toBeNull();
    budget.refund('a', 45_000);
    expect(budget.spend('a', 50_000)).toBeNull();
    budget.refund('a', 1_000_000);
    expect(budget.spend('a', 60_000)).toBeNull();
    expect(budget.spend('a', 1)).not.toBeNull();
  });

  it('never refills above one minute of budget', () => {
    let now = 0;
    const budget = new RequestBudget(30_000, () => now);
    now += 10 * 60_000;
    expect(budget.spend('a', 30_000)).toBeNull();
    expect(budget.spend('a', 1_000)).not.toBeNull();
  });
});
