/**
 * A per-caller budget of query cost (query-cost.ts) per minute, as a token bucket: a caller may
 * spend a minute's budget in a burst, then as fast as it refills. Heavy requests use more of it than
 * light ones, so one account looping its heaviest allowed request is slowed long before it can
 * starve everyone else of an instance. A caller is a user (every session of theirs) or, without a
 * session, an address.
 *
 * Kept in this process on purpose: it protects this instance's CPU and connections, which is
 * per-instance by nature; no other instance needs it (docs/decisions/security.md).
 */
export class RequestBudget {
  private readonly buckets = new Map<string, { points: number; updatedAt: number }>();

  constructor(
    private readonly pointsPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends `cost` of `caller`'s budget: null when allowed, else the seconds until it would be. */
  spend(caller: string, cost: number): number | null {
    const now = this.now();
    const bucket = this.buckets.get(caller) ?? { points: this.pointsPerMinute, updatedAt: now };
    const refilled = Math.min(this.pointsPerMinute, bucket.points + ((now - bucket.updatedAt) / 60_000) * this.pointsPerMinute);
    if (refilled < cost || refilled <= 0) {
      this.buckets.set(caller, { points: refilled, updatedAt: now });
      return Math.max(1, Math.ceil(((cost - refilled) / this.pointsPerMinute) * 60));
    }
    this.buckets.set(caller, { points: refilled - cost, updatedAt: now });
    if (this.buckets.size > 50_000) this.forgetRefilled(now);
    return null;
  }

  /**
   * Settles a request charged `charged` up front that turned out to cost `actual`: gives back the
   * difference, or takes the rest (the balance may then owe up to a minute's budget, waited out
   * like any other). `mayRefund` false keeps what was charged when the answer cost less.
   */
  settle(caller: string, charged: number, actual: number, options: { mayRefund: boolean }) {
    const bucket = this.buckets.get(caller);
    const difference = charged - actual;
    if (!bucket || difference === 0 || (difference > 0 && !options.mayRefund)) return;
    bucket.points = Math.max(-this.pointsPerMinute, Math.min(this.pointsPerMinute, bucket.points + difference));
  }

  /** Callers idle for a minute are back at a full budget: their entries carry nothing. */
  private forgetRefilled(now: number) {
    for (const [caller, bucket] of this.buckets) {
      if (now - bucket.updatedAt >= 60_000) this.buckets.delete(caller);
    }
  }
}
