/**
 * Wakes idle worker slots, one per firing: each look for work costs a few statements, so a new
 * run should wake one slot, not all of them (a slot that finds work fires again, so a burst of
 * runs still spreads over every slot). A slot notes `generation` before looking and waits with
 * it, so a firing that arrives while it was looking is not lost: the wait returns at once.
 */
export class WakeSignal {
  /** waiting slots, longest waiting first */
  private waiters: (() => void)[] = [];
  generation = 0;

  /** Wakes one waiting slot. */
  fire(): void {
    this.generation++;
    this.waiters.shift()?.();
  }

  /** Wakes every waiting slot (stopping). */
  fireAll(): void {
    this.generation++;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves once this slot's turn to be woken comes (at once if the signal has fired since `seen`). */
  wait(seen: number): Promise<void> {
    if (this.generation !== seen) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
