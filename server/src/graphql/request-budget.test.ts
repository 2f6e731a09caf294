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

  it('settles on what the answer cost: gives back the unused estimate, takes what it cost beyond', () => {
    let now = 0;
    const budget = new RequestBudget(60_000, () => now);
    expect(budget.spend('a', 50_000)).toBeNull();
    budget.settle('a', 50_000, 5_000, { mayRefund: true });
    expect(budget.spend('a', 50_000)).toBeNull(); // 55,000 were left
    budget.settle('a', 50_000, 1_000_000, { mayRefund: true });
    // It now owes a minute's budget: two minutes until a request of 60,000 fits again.
    expect(budget.spend('a', 1)).toBe(61);
    now += 120_000;
    expect(budget.spend('a', 60_000)).toBeNull();
  });

  it('keeps the whole estimate of a caller that may not be refunded', () => {
    const budget = new RequestBudget(60_000, () => 0);
    expect(budget.spend('b', 50_000)).toBeNull();
    budget.settle('b', 50_000, 10, { mayRefund: false });
    expect(budget.spend('b', 20_000)).not.toBeNull();
  });

  it('never refills above one minute of budget', () => {
    let now = 0;
    const budget = new RequestBudget(30_000, () => now);
    now += 10 * 60_000;
    expect(budget.spend('a', 30_000)).toBeNull();
    expect(budget.spend('a', 1_000)).not.toBeNull();
  });
});
