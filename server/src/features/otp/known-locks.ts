/**
 * Lock-outs this process has seen. A lock-out is never lifted early, so a remembered one holds
 * until it ends; refusing from memory spares the database an attacker hammering a locked number.
 */
export class KnownLocks {
  private readonly untilByMobile = new Map<string, number>();

  constructor(private readonly capacity = 10_000) {}

  get(mobile: string, now: Date): Date | null {
    const until = this.untilByMobile.get(mobile);
    if (until === undefined) return null;
    if (until <= now.getTime()) {
      this.untilByMobile.delete(mobile);
      return null;
    }
    return new Date(until);
  }

  remember(mobile: string, until: Date) {
    if (this.untilByMobile.size >= this.capacity) {
      const oldest = this.untilByMobile.keys().next();
      if (!oldest.done) this.untilByMobile.delete(oldest.value);
    }
    this.untilByMobile.set(mobile, until.getTime());
  }
}
