/**
 * Wakes idle worker slots. A slot notes `generation` before looking for work and waits with it,
 * so a wake-up that arrives while it was looking is not lost: the wait returns at once.
 */
export class WakeSignal {
  private waiters = new Set<() => void>();
  generation = 0;

  fire(): void {
    this.generation++;
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves after `ms`, or as soon as the signal fires (or has fired since `seen`). */
  wait(ms: number, seen: number): Promise<void> {
    if (this.generation !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }
}
