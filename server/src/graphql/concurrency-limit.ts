/**
 * At most `perCaller` heavy requests of one caller running at once in this process. The per-minute
 * budget bounds how much a caller asks for; this bounds how much of the instance it holds at one
 * moment, so that a caller firing its whole budget in parallel waits its turn (429 with
 * Retry-After) instead of filling every database connection. Per instance, like the budget.
 */
export class ConcurrencyLimit {
  private readonly running = new Map<string, number>();

  constructor(private readonly perCaller: number) {}

  /** A release function when the caller has a free slot, else null. Call the release exactly once. */
  tryEnter(caller: string): (() => void) | null {
    const count = this.running.get(caller) ?? 0;
    if (count >= this.perCaller) return null;
    this.running.set(caller, count + 1);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const left = (this.running.get(caller) ?? 1) - 1;
      if (left > 0) this.running.set(caller, left);
      else this.running.delete(caller);
    };
  }
}
